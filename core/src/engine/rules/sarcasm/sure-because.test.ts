import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { sureBecause } from './sure-because';

/** Messages sureBecause catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Sure, because that always works.', 'Sure, because', 'Sure, I can do that because I am free.'],
  ['Oh sure, because that will work.', 'Oh sure, because', 'Oh sure, I can help because I am free.'],
  ['Yeah, because that went so well.', 'Yeah, because', 'Yeah, because of you we won.'],
];

describe('sureBecause', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = sureBecause({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(sureBecause({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
