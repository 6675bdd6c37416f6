/** Shared pieces of the API contract. */
import { z } from 'zod';
/** UTF-8 length in bytes of a string, without encoding it. */
export declare function utf8ByteLength(text: string): number;
/** Text the user analyses: not blank, at most 1 MiB of UTF-8 (the upload limit). */
export declare const inputTextSchema: z.ZodString;
/** Optional text beside the input (alternatives, replies): at most 1 MiB, may be empty. */
export declare const longTextSchema: z.ZodString;
/** An axis value: 0..1, 0.5 is balance. */
export declare const axisValueSchema: z.ZodNumber;
/** The four axes. */
export declare const axesSchema: z.ZodObject<
  {
    warmthDetachment: z.ZodNumber;
    certaintyAmbiguity: z.ZodNumber;
    intensityRestraint: z.ZodNumber;
    conflictCoherence: z.ZodNumber;
  },
  z.core.$strip
>;
export type Axes = z.infer<typeof axesSchema>;
/** A percentage 0..100. */
export declare const percentageSchema: z.ZodNumber;
/** The analysis modes (mode id of ToneLens is `tonelens`). */
export declare const modeSchema: z.ZodEnum<{
  plain: 'plain';
  tonelens: 'tonelens';
  spectral: 'spectral';
  full: 'full';
}>;
export type Mode = z.infer<typeof modeSchema>;
/** Languages of AI replies and dates. */
export declare const languageSchema: z.ZodEnum<{
  es: 'es';
  en: 'en';
  fr: 'fr';
  de: 'de';
}>;
export type Language = z.infer<typeof languageSchema>;
/** Which engine produced an AI answer. */
export declare const aiSourceSchema: z.ZodEnum<{
  openai: 'openai';
  local: 'local';
}>;
export type AiSource = z.infer<typeof aiSourceSchema>;
/** An ISO 8601 date-time string. */
export declare const isoDateSchema: z.ZodString;
/** A database id in a path or body: a positive integer. */
export declare const idSchema: z.ZodCoercedNumber<unknown>;
/** Every error answer of the API. */
export declare const apiErrorSchema: z.ZodObject<
  {
    code: z.ZodString;
    message: z.ZodString;
    issues: z.ZodOptional<
      z.ZodArray<
        z.ZodObject<
          {
            path: z.ZodString;
            message: z.ZodString;
          },
          z.core.$strip
        >
      >
    >;
  },
  z.core.$strip
>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
/** GET /api/health. */
export declare const healthSchema: z.ZodObject<
  {
    status: z.ZodEnum<{
      ok: 'ok';
      degraded: 'degraded';
    }>;
    db: z.ZodEnum<{
      up: 'up';
      down: 'down';
    }>;
  },
  z.core.$strip
>;
export type Health = z.infer<typeof healthSchema>;
