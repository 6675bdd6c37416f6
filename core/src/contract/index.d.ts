import { z } from 'zod';
export * from './common';
export * from './auth';
export * from './analysis';
export * from './conversation';
export * from './reflection';
export * from './journal';
export * from './learning';
/** Every schema of the contract by endpoint and direction. */
export declare const schemas: {
  readonly error: z.ZodObject<
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
  readonly health: z.ZodObject<
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
  readonly user: z.ZodObject<
    {
      id: z.ZodNumber;
      email: z.ZodNullable<z.ZodString>;
      firstName: z.ZodNullable<z.ZodString>;
      lastName: z.ZodNullable<z.ZodString>;
      profileImageUrl: z.ZodNullable<z.ZodString>;
      sitePrefix: z.ZodNullable<z.ZodString>;
      language: z.ZodEnum<{
        es: 'es';
        en: 'en';
        fr: 'fr';
        de: 'de';
      }>;
      createdAt: z.ZodString;
      updatedAt: z.ZodString;
    },
    z.core.$strip
  >;
  readonly updateUser: z.ZodObject<
    {
      firstName: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      lastName: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      sitePrefix: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      language: z.ZodOptional<
        z.ZodEnum<{
          es: 'es';
          en: 'en';
          fr: 'fr';
          de: 'de';
        }>
      >;
    },
    z.core.$strict
  >;
  readonly analyseText: z.ZodObject<
    {
      inputText: z.ZodString;
    },
    z.core.$strip
  >;
  readonly plainAnalysis: z.ZodObject<
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
  readonly enhancedAnalysis: z.ZodObject<
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
  readonly saveAnalysis: z.ZodObject<
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
  readonly analysis: z.ZodObject<
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
  readonly analysisList: z.ZodArray<
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
  readonly alternative: z.ZodObject<
    {
      alternativeText: z.ZodString;
      source: z.ZodEnum<{
        openai: 'openai';
        local: 'local';
      }>;
    },
    z.core.$strip
  >;
  readonly framedRequest: z.ZodObject<
    {
      userMessage: z.ZodString;
      emotionalValues: z.ZodObject<
        {
          warmthDetachment: z.ZodNumber;
          certaintyAmbiguity: z.ZodNumber;
          intensityRestraint: z.ZodNumber;
          conflictCoherence: z.ZodNumber;
        },
        z.core.$strip
      >;
      originalText: z.ZodString;
      aiText: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      conversationHistory: z.ZodArray<
        z.ZodObject<
          {
            id: z.ZodString;
            type: z.ZodEnum<{
              user: 'user';
              ai: 'ai';
            }>;
            content: z.ZodString;
            timestamp: z.ZodString;
            emotionalValues: z.ZodOptional<
              z.ZodObject<
                {
                  warmthDetachment: z.ZodNumber;
                  certaintyAmbiguity: z.ZodNumber;
                  intensityRestraint: z.ZodNumber;
                  conflictCoherence: z.ZodNumber;
                },
                z.core.$strip
              >
            >;
          },
          z.core.$strip
        >
      >;
    },
    z.core.$strip
  >;
  readonly aiReply: z.ZodObject<
    {
      response: z.ZodString;
      source: z.ZodEnum<{
        openai: 'openai';
        local: 'local';
      }>;
    },
    z.core.$strip
  >;
  readonly reanalyseRequest: z.ZodObject<
    {
      originalText: z.ZodString;
      adjustedEmotionalValues: z.ZodObject<
        {
          warmthDetachment: z.ZodNumber;
          certaintyAmbiguity: z.ZodNumber;
          intensityRestraint: z.ZodNumber;
          conflictCoherence: z.ZodNumber;
        },
        z.core.$strip
      >;
    },
    z.core.$strip
  >;
  readonly saveFramedConversation: z.ZodObject<
    {
      originalText: z.ZodString;
      aiGeneratedText: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      emotionalValues: z.ZodObject<
        {
          warmthDetachment: z.ZodNumber;
          certaintyAmbiguity: z.ZodNumber;
          intensityRestraint: z.ZodNumber;
          conflictCoherence: z.ZodNumber;
        },
        z.core.$strip
      >;
      conversation: z.ZodArray<
        z.ZodObject<
          {
            id: z.ZodString;
            type: z.ZodEnum<{
              user: 'user';
              ai: 'ai';
            }>;
            content: z.ZodString;
            timestamp: z.ZodString;
            emotionalValues: z.ZodOptional<
              z.ZodObject<
                {
                  warmthDetachment: z.ZodNumber;
                  certaintyAmbiguity: z.ZodNumber;
                  intensityRestraint: z.ZodNumber;
                  conflictCoherence: z.ZodNumber;
                },
                z.core.$strip
              >
            >;
          },
          z.core.$strip
        >
      >;
      timestamp: z.ZodString;
    },
    z.core.$strip
  >;
  readonly framedConversation: z.ZodObject<
    {
      originalText: z.ZodString;
      emotionalValues: z.ZodObject<
        {
          warmthDetachment: z.ZodNumber;
          certaintyAmbiguity: z.ZodNumber;
          intensityRestraint: z.ZodNumber;
          conflictCoherence: z.ZodNumber;
        },
        z.core.$strip
      >;
      conversation: z.ZodArray<
        z.ZodObject<
          {
            id: z.ZodString;
            type: z.ZodEnum<{
              user: 'user';
              ai: 'ai';
            }>;
            content: z.ZodString;
            timestamp: z.ZodString;
            emotionalValues: z.ZodOptional<
              z.ZodObject<
                {
                  warmthDetachment: z.ZodNumber;
                  certaintyAmbiguity: z.ZodNumber;
                  intensityRestraint: z.ZodNumber;
                  conflictCoherence: z.ZodNumber;
                },
                z.core.$strip
              >
            >;
          },
          z.core.$strip
        >
      >;
      timestamp: z.ZodString;
      id: z.ZodNumber;
      aiGeneratedText: z.ZodNullable<z.ZodString>;
      createdAt: z.ZodString;
    },
    z.core.$strip
  >;
  readonly echoAnalyseRequest: z.ZodObject<
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
  readonly echoReply: z.ZodObject<
    {
      resonantReply: z.ZodString;
      source: z.ZodEnum<{
        openai: 'openai';
        local: 'local';
      }>;
    },
    z.core.$strip
  >;
  readonly spectralDefinition: z.ZodObject<
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
  readonly echoSaveRequest: z.ZodObject<
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
  readonly echoReflection: z.ZodObject<
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
  readonly journalList: z.ZodArray<
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
  readonly journalDelete: z.ZodObject<
    {
      id: z.ZodNumber;
      deleted: z.ZodLiteral<true>;
    },
    z.core.$strip
  >;
  readonly learningProfile: z.ZodObject<
    {
      totalXp: z.ZodNumber;
      lessonsCompleted: z.ZodNumber;
      currentStreak: z.ZodNumber;
      difficultyLevel: z.ZodNumber;
      selfAwarenessScore: z.ZodNumber;
      empathyScore: z.ZodNumber;
      emotionalRegulationScore: z.ZodNumber;
      socialSkillsScore: z.ZodNumber;
    },
    z.core.$strip
  >;
  readonly moduleList: z.ZodArray<
    z.ZodObject<
      {
        moduleKey: z.ZodString;
        title: z.ZodString;
        description: z.ZodString;
        estimatedDuration: z.ZodNumber;
        lessonCount: z.ZodNumber;
      },
      z.core.$strip
    >
  >;
  readonly lessonsQuery: z.ZodObject<
    {
      moduleKey: z.ZodDefault<z.ZodString>;
    },
    z.core.$strip
  >;
  readonly lessonList: z.ZodArray<
    z.ZodObject<
      {
        lessonKey: z.ZodString;
        moduleKey: z.ZodString;
        title: z.ZodString;
        description: z.ZodString;
        lessonType: z.ZodEnum<{
          reading: 'reading';
          practice: 'practice';
          reflection: 'reflection';
        }>;
        difficulty: z.ZodNumber;
        xpReward: z.ZodNumber;
        content: z.ZodString;
        exercisePrompts: z.ZodString;
      },
      z.core.$strip
    >
  >;
  readonly progressList: z.ZodArray<
    z.ZodObject<
      {
        lessonKey: z.ZodString;
        status: z.ZodEnum<{
          not_started: 'not_started';
          in_progress: 'in_progress';
          completed: 'completed';
        }>;
        bestScore: z.ZodNullable<z.ZodNumber>;
        attempts: z.ZodNumber;
        lastAccessedAt: z.ZodNullable<z.ZodString>;
        completedAt: z.ZodNullable<z.ZodString>;
      },
      z.core.$strip
    >
  >;
  readonly progressUpdate: z.ZodObject<
    {
      status: z.ZodEnum<{
        not_started: 'not_started';
        in_progress: 'in_progress';
        completed: 'completed';
      }>;
      lastAccessedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      completedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
      attempts: z.ZodOptional<z.ZodNumber>;
    },
    z.core.$strict
  >;
  readonly progressUpdateResult: z.ZodObject<
    {
      lessonKey: z.ZodString;
      status: z.ZodEnum<{
        not_started: 'not_started';
        in_progress: 'in_progress';
        completed: 'completed';
      }>;
      bestScore: z.ZodNullable<z.ZodNumber>;
      attempts: z.ZodNumber;
      lastAccessedAt: z.ZodNullable<z.ZodString>;
      completedAt: z.ZodNullable<z.ZodString>;
      xpEarned: z.ZodNumber;
    },
    z.core.$strip
  >;
  readonly recommendationList: z.ZodArray<
    z.ZodObject<
      {
        id: z.ZodNumber;
        title: z.ZodString;
        description: z.ZodString;
        priority: z.ZodNumber;
        personalizedReason: z.ZodString;
        difficulty: z.ZodNumber;
        estimatedTime: z.ZodNumber;
      },
      z.core.$strip
    >
  >;
  readonly exerciseRequest: z.ZodObject<
    {
      lessonKey: z.ZodString;
      exerciseType: z.ZodString;
      promptText: z.ZodString;
      userResponse: z.ZodString;
    },
    z.core.$strip
  >;
  readonly exerciseResult: z.ZodObject<
    {
      score: z.ZodNumber;
      enhancedAnalysis: z.ZodObject<
        {
          resonanceQuality: z.ZodString;
          safetyFlags: z.ZodObject<
            {
              lowValence: z.ZodBoolean;
              lowAgency: z.ZodBoolean;
            },
            z.core.$strip
          >;
          strengthsIdentified: z.ZodArray<z.ZodString>;
          gentlePrompts: z.ZodArray<z.ZodString>;
        },
        z.core.$strip
      >;
      source: z.ZodEnum<{
        openai: 'openai';
        local: 'local';
      }>;
    },
    z.core.$strip
  >;
};
