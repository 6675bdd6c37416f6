import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { ellipsisTurn } from './ellipsis-turn';

/** Messages ellipsisTurn catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  [
    'The new version is brilliant… nothing works anymore.',
    'brilliant… nothing works anymore',
    'The new version is brilliant… but nothing works on my old phone.',
  ],
  [
    'Thanks for the reminder... two days after the deadline.',
    'Thanks for the reminder... two days after the deadline',
    'Thanks for the reminder... see you at the deadline party!',
  ],
];

describe('ellipsisTurn', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = ellipsisTurn({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(ellipsisTurn({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
