import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { mockCompliment } from './mock-compliment';

/** Messages mockCompliment catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Great job breaking the tests.', 'Great job breaking', 'Great job fixing the tests.'],
  ['Nice of you to finally call.', 'Nice of you to finally', 'Nice of you to call.'],
  [
    'Nice of you to answer my letter two months later.',
    'Nice of you to answer',
    'Nice of you to answer my letter so quickly.',
  ],
  ['Well done, you managed to lose the keys.', 'Well done, you managed to lose', 'Well done on the keynote.'],
  ['Well done, team, we missed the launch again.', 'Well done', 'Well done, team, we hit the target.'],
  [
    'Five stars for the courier who left my parcel out in the rain.',
    'Five stars for',
    'Five stars for the courier who carried it upstairs.',
  ],
  ['Brilliant move, deleting the backups.', 'Brilliant move, deleting', 'Brilliant move, booking early.'],
  [
    'Five stars for the amazing skill of losing my luggage twice in one trip.',
    'Five stars for the amazing skill of losing',
    'Five stars for the amazing skill of the chef.',
  ],
  [
    'Great job on your rare talent for missing every deadline.',
    'Great job on your rare talent for missing',
    'Great job on your rare talent for drawing.',
  ],
];

describe('mockCompliment', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = mockCompliment({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(mockCompliment({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
