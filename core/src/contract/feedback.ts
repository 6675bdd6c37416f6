/**
 * "Not right?" feedback: the tone a person meant (as the writer) or heard (as
 * the reader) where the reading named another. Kept owner-only by the API
 * (POST, GET paged like the journal, DELETE), exported with the journal, and
 * scored against the engine by `npm run eval:tone -- --feedback <file>`.
 */
import { z } from 'zod';
import { TONE_NAME_CATALOGUE } from './catalogue';
import { isoDateSchema, toneSummaryFields } from './common';
import { journalEntrySchema } from './journal';

/** Characters of typed tone words a feedback keeps at most. */
export const FEEDBACK_TONE_MAX = 48;
/** Characters of text a feedback may carry (only when the person agrees to keep it). */
export const FEEDBACK_TEXT_MAX = 8192;
/** Feedback GET /api/feedback answers when no `limit` is given, and the most it answers at once. */
export const FEEDBACK_PAGE = { defaultLimit: 50, maxLimit: 1000 } as const;

/**
 * The catalogue id a tone written by a person stands for ("hurt", "Hurt", "HURT " → hurt;
 * "Neutral, formal" → neutral-formal), or null when it names none of the 28.
 */
export function toneIdOf(words: string): (typeof TONE_NAME_CATALOGUE)[number]['id'] | null {
  const key = words.trim().toLowerCase();
  const found = TONE_NAME_CATALOGUE.find((tone) => tone.id === key || tone.label.toLowerCase() === key);
  return found ? found.id : null;
}

/** Who the person was: the writer (the tone they meant) or a reader (the tone they heard). */
export const feedbackRoleSchema = z.enum(['writer', 'reader']);
export type FeedbackRole = z.infer<typeof feedbackRoleSchema>;

/** SHA-256 of the text, lower-case hex: what a feedback keeps of the text when the text is not kept. */
export const textHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lower-case hex');

/**
 * POST /api/feedback. `tone` is a catalogue id or the person's own words; `shownTone` is the tone the
 * reading named; `text` is sent only when the person agrees to keep it, `textHash` always.
 */
export const feedbackRequestSchema = z.object({
  tone: z.string().trim().min(1).max(FEEDBACK_TONE_MAX),
  shownTone: toneSummaryFields.toneName,
  role: feedbackRoleSchema.nullable().default(null),
  analysisId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  text: z.string().min(1).max(FEEDBACK_TEXT_MAX).nullable().default(null),
  textHash: textHashSchema,
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
/** A feedback request as validated (defaults filled in). */
export type FeedbackInput = z.output<typeof feedbackRequestSchema>;

/** A stored feedback. `toneId` is the catalogue id `tone` names (null for words of the person's own). */
export const feedbackSchema = z.object({
  id: z.number().int(),
  createdAt: isoDateSchema,
  tone: z.string(),
  toneId: toneSummaryFields.toneName,
  shownTone: toneSummaryFields.toneName,
  role: feedbackRoleSchema.nullable(),
  analysisId: z.number().int().nullable(),
  text: z.string().nullable(),
  textHash: textHashSchema,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** What a feedback stores besides its id and date (the API's row, the device's list entry). */
export type FeedbackRecord = Omit<Feedback, 'id' | 'createdAt'>;

/**
 * The stored fields of a validated feedback request, the same wherever it is kept: the catalogue id
 * its tone names, and the hash of the text — computed with `sha256` (lower-case hex) from the text
 * when the text is kept, so the two always agree, else the hash the request sent.
 */
export async function feedbackRecordOf(
  input: FeedbackInput,
  sha256: (text: string) => string | Promise<string>,
): Promise<FeedbackRecord> {
  return {
    tone: input.tone,
    toneId: toneIdOf(input.tone),
    shownTone: input.shownTone,
    role: input.role,
    analysisId: input.analysisId,
    text: input.text,
    textHash: input.text === null ? input.textHash : await sha256(input.text),
  };
}

/** GET /api/feedback (?limit=1..1000, ?cursor=): one page, newest first, paged as the journal is. */
export const feedbackListSchema = z.array(feedbackSchema);

/** DELETE /api/feedback/:id answer. */
export const feedbackDeleteSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** GET /api/journal/export: every journal entry and every feedback of the person, newest first. */
export const journalExportSchema = z.object({
  exportedAt: isoDateSchema,
  entries: z.array(journalEntrySchema),
  feedback: feedbackListSchema,
});
export type JournalExport = z.infer<typeof journalExportSchema>;
