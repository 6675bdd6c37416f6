/** Journal contract. */
import { z } from 'zod';
/** A journal entry: preview is the first 120 characters; dominantTones is JSON text of a list of deep/suspended/bright. */
export declare const journalEntrySchema: z.ZodObject<
  {
    id: z.ZodNumber;
    createdAt: z.ZodString;
    preview: z.ZodString;
    dominantTones: z.ZodString;
    analysisId: z.ZodNullable<z.ZodNumber>;
    framedConversationId: z.ZodNullable<z.ZodNumber>;
  },
  z.core.$strip
>;
export type JournalEntry = z.infer<typeof journalEntrySchema>;
/** GET /api/journal: newest first. */
export declare const journalListSchema: z.ZodArray<
  z.ZodObject<
    {
      id: z.ZodNumber;
      createdAt: z.ZodString;
      preview: z.ZodString;
      dominantTones: z.ZodString;
      analysisId: z.ZodNullable<z.ZodNumber>;
      framedConversationId: z.ZodNullable<z.ZodNumber>;
    },
    z.core.$strip
  >
>;
/** DELETE /api/journal/:id answer. */
export declare const journalDeleteSchema: z.ZodObject<
  {
    id: z.ZodNumber;
    deleted: z.ZodLiteral<true>;
  },
  z.core.$strip
>;
