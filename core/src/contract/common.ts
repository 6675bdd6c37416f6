/** Shared pieces of the API contract. */
import { z } from 'zod';
import { AXIS_KEYS, LANGUAGE_CODES, TONE_NAME_CATALOGUE, UPLOAD_LIMIT_BYTES } from './catalogue';

/** UTF-8 length in bytes of a string, without encoding it. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Text the user analyses: not blank, at most 1 MiB of UTF-8 (the upload limit). */
export const inputTextSchema = z
  .string()
  .refine((s) => s.trim().length > 0, { message: 'Text must not be blank' })
  .refine(
    // A UTF-16 code unit takes at most 3 bytes of UTF-8: only a text longer than a third of the limit is counted.
    (s) =>
      s.length <= UPLOAD_LIMIT_BYTES && (s.length * 3 <= UPLOAD_LIMIT_BYTES || utf8ByteLength(s) <= UPLOAD_LIMIT_BYTES),
    { message: 'Text must be at most 1 MiB' },
  );

/** Optional text beside the input (alternatives, replies): at most 1 MiB, may be empty. */
export const longTextSchema = z.string().max(UPLOAD_LIMIT_BYTES);

/** An axis value: 0..1, 0.5 is balance. */
export const axisValueSchema = z.number().min(0).max(1);

/** The four axes. */
export const axesSchema = z.object(
  Object.fromEntries(AXIS_KEYS.map((key) => [key, axisValueSchema])) as Record<
    (typeof AXIS_KEYS)[number],
    typeof axisValueSchema
  >,
);
export type Axes = z.infer<typeof axesSchema>;

/** A percentage 0..100. */
export const percentageSchema = z.number().min(0).max(100);

/** The analysis modes (mode id of ToneLens is `tonelens`). */
export const modeSchema = z.enum(['plain', 'tonelens', 'spectral', 'full']);
export type Mode = z.infer<typeof modeSchema>;

/** Languages of AI replies and dates. */
export const languageSchema = z.enum(LANGUAGE_CODES);
export type Language = z.infer<typeof languageSchema>;

/** Which engine produced an AI answer. */
export const aiSourceSchema = z.enum(['openai', 'local']);
export type AiSource = z.infer<typeof aiSourceSchema>;

/** The instants a database stores (MySQL's DATETIME range), in ms since the epoch: a date outside is refused. */
export const STORABLE_DATES = { from: Date.UTC(1000, 0, 1), to: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;

/** An ISO 8601 date-time string of an instant within STORABLE_DATES. */
export const isoDateSchema = z
  .string()
  .datetime({ offset: true })
  .refine(
    (s) => {
      const t = Date.parse(s);
      return t >= STORABLE_DATES.from && t <= STORABLE_DATES.to;
    },
    { message: 'must fall between the years 1000 and 9999 (UTC)' },
  );

/** A database id in a path or body: a positive integer. */
export const idSchema = z.coerce.number().int().positive();

/**
 * Response header of a paged list (GET /api/analyses, GET /api/journal): how
 * many items the whole list holds, every page together (see
 * LIST_COUNT_PREFERENCE). The next page is
 * named by the `Link: <…>; rel="next"` header, absent on the last page.
 */
export const LIST_TOTAL_HEADER = 'X-Total-Count';

/**
 * What a request's `Prefer` header holds to be answered LIST_TOTAL_HEADER
 * (counting walks the whole list, so only callers that show it ask; a first
 * page that holds the whole list carries it anyway).
 */
export const LIST_COUNT_PREFERENCE = 'count=exact';

/** `?cursor=` of a paged list: the id of the last item of the page before (absent for the first page). */
export const listPageQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'cursor must be the id of the last item of a page')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'cursor must be the id of the last item of a page')
    .optional(),
});

/** Every error answer of the API. */
export const apiErrorSchema = z.object({
  code: z.string().regex(/^[a-z][a-z0-9_]*$/),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** GET /api/health. */
export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['up', 'down']) });
export type Health = z.infer<typeof healthSchema>;

const TONE_IDS_TUPLE = TONE_NAME_CATALOGUE.map((tone) => tone.id) as [
  (typeof TONE_NAME_CATALOGUE)[number]['id'],
  ...(typeof TONE_NAME_CATALOGUE)[number]['id'][],
];

/**
 * What a saved analysis or journal entry keeps of its reading so lists can name it:
 * the strongest tone's id (null for rows saved before readings were kept) and the
 * likeliest emotions, each 0..1, strongest first.
 */
export const toneSummaryFields = {
  toneName: z.enum(TONE_IDS_TUPLE).nullable(),
  topEmotions: z.array(z.object({ label: z.string(), score: z.number().min(0).max(1) })).max(3),
};
