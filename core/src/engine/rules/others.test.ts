import { describe, expect, it } from 'vitest';
import { findOthersFeelings, type OthersKind } from './others';

const found = (text: string) => findOthersFeelings(text).map((c) => `${c.kind}: ${c.phrase.toLowerCase()}`);

describe('findOthersFeelings', () => {
  it.each<[string, OthersKind, string]>([
    ['You laughed when I told you about my dad.', 'expression', 'you laughed'],
    ['He yelled at me in front of everyone.', 'expression', 'he yelled'],
    ['My sister cried all the way home.', 'expression', 'my sister cried'],
    ['I wonder if she is still angry with me.', 'state', 'she is still angry'],
    ['They seemed so happy together.', 'state', 'they seemed so happy'],
    ['My boss looked annoyed when I walked in.', 'state', 'my boss looked annoyed'],
    ["You're clearly upset about it.", 'state', "you're clearly upset"],
  ])('finds in %j the %s "%s"', (text, kind, phrase) => {
    expect(found(text)).toContain(`${kind}: ${phrase}`);
  });

  it.each([
    'I laughed so hard at your joke!',
    "I'm so happy for you both.",
    'You make me so happy.',
    'Are you mad at me?',
    'That made me angry.',
    'We had a lovely time.',
    'The news was sad.',
  ])("finds no one else's feeling in %j", (text) => {
    expect(found(text)).toEqual([]);
  });
});
