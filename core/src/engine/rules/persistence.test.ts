import { describe, expect, it } from 'vitest';
import { findPersistence } from './persistence';

const phrases = (text: string) => findPersistence(text).map((c) => c.phrase.toLowerCase());

describe('findPersistence', () => {
  it.each([
    ['The printer jammed again.', 'again'],
    ["The app still won't log me in.", "still won't"],
    ['This is the fourth time the build has failed.', 'fourth time'],
    ['It crashes every single time I open it.', 'every single time'],
    ["We've been going back and forth on this for weeks.", 'back and forth'],
    ['We have waited for weeks.', 'for weeks'],
    ['Nothing moves.', 'nothing moves'],
    ["It's getting old.", "it's getting old"],
  ])('finds in %j "%s"', (text, phrase) => {
    expect(phrases(text)).toContain(phrase);
  });

  it.each([
    'I still love this place.',
    'See you next time!',
    'We talked for a bit.',
    'Thanks for the quick fix.',
    'Please stop worrying about it, it was nothing.',
    'Stop apologising, you did nothing wrong.',
    'The bus stop moved to the corner.',
  ])('finds nothing persisting in %j', (text) => {
    expect(phrases(text)).toEqual([]);
  });
});
