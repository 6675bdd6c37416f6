/** AI conversation contract: alternative text, framed replies, reanalysis and saved framed conversations. */
import { z } from 'zod';
import { aiSourceSchema, axesSchema, inputTextSchema, isoDateSchema, longTextSchema } from './common';

/** Most messages a conversation may carry. */
export const MAX_CONVERSATION_MESSAGES = 200;
/** Longest chat message, in characters. */
export const MAX_CHAT_MESSAGE_LENGTH = 20_000;

/** POST /api/generate-alternative answer. */
export const alternativeSchema = z.object({ alternativeText: z.string(), source: aiSourceSchema });
export type Alternative = z.infer<typeof alternativeSchema>;

/** A chat message with the slider values it was written under. */
export const chatMessageSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['user', 'ai']),
  content: z.string().max(MAX_CHAT_MESSAGE_LENGTH),
  timestamp: isoDateSchema,
  emotionalValues: axesSchema.optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/ai-response/framed. */
export const framedRequestSchema = z.object({
  userMessage: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
  emotionalValues: axesSchema,
  originalText: longTextSchema,
  aiText: longTextSchema.nullable().optional(),
  conversationHistory: z.array(chatMessageSchema).max(MAX_CONVERSATION_MESSAGES),
});
export type FramedRequest = z.infer<typeof framedRequestSchema>;

/** An AI reply (framed, reanalysis). */
export const aiReplySchema = z.object({ response: z.string(), source: aiSourceSchema });
export type AiReply = z.infer<typeof aiReplySchema>;

/** POST /api/reanalyse-adjusted. */
export const reanalyseRequestSchema = z.object({
  originalText: inputTextSchema,
  adjustedEmotionalValues: axesSchema,
});
export type ReanalyseRequest = z.infer<typeof reanalyseRequestSchema>;

/** POST /api/framed-conversations: the saved conversation payload (spec analysis §3). */
export const saveFramedConversationSchema = z.object({
  originalText: inputTextSchema,
  aiGeneratedText: longTextSchema.nullable().optional(),
  emotionalValues: axesSchema,
  conversation: z.array(chatMessageSchema).max(MAX_CONVERSATION_MESSAGES),
  timestamp: isoDateSchema,
});
export type SaveFramedConversation = z.infer<typeof saveFramedConversationSchema>;

/** A saved framed conversation. */
export const framedConversationSchema = saveFramedConversationSchema.extend({
  id: z.number().int(),
  aiGeneratedText: z.string().nullable(),
  createdAt: isoDateSchema,
});
export type FramedConversation = z.infer<typeof framedConversationSchema>;
