import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { closingPraise } from './closing-praise';

/** Messages closingPraise catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['The oven broke again. Just perfect.', 'Just perfect', 'The oven broke again, but it is fixed now. Perfect.'],
  ['The bus was late again, so fun.', 'so fun', 'Missed you at lunch. Hope all is well!'],
  ['Oh good, my laptop died. Best day ever.', 'Best day ever', 'Sorry, my laptop died. Lovely day otherwise.'],
  [
    'The charger stopped working. Quality product.',
    'Quality product',
    'The charger still works after years. Quality product.',
  ],
  ['The printer jammed again. Love it.', 'Love it', 'The printer is fixed. Love it.'],
  ['The landlord ignored my email again. Go figure.', 'Go figure', 'We never met before. Go figure out the map.'],
  ['He ignored me and walked off. Real mature.', 'Real mature', 'He apologised and stayed. Real mature.'],
];

describe('closingPraise', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = closingPraise({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(closingPraise({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
