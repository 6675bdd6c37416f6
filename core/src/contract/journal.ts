/** Journal contract. */
import { z } from 'zod';
import { isoDateSchema } from './common';

/** A journal entry: preview is the first 120 characters; dominantTones is JSON text of a list of deep/suspended/bright. */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  createdAt: isoDateSchema,
  preview: z.string(),
  dominantTones: z.string(),
  analysisId: z.number().int().nullable(),
  framedConversationId: z.number().int().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** GET /api/journal: newest first. */
export const journalListSchema = z.array(journalEntrySchema);

/** DELETE /api/journal/:id answer. */
export const journalDeleteSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
