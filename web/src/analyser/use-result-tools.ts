/**
 * The tools half of the analysis screen's controller: the emotion gradient
 * (its values and the re-response under them), the framed interaction, the
 * audio hand-off and the framework card's install action.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { MESSAGES, neutralAxes, type AxisScores, type ToneParameters } from '@tonelens/core';
import { notify } from '../lib/toast';
import { apiOrigin, useApiSettings } from '../lib/api-context';
import { useAppConfig, useFramedResponse, useReanalyseAdjusted, useSaveFramedConversation } from '../lib/api-hooks';
import { resolveAudioToolUrl } from './audio/audio-tool';
import { loadGradientState, type GradientStorage } from './gradient-state';
import type { AnalysisResults, FramedConversationPayload } from './types';

/** What the tools half needs from the screen's props. */
export interface ResultToolsOptions {
  storage: GradientStorage | null;
  audioToolUrl?: string;
  onInstall?: () => void;
  onSaveConversation?: (payload: FramedConversationPayload) => Promise<void> | void;
}

/** The screen's dialogs and sliders, and the calls they make. */
export function useResultTools({ storage, audioToolUrl, onInstall, onSaveConversation }: ResultToolsOptions) {
  const [gradientOpen, setGradientOpen] = useState(false);
  const [gradientValues, setGradientValues] = useState<AxisScores>(neutralAxes);
  const [framedOpen, setFramedOpen] = useState(false);
  const [audioOpen, setAudioOpen] = useState(false);
  const [viewer, setViewer] = useState<ToneParameters | null>(null);
  const gradientRef = useRef<HTMLDivElement>(null);
  const analysed = useRef<AnalysisResults | null>(null);

  const { baseUrl } = useApiSettings();
  const framed = useFramedResponse();
  const reanalyse = useReanalyseAdjusted();
  const saveConversation = useSaveFramedConversation();
  const config = useAppConfig();
  const configuredTool = audioToolUrl ?? config.data?.audioToolUrl;
  const toolUrl = useMemo(() => resolveAudioToolUrl(configuredTool, apiOrigin(baseUrl)), [configuredTool, baseUrl]);

  /** A new result: the sliders start from its reading (else the saved gradient, else balance). */
  const handleArrived = useCallback(
    (results: AnalysisResults) => {
      analysed.current = results;
      setGradientValues(results.toneLens ?? loadGradientState(storage) ?? neutralAxes());
    },
    [storage],
  );

  const reanalyseAsync = reanalyse.mutateAsync;
  const handleReanalyse = useCallback(
    async (values: AxisScores) => {
      const results = analysed.current;
      if (!results) return;
      try {
        await reanalyseAsync({ originalText: results.inputText, adjustedEmotionalValues: values });
      } catch (error) {
        console.error('Reanalysis failed:', error);
        notify(MESSAGES.reanalysisFailed);
      }
    },
    [reanalyseAsync],
  );

  const handleSaveConversation = async (payload: FramedConversationPayload) => {
    if (onSaveConversation) {
      await onSaveConversation(payload);
      return;
    }
    try {
      await saveConversation.mutateAsync(payload);
      notify(MESSAGES.conversationSaved);
    } catch (error) {
      console.error('Saving the conversation failed:', error);
    }
  };

  const handleInstall = useCallback(() => {
    if (onInstall) onInstall();
    else if (!('serviceWorker' in navigator)) notify(MESSAGES.notSupported);
  }, [onInstall]);

  const openGradient = () => {
    setGradientOpen(true);
    requestAnimationFrame(() => gradientRef.current?.scrollIntoView({ block: 'nearest' }));
  };
  const openAudio = useCallback(() => setAudioOpen(true), []);

  return {
    storage,
    toolUrl,
    gradient: {
      open: gradientOpen,
      ref: gradientRef,
      values: gradientValues,
      setValues: setGradientValues,
      reanalysing: reanalyse.isPending,
      reanalysis: reanalyse.data?.response ?? null,
      handleReanalyse,
      openGradient,
    },
    framed: {
      open: framedOpen,
      setOpen: setFramedOpen,
      requestReply: framed.mutateAsync,
      handleSave: handleSaveConversation,
    },
    audio: { open: audioOpen, setOpen: setAudioOpen, openAudio, viewer, setViewer },
    handleArrived,
    handleInstall,
  };
}

/** The tools half of the controller, as the views read it. */
export type ResultTools = ReturnType<typeof useResultTools>;
