/**
 * The analysis half of the screen's controller: text, mode, result, Analyse (and its ToneLens
 * auto-start), Generate, upload, Clear, Edit again and "Continue with ToneLens analysis".
 */
import { useCallback, useRef, useState } from 'react';
import { ApiError, MESSAGES, OVERLAY_SHOW_DELAY_MS, type Mode } from '@tonelens/core';
import { notify } from '../lib/toast';
import { useTranslation } from '../i18n';
import { useApiRequest } from '../lib/api-context';
import {
  fetchLastAnalysis,
  useEnhancedAnalysis,
  useGenerateAlternative,
  usePlainAnalysis,
  useSaveAnalysis,
} from '../lib/api-hooks';
import { runAnalysis } from './run-analysis';
import { useAutoStart } from './use-auto-start';
import { useTextInput } from './use-text-input';
import { useDelayedFlag } from './use-delayed-flag';
import type { AnalysisResults } from './types';

/** What the analysis half needs from the screen's props. */
export interface AnalysisRunOptions {
  initialText: string;
  initialMode: Mode;
  onResults?: (results: AnalysisResults) => void;
  onAlternative?: (alternativeText: string, originalText: string) => void;
  signedIn: boolean;
  onSignIn?: () => void;
  /** Called with each result that arrives, before the parent hears of it (the sliders start from it). */
  onArrived: (results: AnalysisResults) => void;
}

/** The screen's text, mode, result and the actions on them. */
export function useAnalysisRun(options: AnalysisRunOptions) {
  const { onResults, onAlternative, signedIn, onSignIn, onArrived } = options;
  const { t } = useTranslation();
  const input = useTextInput(options.initialText);
  const { store, textareaRef, replace } = input;
  const [mode, setMode] = useState<Mode>(options.initialMode);
  const [results, setResults] = useState<AnalysisResults | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [alternative, setAlternative] = useState<{ text: string; original: string } | null>(null);
  const [continuing, setContinuing] = useState(false);
  // The text last taken out of the box by Analyse or Generate: shown as Your Original Text, never lost.
  const [draft, setDraft] = useState<string | null>(null);
  const [arrived, setArrived] = useState(0);
  // What arrived last leads the results: the reading after Analyse, the alternative after Generate.
  const [lastAction, setLastAction] = useState<'analyse' | 'generate' | null>(null);
  const overlayVisible = useDelayedFlag(analysing, OVERLAY_SHOW_DELAY_MS);

  const request = useApiRequest();
  const plain = usePlainAnalysis();
  const enhanced = useEnhancedAnalysis();
  const save = useSaveAnalysis();
  const generate = useGenerateAlternative();

  // The latest state, for timers and async steps that outlive a render.
  const live = useRef({ mode, analysing, results });
  live.current = { mode, analysing, results };

  // mutateAsync functions are stable across renders (the mutation objects are not).
  const plainAsync = plain.mutateAsync;
  const enhancedAsync = enhanced.mutateAsync;
  const saveAsync = save.mutateAsync;
  const analyse = useCallback(
    async (analysisMode: Mode, input: string) => {
      if (input.trim().length === 0) {
        notify(MESSAGES.inputRequiredAnalyse);
        return;
      }
      if (live.current.analysing) return;
      setAnalysing(true);
      live.current.analysing = true;
      try {
        const outcome = await runAnalysis(analysisMode, input, {
          plain: plainAsync,
          enhanced: enhancedAsync,
          save: saveAsync,
        });
        setResults(outcome);
        setDraft(input);
        setLastAction('analyse');
        setArrived((n) => n + 1);
        // An unsaved result keeps its text in the box, so it can be analysed (and saved) again.
        if (!outcome.saveFailed) replace('');
        onArrived(outcome);
        onResults?.(outcome);
        notify(outcome.saveFailed ? MESSAGES.analysisNotSaved : MESSAGES.analysisComplete);
      } catch (error) {
        console.error('Analysis failed:', error);
        notify(MESSAGES.analysisFailed);
      } finally {
        live.current.analysing = false;
        setAnalysing(false);
      }
    },
    [plainAsync, enhancedAsync, saveAsync, onResults, onArrived, replace],
  );

  // Only while ToneLens is chosen, the box holds text, nothing runs and no result exists.
  const autoStartReady = useCallback(() => {
    const now = live.current;
    return now.mode === 'tonelens' && store.get().trim().length > 0 && !now.analysing && !now.results;
  }, [store]);
  const { schedule: scheduleAutoStart, cancel: cancelAutoStart } = useAutoStart(autoStartReady, () => {
    void analyse('tonelens', store.get());
  });

  const handleModeChange = useCallback(
    (next: Mode) => {
      setMode(next);
      live.current.mode = next;
      if (autoStartReady()) scheduleAutoStart();
      else cancelAutoStart();
    },
    [autoStartReady, scheduleAutoStart, cancelAutoStart],
  );

  const handleGenerate = async () => {
    const input = store.get();
    if (input.trim().length === 0) {
      notify(MESSAGES.inputRequiredGenerate);
      return;
    }
    try {
      const answer = await generate.mutateAsync(input);
      setAlternative({ text: answer.alternativeText, original: input });
      setDraft(input);
      setLastAction('generate');
      setArrived((n) => n + 1);
      replace('');
      onAlternative?.(answer.alternativeText, input);
      notify(MESSAGES.alternativeGenerated);
    } catch (error) {
      console.error('Alternative generation failed:', error);
      const signedOut = !signedIn || (error instanceof ApiError && error.status === 401);
      if (!signedOut) notify(MESSAGES.generationFailed);
      // The toast names sign-in as the way on: where the host can start it, the toast's button does.
      else notify(MESSAGES.signInToGenerate, onSignIn ? { action: { label: t('popup.signIn'), run: onSignIn } } : {});
    }
  };

  const handleEditAgain = useCallback(() => {
    if (draft === null) return;
    replace(draft);
    textareaRef.current?.focus();
    textareaRef.current?.scrollIntoView?.({ block: 'center' });
  }, [draft, replace, textareaRef]);

  const handleContinueToneLens = useCallback(async () => {
    setMode('tonelens');
    cancelAutoStart();
    const current = store.get();
    if (current.trim().length > 0) {
      notify(MESSAGES.startingToneLens);
      void analyse('tonelens', current);
      return;
    }
    setContinuing(true);
    try {
      const last = await fetchLastAnalysis(request);
      if (!last || last.inputText.trim().length === 0) {
        notify(last ? MESSAGES.noPreviousText : MESSAGES.textRequired);
        textareaRef.current?.focus();
        return;
      }
      // The button promises an analysis: the newest saved text is loaded and read with ToneLens.
      store.set(last.inputText);
      notify(MESSAGES.loadingLastMessage);
      void analyse('tonelens', last.inputText);
    } catch (error) {
      console.error('Loading the last message failed:', error);
      notify(MESSAGES.textRequired);
    } finally {
      setContinuing(false);
    }
  }, [analyse, cancelAutoStart, request, store, textareaRef]);
  const handleContinueClick = useCallback(() => void handleContinueToneLens(), [handleContinueToneLens]);

  return {
    ...input,
    mode,
    results,
    analysing,
    overlayVisible,
    alternative,
    draft,
    arrived,
    lastAction,
    continuing,
    generating: generate.isPending,
    handleAnalyse: () => void analyse(mode, store.get()),
    handleModeChange,
    handleGenerate: () => void handleGenerate(),
    handleEditAgain,
    handleContinueClick,
  };
}
