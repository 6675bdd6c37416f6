import { describe, expect, it } from 'vitest';
import { feedbackRecordOf, feedbackRequestSchema } from './feedback';

const SENT_HASH = 'a'.repeat(64);
/** A stand-in digest that shows which text it was given. */
const digest = (text: string) => `hash of ${text}`;

describe('feedbackRecordOf', () => {
  it('names the catalogue tone the words stand for, and hashes the kept text itself', async () => {
    const input = feedbackRequestSchema.parse({
      tone: ' Hurt ',
      shownTone: 'sarcastic',
      role: 'reader',
      analysisId: 7,
      text: 'Fine. Do whatever you want.',
      textHash: SENT_HASH,
    });
    expect(await feedbackRecordOf(input, digest)).toEqual({
      tone: 'Hurt',
      toneId: 'hurt',
      shownTone: 'sarcastic',
      role: 'reader',
      analysisId: 7,
      text: 'Fine. Do whatever you want.',
      textHash: 'hash of Fine. Do whatever you want.',
    });
  });

  it("keeps the sent hash when the text is not kept, and no id for a person's own words", async () => {
    const input = feedbackRequestSchema.parse({ tone: 'a bit smug', shownTone: null, textHash: SENT_HASH });
    const record = await feedbackRecordOf(input, async () => {
      throw new Error('nothing to hash');
    });
    expect(record).toEqual({
      tone: 'a bit smug',
      toneId: null,
      shownTone: null,
      role: null,
      analysisId: null,
      text: null,
      textHash: SENT_HASH,
    });
  });
});
