/** Analysis contract: plain, enhanced, save and read analyses. */
import { z } from 'zod';
import {
  aiSourceSchema,
  axisValueSchema,
  inputTextSchema,
  isoDateSchema,
  listPageQuerySchema,
  modeSchema,
  percentageSchema,
  toneSummaryFields,
} from './common';
import { FREQUENCY_BUCKETS } from './catalogue';

/** POST /api/analyse/plain, /api/analyse/enhanced, /api/generate-alternative, /api/spectral-definition. */
export const analyseTextRequestSchema = z.object({ inputText: inputTextSchema });
export type AnalyseTextRequest = z.infer<typeof analyseTextRequestSchema>;

/** The plain result: AI feedback plus counts and a sentiment class. */
export const plainAnalysisSchema = z.object({
  aiResponse: z.string().optional(),
  feedback: z.string().optional(),
  empathicResponse: z.string().optional(),
  aiInsights: z.string().optional(),
  conversationalPrompt: z.string().optional(),
  wordCount: z.number().int().min(0),
  characterCount: z.number().int().min(0),
  sentimentClassification: z.enum(['positive', 'concerned', 'reflective', 'neutral']),
  source: aiSourceSchema,
});
export type PlainAnalysis = z.infer<typeof plainAnalysisSchema>;

/** The resonance labels. */
export const resonanceLabelSchema = z.enum(['in-tune', 'emergent', 'fragmented']);

/** The emotional-axis (ToneLens) result. */
export const enhancedAnalysisSchema = z.object({
  warmthDetachment: axisValueSchema,
  certaintyAmbiguity: axisValueSchema,
  intensityRestraint: axisValueSchema,
  conflictCoherence: axisValueSchema,
  toneLensSummary: z.string(),
  tensionDetected: z.boolean(),
  echoRoomSuggestion: z.string().nullable().optional(),
  conversationalResponse: z.string(),
  resonanceScore: axisValueSchema.optional(),
  resonanceLabel: resonanceLabelSchema.optional(),
  source: aiSourceSchema,
});
export type EnhancedAnalysis = z.infer<typeof enhancedAnalysisSchema>;

/**
 * A spectral result (core's analyseSpectral) as JSON, wherever one is sent or
 * stored: `characterValues` is a plain list of numbers 0..1, one a character.
 */
export const spectralResultJsonSchema = z.object({
  characterValues: z.array(z.number().min(0).max(1)),
  frequencyData: z.array(z.number().min(0).max(1)).length(FREQUENCY_BUCKETS),
  deepTonePercentage: percentageSchema,
  suspendedTonePercentage: percentageSchema,
  brightTonePercentage: percentageSchema,
  openingTone: axisValueSchema,
  peakIntensity: axisValueSchema,
  resolution: axisValueSchema,
});
export type SpectralResultJson = z.infer<typeof spectralResultJsonSchema>;

/** frequencyData as stored: JSON text of 10 shares 0..1, or null. */
export const frequencyDataTextSchema = z
  .string()
  .max(2000)
  .refine(
    (s) => {
      try {
        const v: unknown = JSON.parse(s);
        return (
          Array.isArray(v) &&
          v.length === FREQUENCY_BUCKETS &&
          v.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1)
        );
      } catch {
        return false;
      }
    },
    { message: 'frequencyData must be JSON text of 10 numbers 0..1' },
  )
  .nullable();

const optionalAxis = axisValueSchema.nullable().optional();
const optionalPercentage = percentageSchema.nullable().optional();
const optionalText = z.string().max(20_000).nullable().optional();

/** POST /api/analyse: save an analysis (spec analysis §3). tensionDetected is 1 or 0 (a boolean is accepted too). */
export const saveAnalysisRequestSchema = z.object({
  inputText: inputTextSchema,
  mode: modeSchema,
  warmthDetachment: optionalAxis,
  certaintyAmbiguity: optionalAxis,
  intensityRestraint: optionalAxis,
  conflictCoherence: optionalAxis,
  toneLensSummary: optionalText,
  conversationalResponse: optionalText,
  deepTonePercentage: optionalPercentage,
  suspendedTonePercentage: optionalPercentage,
  brightTonePercentage: optionalPercentage,
  openingTone: optionalAxis,
  peakIntensity: optionalAxis,
  resolution: optionalAxis,
  frequencyData: frequencyDataTextSchema.optional(),
  tensionDetected: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  echoRoomSuggestion: optionalText,
  /** The reading the device already made (core's readTone): kept as sent; the API reads the text itself when absent. */
  toneName: toneSummaryFields.toneName.unwrap().optional(),
  topEmotions: toneSummaryFields.topEmotions.optional(),
});
export type SaveAnalysisRequest = z.infer<typeof saveAnalysisRequestSchema>;

/** A saved analysis as the API returns it. */
export const analysisSchema = z.object({
  id: z.number().int(),
  inputText: z.string(),
  mode: modeSchema,
  warmthDetachment: axisValueSchema.nullable(),
  certaintyAmbiguity: axisValueSchema.nullable(),
  intensityRestraint: axisValueSchema.nullable(),
  conflictCoherence: axisValueSchema.nullable(),
  toneLensSummary: z.string().nullable(),
  conversationalResponse: z.string().nullable(),
  deepTonePercentage: percentageSchema.nullable(),
  suspendedTonePercentage: percentageSchema.nullable(),
  brightTonePercentage: percentageSchema.nullable(),
  openingTone: axisValueSchema.nullable(),
  peakIntensity: axisValueSchema.nullable(),
  resolution: axisValueSchema.nullable(),
  frequencyData: z.string().nullable(),
  tensionDetected: z.boolean(),
  echoRoomSuggestion: z.string().nullable(),
  createdAt: isoDateSchema,
  ...toneSummaryFields,
});
export type Analysis = z.infer<typeof analysisSchema>;

/** Characters of an analysis's text a list item carries as its preview (the "…" included). */
export const ANALYSIS_PREVIEW_LENGTH = 200;
/** Items GET /api/analyses answers when no `limit` is given, and the most it answers at once. */
export const ANALYSIS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/**
 * One item of GET /api/analyses: every field of a saved analysis that stays
 * small (what the signature reads), with `preview` (the text's start, ended
 * at a word with "…" when cut) instead of the whole text and without the
 * long AI texts. The whole analysis is GET /api/analyses/:id.
 */
export const analysisListItemSchema = analysisSchema
  .omit({ inputText: true, toneLensSummary: true, conversationalResponse: true, echoRoomSuggestion: true })
  .extend({ preview: z.string().max(ANALYSIS_PREVIEW_LENGTH) });
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;

/**
 * GET /api/analyses (?limit=1..100, ?cursor=): one page, newest first, as a
 * JSON array. When older items exist, a `Link: <…>; rel="next"` header names
 * the next page (its `cursor` is the id of the page's last item); the
 * `X-Total-Count` header (LIST_TOTAL_HEADER) counts every saved analysis when asked
 * for (LIST_COUNT_PREFERENCE).
 */
export const analysisPageQuerySchema = listPageQuerySchema;

/** GET /api/analyses's answer: one page of items, newest first. */
export const analysisListSchema = z.array(analysisListItemSchema);
export type AnalysisList = z.infer<typeof analysisListSchema>;

/** Runs of analyses GET /api/signature's `readings` cuts the history into, at most. */
export const SIGNATURE_TREND_POINTS = 12;

/**
 * GET /api/signature: the emotional signature's figures over every saved
 * analysis (not only a page): how many there are, the Balance Index 0..100
 * and the trend (core's balanceIndex and signatureTrend over all of them),
 * the mean spectral value 0..1 and the share 0..1 of tense readings.
 */
export const signatureSummarySchema = z.object({
  count: z.number().int().min(0),
  balanceIndex: z.number().int().min(0).max(100),
  trend: z.enum(['rising', 'falling', 'stable']),
  meanSpectralValue: z.number().min(0).max(1),
  tenseShare: z.number().min(0).max(1),
  /** The tone names the readings gave most often, most frequent first (rows saved before readings were kept are not counted). */
  topTones: z.array(z.object({ toneName: toneSummaryFields.toneName.unwrap(), count: z.number().int().min(1) })).max(5),
  /**
   * The readings over time, oldest first: the analyses cut into up to SIGNATURE_TREND_POINTS runs of
   * equal size, each with its dates, its mean warmth 0..1 (null when none of its rows has one) and
   * its share 0..1 of tense readings.
   */
  readings: z
    .array(
      z.object({
        from: isoDateSchema,
        to: isoDateSchema,
        count: z.number().int().min(1),
        warmth: axisValueSchema.nullable(),
        tension: z.number().min(0).max(1),
      }),
    )
    .max(SIGNATURE_TREND_POINTS),
  /** Warmth and tension of the newer half of the analyses against the older half. */
  warmthTrend: z.enum(['rising', 'falling', 'stable']),
  tensionTrend: z.enum(['rising', 'falling', 'stable']),
});
export type SignatureSummary = z.infer<typeof signatureSummarySchema>;
