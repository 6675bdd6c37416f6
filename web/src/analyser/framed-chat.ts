/** The framed conversation's rules (spec analysis §4, §5): what a message is and what the AI Response button asks. */
import type { AxisScores, ChatMessage, FramedRequest } from '@tonelens/core';

/** The canned request of the AI Response button when the chat is empty. */
export const INSIGHTS_REQUEST =
  'Please share your insights about this text and the emotional state it conveys, in light of the current emotional dimension values.';

let counter = 0;
/** A chat message stamped now, with a snapshot of the four values. */
export function chatMessage(type: ChatMessage['type'], content: string, values: AxisScores): ChatMessage {
  counter += 1;
  return {
    id: `${type}-${Date.now().toString(36)}-${counter}`,
    type,
    content,
    timestamp: new Date().toISOString(),
    emotionalValues: { ...values },
  };
}

/** A message is sent only when its trimmed text is non-empty. */
export function canSend(draft: string, sending: boolean): boolean {
  return !sending && draft.trim().length > 0;
}

/** What the framed AI call needs besides the message and history. */
export interface FramedContext {
  originalText: string;
  aiText: string | null;
  values: AxisScores;
}

/**
 * The request of the AI Response button: with an empty history, the canned
 * request for insights with the history sent empty; otherwise, if a user
 * message exists, the last one again under the updated slider values with the
 * existing history; with only AI messages, the canned request with the history.
 */
export function aiResponseRequest(history: readonly ChatMessage[], context: FramedContext): FramedRequest {
  const base = { emotionalValues: context.values, originalText: context.originalText, aiText: context.aiText };
  if (history.length === 0) return { ...base, userMessage: INSIGHTS_REQUEST, conversationHistory: [] };
  const lastUser = [...history].reverse().find((m) => m.type === 'user');
  if (!lastUser) return { ...base, userMessage: INSIGHTS_REQUEST, conversationHistory: [...history] };
  return {
    ...base,
    userMessage: `Please respond again to my last message using the updated emotional values: ${lastUser.content}`,
    conversationHistory: [...history],
  };
}

/** The request for a newly sent user message: the message, the values and the history before it. */
export function sendRequest(message: string, history: readonly ChatMessage[], context: FramedContext): FramedRequest {
  return {
    userMessage: message,
    emotionalValues: context.values,
    originalText: context.originalText,
    aiText: context.aiText,
    conversationHistory: [...history],
  };
}
