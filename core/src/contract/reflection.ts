/** Reflection contract: EchoRoom replies, spectral definitions and saved reflections. */
import { z } from 'zod';
import { aiSourceSchema, inputTextSchema, isoDateSchema, longTextSchema } from './common';

/** The four EchoRoom modes. */
export const echoModeSchema = z.enum(['solo', 'message', 'thread', 'spectral']);
export type EchoMode = z.infer<typeof echoModeSchema>;

/** POST /api/echoroom/analyse (the reflection modes only). */
export const echoAnalyseRequestSchema = z.object({
  inputText: inputTextSchema,
  echoMode: z.enum(['solo', 'message', 'thread']),
});
export type EchoAnalyseRequest = z.infer<typeof echoAnalyseRequestSchema>;

/** POST /api/echoroom/analyse answer. */
export const echoReplySchema = z.object({ resonantReply: z.string(), source: aiSourceSchema });
export type EchoReply = z.infer<typeof echoReplySchema>;

/** POST /api/spectral-definition answer: `definition`, and `response` with the same text for older clients. */
export const spectralDefinitionSchema = z.object({
  definition: z.string(),
  response: z.string(),
  source: aiSourceSchema,
});
export type SpectralDefinition = z.infer<typeof spectralDefinitionSchema>;

/** POST /api/echo-room/save. */
export const echoSaveRequestSchema = z.object({
  analysisId: z.number().int().positive().nullable(),
  echoMode: echoModeSchema,
  originalText: longTextSchema,
  resonantReply: longTextSchema.nullable(),
  userReflection: inputTextSchema,
  emotionalInsights: z.null(),
  spectralResonance: z.string().max(2000),
});
export type EchoSaveRequest = z.infer<typeof echoSaveRequestSchema>;

/** A saved reflection. */
export const echoReflectionSchema = echoSaveRequestSchema.extend({ id: z.number().int(), createdAt: isoDateSchema });
export type EchoReflection = z.infer<typeof echoReflectionSchema>;
