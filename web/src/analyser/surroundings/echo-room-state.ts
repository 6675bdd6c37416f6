/** EchoRoom rules (spec surroundings §4 EchoRoom panel status, §5 validation), free of React. */
import type { EchoMode, EchoSaveRequest, Message } from '@tonelens/core';

/** The panel's status: before analysis, with tension, or in balance. */
export type EchoStatus = 'awaiting' | 'tension' | 'balance';

/** Label and colour token of each status: grey, orange, green. */
export const ECHO_STATUS: Readonly<Record<EchoStatus, { label: string; colour: string }>> = {
  awaiting: { label: 'Awaiting Transmission', colour: 'var(--color-idle)' },
  tension: { label: 'Tension Detected', colour: 'var(--color-tension)' },
  balance: { label: 'Emotional Balance', colour: 'var(--color-balance)' },
};

/** The status for the latest analysis: none yet → awaiting; tension detected → tension; else balance. */
export function echoStatus(analysis: { tensionDetected?: boolean } | null | undefined): EchoStatus {
  if (!analysis) return 'awaiting';
  return analysis.tensionDetected ? 'tension' : 'balance';
}

/** The four modes: three reflection rooms and the spectral definition lookup. */
export const ECHO_MODES: readonly { mode: EchoMode; name: string; description: string; prompt: string }[] = [
  {
    mode: 'solo',
    name: 'Solo Echo',
    description: 'Reflect on your own words, just for you.',
    prompt: 'What were you really feeling as you wrote this? Put it in your own words.',
  },
  {
    mode: 'message',
    name: 'Message Echo',
    description: 'Rehearse a message before it reaches someone.',
    prompt: 'Who will read this, and what do you hope they feel when they do?',
  },
  {
    mode: 'thread',
    name: 'Thread Return',
    description: 'Come back to a conversation that left a mark.',
    prompt: 'What in this thread keeps pulling you back? What would you say now?',
  },
  {
    mode: 'spectral',
    name: 'Spectral Definition',
    description: 'Ask what the spectral colour of your text means.',
    prompt: 'Enter a text to define its spectral character.',
  },
];

/** True for the modes that open a reflection editor (solo, message, thread); spectral opens the definition lookup. */
export function isReflectionMode(mode: EchoMode): mode is 'solo' | 'message' | 'thread' {
  return mode !== 'spectral';
}

/** Send Echo and Define are enabled only with non-blank text and nothing pending. */
export function canSend(text: string, pending: boolean): boolean {
  return text.trim().length > 0 && !pending;
}

/** Saving needs a non-blank reflection and a chosen mode. */
export function canSave(reflection: string, mode: EchoMode | null): boolean {
  return reflection.trim().length > 0 && mode !== null;
}

/** The save payload (spec surroundings §3 EchoRoom save): emotionalInsights is always null; spectralResonance is JSON of the mode and time. */
export function reflectionPayload(input: {
  analysisId: number | null;
  echoMode: EchoMode;
  originalText: string;
  resonantReply: string | null;
  userReflection: string;
  now: Date;
}): EchoSaveRequest {
  return {
    analysisId: input.analysisId,
    echoMode: input.echoMode,
    originalText: input.originalText,
    resonantReply: input.resonantReply,
    userReflection: input.userReflection,
    emotionalInsights: null,
    spectralResonance: JSON.stringify({ echoMode: input.echoMode, timestamp: input.now.toISOString() }),
  };
}

/** Confirmation after a reflection is saved. */
export const REFLECTION_SAVED: Message = {
  title: 'Reflection Saved',
  description: 'Your reflection is in your journal.',
};

/** The reflection prompt shown 1 s after an analysis, for 7 s. */
export function reflectionPrompt(status: EchoStatus, suggestion?: string | null): Message {
  if (status === 'tension')
    return {
      title: 'Take a moment in the EchoRoom',
      description: suggestion || 'Your text carries some tension. A short reflection can help before you send it.',
    };
  return {
    title: 'Want to reflect on it?',
    description: 'Your text reads in balance. Open the EchoRoom to explore what it says about you.',
  };
}
