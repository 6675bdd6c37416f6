/** AI conversation contract: alternative text, framed replies, reanalysis and saved framed conversations. */
import { z } from 'zod';
/** Most messages a conversation may carry. */
export declare const MAX_CONVERSATION_MESSAGES = 200;
/** Longest chat message, in characters. */
export declare const MAX_CHAT_MESSAGE_LENGTH = 20000;
/** POST /api/generate-alternative answer. */
export declare const alternativeSchema: z.ZodObject<
  {
    alternativeText: z.ZodString;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type Alternative = z.infer<typeof alternativeSchema>;
/** A chat message with the slider values it was written under. */
export declare const chatMessageSchema: z.ZodObject<
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
>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
/** POST /api/ai-response/framed. */
export declare const framedRequestSchema: z.ZodObject<
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
export type FramedRequest = z.infer<typeof framedRequestSchema>;
/** An AI reply (framed, reanalysis). */
export declare const aiReplySchema: z.ZodObject<
  {
    response: z.ZodString;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type AiReply = z.infer<typeof aiReplySchema>;
/** POST /api/reanalyse-adjusted. */
export declare const reanalyseRequestSchema: z.ZodObject<
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
export type ReanalyseRequest = z.infer<typeof reanalyseRequestSchema>;
/** POST /api/framed-conversations: the saved conversation payload (spec analysis §3). */
export declare const saveFramedConversationSchema: z.ZodObject<
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
export type SaveFramedConversation = z.infer<typeof saveFramedConversationSchema>;
/** A saved framed conversation. */
export declare const framedConversationSchema: z.ZodObject<
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
export type FramedConversation = z.infer<typeof framedConversationSchema>;
