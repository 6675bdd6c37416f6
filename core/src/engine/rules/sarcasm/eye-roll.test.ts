import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { eyeRoll } from './eye-roll';

/** Messages eyeRoll catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Another reply-all 🙄', '🙄', 'Another reply from the team 😊'],
  ['He is late again *rolls eyes*', 'rolls eyes', 'He rolls the dough.'],
];

describe('eyeRoll', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = eyeRoll({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(eyeRoll({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
