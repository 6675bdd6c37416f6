import { describe, expect, it } from 'vitest';
import { splitWords } from '../words';
import { ironyTag } from './irony-tag';

/** Messages ironyTag catches (with the phrase it names), each with a close sincere one it leaves alone. */
const TABLE: readonly [string, string, string][] = [
  ['Best. Weekend. Ever. #sarcasm', '#sarcasm', 'Best weekend ever! #grateful'],
  ['I love doing taxes /s', '/s', 'I love doing taxes w/ my accountant.'],
  ['Thanks for the warning. Not.', 'Not', 'Are you coming? Not yet.'],
  ['Best customer service ever NOT', 'NOT', 'The service is closed today, not tomorrow.'],
];

describe('ironyTag', () => {
  it.each(TABLE)('catches "%s" at "%s" and leaves "%s" alone', (sarcastic, phrase, sincere) => {
    const found = ironyTag({ text: sarcastic, words: splitWords(sarcastic) });
    expect(found.map((c) => c.phrase)).toContain(phrase);
    expect(ironyTag({ text: sincere, words: splitWords(sincere) })).toEqual([]);
  });
});
