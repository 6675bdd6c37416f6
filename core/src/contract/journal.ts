/** Journal contract. */
import { z } from 'zod';
import { isoDateSchema, listPageQuerySchema, toneSummaryFields } from './common';

/** A journal entry: preview is the first 120 characters; dominantTones is JSON text of a list of deep/suspended/bright. */
export const journalEntrySchema = z.object({
  id: z.number().int(),
  createdAt: isoDateSchema,
  preview: z.string(),
  dominantTones: z.string(),
  analysisId: z.number().int().nullable(),
  framedConversationId: z.number().int().nullable(),
  ...toneSummaryFields,
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Entries GET /api/journal answers when no `limit` is given, and the most it answers at once. */
export const JOURNAL_PAGE = { defaultLimit: 50, maxLimit: 1000 } as const;

/**
 * GET /api/journal (?limit=1..1000, ?cursor=): one page of entries, newest
 * first; paged as GET /api/analyses is (`Link` rel="next" and
 * `X-Total-Count`, see LIST_TOTAL_HEADER).
 */
export const journalListSchema = z.array(journalEntrySchema);

/** DELETE /api/journal/:id answer. */
export const journalDeleteSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** GET /api/journal's query: the page's cursor and, with `order=oldest`, the oldest entries first. */
export const journalPageQuerySchema = listPageQuerySchema.extend({
  order: z.enum(['newest', 'oldest']).default('newest'),
});
