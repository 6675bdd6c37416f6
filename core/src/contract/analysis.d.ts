/** Analysis contract: plain, enhanced, save and read analyses. */
import { z } from 'zod';
/** POST /api/analyse/plain, /api/analyse/enhanced, /api/generate-alternative, /api/spectral-definition. */
export declare const analyseTextRequestSchema: z.ZodObject<
  {
    inputText: z.ZodString;
  },
  z.core.$strip
>;
export type AnalyseTextRequest = z.infer<typeof analyseTextRequestSchema>;
/** The plain result: AI feedback plus counts and a sentiment class. */
export declare const plainAnalysisSchema: z.ZodObject<
  {
    aiResponse: z.ZodOptional<z.ZodString>;
    feedback: z.ZodOptional<z.ZodString>;
    empathicResponse: z.ZodOptional<z.ZodString>;
    aiInsights: z.ZodOptional<z.ZodString>;
    conversationalPrompt: z.ZodOptional<z.ZodString>;
    wordCount: z.ZodNumber;
    characterCount: z.ZodNumber;
    sentimentClassification: z.ZodEnum<{
      positive: 'positive';
      concerned: 'concerned';
      reflective: 'reflective';
      neutral: 'neutral';
    }>;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type PlainAnalysis = z.infer<typeof plainAnalysisSchema>;
/** The resonance labels. */
export declare const resonanceLabelSchema: z.ZodEnum<{
  'in-tune': 'in-tune';
  emergent: 'emergent';
  fragmented: 'fragmented';
}>;
/** The emotional-axis (ToneLens) result. */
export declare const enhancedAnalysisSchema: z.ZodObject<
  {
    warmthDetachment: z.ZodNumber;
    certaintyAmbiguity: z.ZodNumber;
    intensityRestraint: z.ZodNumber;
    conflictCoherence: z.ZodNumber;
    toneLensSummary: z.ZodString;
    tensionDetected: z.ZodBoolean;
    echoRoomSuggestion: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    conversationalResponse: z.ZodString;
    resonanceScore: z.ZodOptional<z.ZodNumber>;
    resonanceLabel: z.ZodOptional<
      z.ZodEnum<{
        'in-tune': 'in-tune';
        emergent: 'emergent';
        fragmented: 'fragmented';
      }>
    >;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type EnhancedAnalysis = z.infer<typeof enhancedAnalysisSchema>;
/** frequencyData as stored: JSON text of 10 shares 0..1, or null. */
export declare const frequencyDataTextSchema: z.ZodNullable<z.ZodString>;
/** POST /api/analyse: save an analysis (spec analysis §3). tensionDetected is 1 or 0 (a boolean is accepted too). */
export declare const saveAnalysisRequestSchema: z.ZodObject<
  {
    inputText: z.ZodString;
    mode: z.ZodEnum<{
      plain: 'plain';
      tonelens: 'tonelens';
      spectral: 'spectral';
      full: 'full';
    }>;
    warmthDetachment: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    certaintyAmbiguity: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    intensityRestraint: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    conflictCoherence: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    toneLensSummary: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    conversationalResponse: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    deepTonePercentage: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    suspendedTonePercentage: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    brightTonePercentage: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    openingTone: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    peakIntensity: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    resolution: z.ZodOptional<z.ZodNullable<z.ZodNumber>>;
    frequencyData: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    tensionDetected: z.ZodOptional<z.ZodUnion<readonly [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodBoolean]>>;
    echoRoomSuggestion: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  },
  z.core.$strip
>;
export type SaveAnalysisRequest = z.infer<typeof saveAnalysisRequestSchema>;
/** A saved analysis as the API returns it. */
export declare const analysisSchema: z.ZodObject<
  {
    id: z.ZodNumber;
    inputText: z.ZodString;
    mode: z.ZodEnum<{
      plain: 'plain';
      tonelens: 'tonelens';
      spectral: 'spectral';
      full: 'full';
    }>;
    warmthDetachment: z.ZodNullable<z.ZodNumber>;
    certaintyAmbiguity: z.ZodNullable<z.ZodNumber>;
    intensityRestraint: z.ZodNullable<z.ZodNumber>;
    conflictCoherence: z.ZodNullable<z.ZodNumber>;
    toneLensSummary: z.ZodNullable<z.ZodString>;
    conversationalResponse: z.ZodNullable<z.ZodString>;
    deepTonePercentage: z.ZodNullable<z.ZodNumber>;
    suspendedTonePercentage: z.ZodNullable<z.ZodNumber>;
    brightTonePercentage: z.ZodNullable<z.ZodNumber>;
    openingTone: z.ZodNullable<z.ZodNumber>;
    peakIntensity: z.ZodNullable<z.ZodNumber>;
    resolution: z.ZodNullable<z.ZodNumber>;
    frequencyData: z.ZodNullable<z.ZodString>;
    tensionDetected: z.ZodBoolean;
    echoRoomSuggestion: z.ZodNullable<z.ZodString>;
    createdAt: z.ZodString;
  },
  z.core.$strip
>;
export type Analysis = z.infer<typeof analysisSchema>;
/** GET /api/analyses: newest first. */
export declare const analysisListSchema: z.ZodArray<
  z.ZodObject<
    {
      id: z.ZodNumber;
      inputText: z.ZodString;
      mode: z.ZodEnum<{
        plain: 'plain';
        tonelens: 'tonelens';
        spectral: 'spectral';
        full: 'full';
      }>;
      warmthDetachment: z.ZodNullable<z.ZodNumber>;
      certaintyAmbiguity: z.ZodNullable<z.ZodNumber>;
      intensityRestraint: z.ZodNullable<z.ZodNumber>;
      conflictCoherence: z.ZodNullable<z.ZodNumber>;
      toneLensSummary: z.ZodNullable<z.ZodString>;
      conversationalResponse: z.ZodNullable<z.ZodString>;
      deepTonePercentage: z.ZodNullable<z.ZodNumber>;
      suspendedTonePercentage: z.ZodNullable<z.ZodNumber>;
      brightTonePercentage: z.ZodNullable<z.ZodNumber>;
      openingTone: z.ZodNullable<z.ZodNumber>;
      peakIntensity: z.ZodNullable<z.ZodNumber>;
      resolution: z.ZodNullable<z.ZodNumber>;
      frequencyData: z.ZodNullable<z.ZodString>;
      tensionDetected: z.ZodBoolean;
      echoRoomSuggestion: z.ZodNullable<z.ZodString>;
      createdAt: z.ZodString;
    },
    z.core.$strip
  >
>;
