import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { mockThanks } from './mock-thanks';

/** Messages mockThanks catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Thanks for ruining my weekend.', 'Thanks for ruining my weekend', 'Thanks for saving my weekend.'],
  ['Gee, thanks.', 'Gee, thanks', 'Thanks, Gee!'],
  ['Thanks a lot, now I have to redo the slides.', 'Thanks a lot', 'Thanks a lot, sorry again for the delay.'],
];

describe('mockThanks', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = mockThanks({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(mockThanks({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
