import { describe, expect, it } from 'vitest';
import { findUltimatum } from './ultimatum';

const found = (text: string) => findUltimatum(text).map((c) => c.phrase.toLowerCase());

describe('findUltimatum', () => {
  it.each([
    ["You told me you'd be there at 7 and I waited an hour. This is the last time.", 'this is the last time'],
    ['This is the last time I order from here.', 'this is the last time'],
    ["I've had enough of your excuses.", "i've had enough"],
    ["I'm done with this.", "i'm done with this"],
    ['Never again.', 'never again'],
    ["Don't ever speak to me like that again.", "don't ever speak to me like that again"],
    ['This is your last warning.', 'this is your last warning'],
  ])('finds in %j "%s"', (text, phrase) => {
    expect(found(text)).toContain(phrase);
  });

  it.each([
    'This is the last time we met before the move.',
    "I'm done with the report, sending it now.",
    "I'm done for today, see you tomorrow!",
    "Finished the report. I'm done. Heading home now!",
    'I never thought I would enjoy it again.',
    'Is this the last time slot available?',
  ])('finds none in %j', (text) => {
    expect(found(text)).toEqual([]);
  });
});
