/** Reflection contract: EchoRoom replies, spectral definitions and saved reflections. */
import { z } from 'zod';
/** The four EchoRoom modes. */
export declare const echoModeSchema: z.ZodEnum<{
  message: 'message';
  spectral: 'spectral';
  solo: 'solo';
  thread: 'thread';
}>;
export type EchoMode = z.infer<typeof echoModeSchema>;
/** POST /api/echoroom/analyse (the reflection modes only). */
export declare const echoAnalyseRequestSchema: z.ZodObject<
  {
    inputText: z.ZodString;
    echoMode: z.ZodEnum<{
      message: 'message';
      solo: 'solo';
      thread: 'thread';
    }>;
  },
  z.core.$strip
>;
export type EchoAnalyseRequest = z.infer<typeof echoAnalyseRequestSchema>;
/** POST /api/echoroom/analyse answer. */
export declare const echoReplySchema: z.ZodObject<
  {
    resonantReply: z.ZodString;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type EchoReply = z.infer<typeof echoReplySchema>;
/** POST /api/spectral-definition answer: `definition`, and `response` with the same text for older clients. */
export declare const spectralDefinitionSchema: z.ZodObject<
  {
    definition: z.ZodString;
    response: z.ZodString;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type SpectralDefinition = z.infer<typeof spectralDefinitionSchema>;
/** POST /api/echo-room/save. */
export declare const echoSaveRequestSchema: z.ZodObject<
  {
    analysisId: z.ZodNullable<z.ZodNumber>;
    echoMode: z.ZodEnum<{
      message: 'message';
      spectral: 'spectral';
      solo: 'solo';
      thread: 'thread';
    }>;
    originalText: z.ZodString;
    resonantReply: z.ZodNullable<z.ZodString>;
    userReflection: z.ZodString;
    emotionalInsights: z.ZodNull;
    spectralResonance: z.ZodString;
  },
  z.core.$strip
>;
export type EchoSaveRequest = z.infer<typeof echoSaveRequestSchema>;
/** A saved reflection. */
export declare const echoReflectionSchema: z.ZodObject<
  {
    analysisId: z.ZodNullable<z.ZodNumber>;
    echoMode: z.ZodEnum<{
      message: 'message';
      spectral: 'spectral';
      solo: 'solo';
      thread: 'thread';
    }>;
    originalText: z.ZodString;
    resonantReply: z.ZodNullable<z.ZodString>;
    userReflection: z.ZodString;
    emotionalInsights: z.ZodNull;
    spectralResonance: z.ZodString;
    id: z.ZodNumber;
    createdAt: z.ZodString;
  },
  z.core.$strip
>;
export type EchoReflection = z.infer<typeof echoReflectionSchema>;
