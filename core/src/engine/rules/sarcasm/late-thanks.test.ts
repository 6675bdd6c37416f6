import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { lateThanks } from './late-thanks';

/** Messages lateThanks catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  [
    'Thanks for the reply, only three weeks later.',
    'Thanks for the reply, only three weeks later',
    'Thanks for the reply, see you in three weeks.',
  ],
  [
    'Finally, after only four hours, the plumber arrived.',
    'Finally, after only four hours',
    'Finally, after four hours of climbing, we reached the top.',
  ],
];

describe('lateThanks', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = lateThanks({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(lateThanks({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
