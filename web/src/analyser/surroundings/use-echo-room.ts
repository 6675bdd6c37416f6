/**
 * The EchoRoom's controller (spec surroundings §4, §5, §8): the chosen mode, the
 * text, the reply or definition, the reflection prompt after a tense analysis,
 * and the send, define and save requests. The views in echo-room.tsx only render.
 */
import { useEffect, useId, useState } from 'react';
import { MESSAGES, REFLECTION_PROMPT_DELAY_MS, REFLECTION_PROMPT_DURATION_MS, type EchoMode } from '@tonelens/core';
import { notify } from '../../lib/toast';
import { useTranslation } from '../../i18n';
import { useEchoReply, useSaveReflection, useSpectralDefinition } from './api';
import {
  REFLECTION_SAVED,
  canSave,
  canSend,
  echoStatus,
  isReflectionMode,
  reflectionPayload,
  reflectionPrompt,
  type EchoStatus,
} from './echo-room-state';

/** What the EchoRoom knows of the latest analysis. */
export interface EchoRoomAnalysis {
  /** A key that changes with each new analysis (e.g. its completion time). */
  key: string;
  inputText: string;
  analysisId: number | null;
  tensionDetected: boolean;
  suggestion?: string | null;
}

/** True for a 404 answer (core's ApiError carries the status). */
function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Shows the reflection prompt 1 s after a tense analysis, for 7 s; its button brings the card into view. */
function useReflectionPrompt(analysis: EchoRoomAnalysis | null, status: EchoStatus, cardId: string): void {
  const { t } = useTranslation();
  const analysisKey = analysis?.key;
  useEffect(() => {
    if (!analysisKey || !analysis || status !== 'tension') return;
    const timer = setTimeout(
      () =>
        notify(
          {
            ...reflectionPrompt(status, analysis.suggestion),
            title: t('echo.prompt.title'),
            description: analysis.suggestion || t('echo.prompt.description'),
          },
          {
            durationMs: REFLECTION_PROMPT_DURATION_MS,
            action: {
              label: t('echo.prompt.action'),
              run: () => {
                const card = document.getElementById(cardId);
                if (!card) return;
                card.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                card.focus({ preventScroll: true });
              },
            },
          },
        ),
      REFLECTION_PROMPT_DELAY_MS,
    );
    return () => clearTimeout(timer);
    // Only a new analysis schedules the prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [analysisKey]);
}

/** The EchoRoom's state and actions for the latest analysis. */
export function useEchoRoom(analysis: EchoRoomAnalysis | null) {
  const { t } = useTranslation();
  const status = echoStatus(analysis);
  const [mode, setMode] = useState<EchoMode | null>(null);
  const [text, setText] = useState('');
  const [reply, setReply] = useState<string | null>(null);
  const [definition, setDefinition] = useState<string | null>(null);
  const echo = useEchoReply();
  const define = useSpectralDefinition();
  const save = useSaveReflection();
  const cardId = useId();
  useReflectionPrompt(analysis, status, cardId);

  const reset = () => {
    setMode(null);
    setText('');
    setReply(null);
    setDefinition(null);
    echo.reset();
    define.reset();
  };

  // Every mode, the definition lookup too, opens on an empty box: the person writes what they ask about.
  const choose = (next: EchoMode) => {
    reset();
    setMode(next);
  };

  const send = () => {
    if (!mode || !isReflectionMode(mode) || !canSend(text, echo.isPending)) return;
    echo.mutate({ inputText: text, echoMode: mode }, { onSuccess: (r) => setReply(r.resonantReply) });
  };

  const lookUp = () => {
    if (!canSend(text, define.isPending)) return;
    define.mutate(text, {
      onSuccess: (r) => setDefinition(r.definition || r.response),
      onError: () => notify(MESSAGES.definitionFailed),
    });
  };

  const saveAndClose = async () => {
    if (!canSave(text, mode) || !mode) return;
    const body = reflectionPayload({
      analysisId: analysis?.analysisId ?? null,
      echoMode: mode,
      originalText: analysis?.inputText ?? '',
      resonantReply: reply,
      userReflection: text,
      now: new Date(),
    });
    try {
      try {
        await save.mutateAsync(body);
      } catch (error) {
        // The analysis may have been deleted from the journal meanwhile: the reflection still stands on its own.
        if (!(isNotFound(error) && body.analysisId !== null)) throw error;
        await save.mutateAsync({ ...body, analysisId: null });
      }
      notify({ ...REFLECTION_SAVED, title: t('echo.saved.title'), description: t('echo.saved.description') });
      reset();
    } catch {
      notify(MESSAGES.echoSaveFailed);
    }
  };

  return {
    status,
    cardId,
    mode,
    text,
    setText,
    reply,
    definition,
    sending: echo.isPending,
    defining: define.isPending,
    saving: save.isPending,
    reset,
    choose,
    send,
    lookUp,
    saveAndClose,
  };
}

/** What {@link useEchoRoom} gives its views. */
export type EchoRoomController = ReturnType<typeof useEchoRoom>;
