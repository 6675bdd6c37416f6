import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { scareQuotes } from './scare-quotes';

/** Messages scareQuotes catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Thanks for the "help" yesterday.', '"help"', 'She said "help" twice.'],
  ['Your "helpful" comments were great.', '"helpful"', "Amazon.com has 'best ever' sales"],
  ['Another "quick fix" that broke everything.', '"quick fix"', "China's 'Friends' highlights Web freedoms"],
  ['So much for your "expert" advice.', '"expert"', '"good"'],
];

describe('scareQuotes', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = scareQuotes({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(scareQuotes({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
