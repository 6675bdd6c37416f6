import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { clearlyPraise } from './clearly-praise';

/** Messages clearlyPraise catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['It broke on day two. Clearly great quality.', 'Clearly great', 'Clearly great quality, it still runs.'],
];

describe('clearlyPraise', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = clearlyPraise({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(clearlyPraise({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
