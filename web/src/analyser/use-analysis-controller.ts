/**
 * The analysis screen's controller: its state, requests and timers, with no
 * markup. It joins the analysis half (text, mode, result, Analyse, Generate)
 * and the tools half (gradient, framed chat, audio), and derives what several
 * views share: the one reading of the result, its resonance and the framed
 * chat's starting values.
 */
import { useEffect, useMemo, useRef } from 'react';
import { neutralAxes, type Mode } from '@tonelens/core';
import { loadGradientState, type GradientStorage } from './gradient-state';
import { toneOf } from './tone-of';
import { useAnalysisRun } from './use-analysis-run';
import { useReducedMotion } from './use-reduced-motion';
import { useResultTools } from './use-result-tools';
import type { AnalysisResults, FramedConversationPayload } from './types';

/** What the controller takes from the screen's props (see AnalysisScreenProps). */
export interface AnalysisControllerOptions {
  onResults?: (results: AnalysisResults) => void;
  onAlternative?: (alternativeText: string, originalText: string) => void;
  onSaveConversation?: (payload: FramedConversationPayload) => Promise<void> | void;
  initialText: string;
  initialMode: Mode;
  onInstall?: () => void;
  audioToolUrl?: string;
  storage: GradientStorage | null;
  signedIn: boolean;
  onSignIn?: () => void;
}

/** The analysis screen's state and actions. */
export function useAnalysisController(options: AnalysisControllerOptions) {
  const tools = useResultTools(options);
  const run = useAnalysisRun({ ...options, onArrived: tools.handleArrived });
  const { results, alternative, arrived } = run;
  const resultsRef = useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();

  // After Analyse or Generate the result is what the person wants next: bring it into view and focus it.
  useEffect(() => {
    if (arrived === 0) return;
    const target = resultsRef.current;
    if (!target) return;
    target.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
    // Only a new arrival moves focus; a change of motion preference does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived]);

  const toneLens = results?.toneLens;
  const resonance = useMemo(
    () => (toneLens ? { score: toneLens.resonanceScore ?? null, label: toneLens.resonanceLabel ?? null } : null),
    [toneLens],
  );
  const tone = useMemo(() => (results ? toneOf(results.inputText, results.toneLens) : null), [results]);
  const framedOriginal = alternative?.original ?? results?.inputText ?? '';
  const { storage } = options;
  // The chat's sliders start from the reading of the text the chat is about (the generated-for text
  // when it differs from the analysed one), never from another text's reading.
  const framedValues = useMemo(() => {
    if (tone && results?.inputText === framedOriginal) return tone.axes;
    if (framedOriginal.trim().length > 0) return toneOf(framedOriginal).axes;
    return loadGradientState(storage) ?? neutralAxes();
  }, [tone, results, framedOriginal, storage]);

  return { run, tools, resultsRef, tone, resonance, framedOriginal, framedValues };
}

/** The controller as the views read it. */
export type AnalysisController = ReturnType<typeof useAnalysisController>;
