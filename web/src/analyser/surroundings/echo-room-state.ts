/** EchoRoom rules (spec surroundings §4 EchoRoom panel status, §5 validation), free of React. */
import en from '../../i18n/locales/en.json';
import type { EchoMode, EchoSaveRequest, Message } from '@tonelens/core';

/** The panel's status: before analysis, with tension, or in balance. */
export type EchoStatus = 'awaiting' | 'tension' | 'balance';

/** English label (the catalogues' `echo.status`) and colour token of each status: grey, orange, green. */
export const ECHO_STATUS: Readonly<Record<EchoStatus, { label: string; colour: string }>> = {
  awaiting: { label: en.echo.status.awaiting, colour: 'var(--color-idle)' },
  tension: { label: en.echo.status.tension, colour: 'var(--color-tension)' },
  balance: { label: en.echo.status.balance, colour: 'var(--color-balance)' },
};

/** The status for the latest analysis: none yet → awaiting; tension detected → tension; else balance. */
export function echoStatus(analysis: { tensionDetected?: boolean } | null | undefined): EchoStatus {
  if (!analysis) return 'awaiting';
  return analysis.tensionDetected ? 'tension' : 'balance';
}

/** The four modes: three reflection rooms and the spectral definition lookup, with their English words (the catalogues' `echo.modes`). */
export const ECHO_MODES: readonly { mode: EchoMode; name: string; description: string; prompt: string }[] = (
  ['solo', 'message', 'thread', 'spectral'] as const
).map((mode) => ({ mode, ...en.echo.modes[mode] }));

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
export const REFLECTION_SAVED: Message = { ...en.echo.saved };

/** The reflection prompt shown 1 s after an analysis, for 7 s. */
export function reflectionPrompt(status: EchoStatus, suggestion?: string | null): Message {
  if (status === 'tension')
    return {
      title: en.echo.prompt.title,
      description: suggestion || en.echo.prompt.description,
    };
  return {
    title: 'Want to reflect on it?',
    description: 'Your text reads in balance. Open the EchoRoom to explore what it says about you.',
  };
}
