import { lazy, memo, useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import {
  ApiError,
  AUTO_START_DELAY_MS,
  MESSAGES,
  OVERLAY_SHOW_DELAY_MS,
  neutralAxes,
  entrySpectralValue,
  analyseSpectral,
  UPLOAD_ACCEPT,
  validateUpload,
  type AxisScores,
  type Mode,
  type ToneParameters,
} from '@tonelens/core';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadBoundary,
  TooltipProvider,
} from '../ui';
import { notify } from '../lib/toast';
import { useTranslation } from '../i18n';
import { apiOrigin, useApiRequest, useApiSettings } from '../lib/api-context';
import {
  fetchLastAnalysis,
  useAppConfig,
  useEnhancedAnalysis,
  useFramedResponse,
  useGenerateAlternative,
  usePlainAnalysis,
  useReanalyseAdjusted,
  useSaveAnalysis,
  useSaveFramedConversation,
} from '../lib/api-hooks';
import { AnalysisOverlay } from './analysis-overlay';
import { AnalysisFeedbackCard } from './feedback-card';
import { EmotionGradientCard } from './emotion-gradient-card';
import { GradientTextarea, type GradientTextareaProps } from './gradient-textarea';
import { defaultGradientStorage, loadGradientState, type GradientStorage } from './gradient-state';
import { EraserIcon, FileIcon, SlidersIcon, SparklesIcon, UploadIcon, WavesIcon } from './icons';
import { FrameworkInfoCard, ModesGuide, ProductInfoCard } from './info-cards';
import { ModeSelector } from './mode-selector';
import { runAnalysis } from './run-analysis';
import { toneOf } from './tone-of';
import { useReducedMotion } from './use-reduced-motion';
import { AlternativeTextCard, OriginalTextCard } from './surroundings/text-cards';
import { createTextStore, useText, useTextSelector, type TextStore } from './text-store';
import { SpectralResultsCard } from './spectral-results-card';
import { AnimatedVisualizationCard } from './visualization-card';
import { resolveAudioToolUrl } from './audio/audio-tool';
import type { OpenUrl } from './audio/open-url';
import type { AnalysisResults, FramedConversationPayload } from './types';
import type { ToneView } from './tone-of';
import './analyser.css';

// Typing re-renders the screen on every key: everything that does not read the text is memoised.
const ProductInfo = memo(ProductInfoCard);
const FrameworkInfo = memo(FrameworkInfoCard);
const Guide = memo(ModesGuide);
const Modes = memo(ModeSelector);
const Feedback = memo(AnalysisFeedbackCard);
const Spectral = memo(SpectralResultsCard);
const Gradient = memo(EmotionGradientCard);

const FramedInteractionModal = lazy(() =>
  import('./framed-modal').then((m) => ({ default: m.FramedInteractionModal })),
);
const AudioToolDialog = lazy(() => import('./audio/audio-tool-dialog').then((m) => ({ default: m.AudioToolDialog })));
const AudioViewer = lazy(() => import('./audio/audio-viewer').then((m) => ({ default: m.AudioViewer })));

/** Props of {@link AnalysisScreen}: data and callbacks only, so the web app and the extension's side panel can both render it. */
export interface AnalysisScreenProps {
  /** Told the results after every successful analysis (the 'Analysis Complete' moment). */
  onResults?: (results: AnalysisResults) => void;
  /** Told each new alternative text, with the text it rewrites. */
  onAlternative?: (alternativeText: string, originalText: string) => void;
  /**
   * Saves a framed conversation. By default the screen saves it through
   * POST /api/framed-conversations and shows 'Conversation Saved'.
   */
  onSaveConversation?: (payload: FramedConversationPayload) => Promise<void> | void;
  /** Text to start with (e.g. the extension's selected text). */
  initialText?: string;
  /** Mode to start in (plain by default). */
  initialMode?: Mode;
  /** The add-to-home-screen action of the framework card; without it, browsers lacking service workers are told 'Not Supported'. */
  onInstall?: () => void;
  /** The audio tool's URL; by default GET /api/config's audioToolUrl, else /tone-studio/ on the API's origin. */
  audioToolUrl?: string;
  /** Where the emotion gradient is saved (localStorage by default). */
  storage?: GradientStorage | null;
  /** How links to the audio tool open (new tab or this tab). */
  openUrl?: OpenUrl;
  /** Rendered beside the main column (e.g. the reflection side column). */
  aside?: ReactNode;
  /** Rendered after the results (the surrounding cards). */
  children?: ReactNode;
  /**
   * False where nobody is signed in (or Local only is on): Generate, which needs
   * the server, then says so instead of failing with "try again".
   */
  signedIn?: boolean;
  /** Starts signing in (the extension's side panel): the Sign In to Generate toast then carries a Sign in button. */
  onSignIn?: () => void;
}

/**
 * The analysis screen (spec analysis §2, §4): information, the input card
 * with the four modes, guides, the overlay while analysing, and the results
 * (feedback, spectral chart, emotion gradient, framed interaction, audio).
 */
export function AnalysisScreen(props: AnalysisScreenProps) {
  return (
    <TooltipProvider>
      <AnalysisScreenBody {...props} />
    </TooltipProvider>
  );
}

function AnalysisScreenBody({
  onResults,
  onAlternative,
  onSaveConversation,
  initialText = '',
  initialMode = 'plain',
  onInstall,
  audioToolUrl,
  storage = defaultGradientStorage(),
  openUrl,
  aside,
  children,
  signedIn = true,
  onSignIn,
}: AnalysisScreenProps) {
  const { t } = useTranslation();
  const [store] = useState(() => createTextStore(initialText));
  const setText = store.set;
  const [fileName, setFileName] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>(initialMode);
  const [results, setResults] = useState<AnalysisResults | null>(null);
  const [analysing, setAnalysing] = useState(false);
  const [alternative, setAlternative] = useState<{ text: string; original: string } | null>(null);
  const [gradientOpen, setGradientOpen] = useState(false);
  const [gradientValues, setGradientValues] = useState<AxisScores>(neutralAxes);
  const [framedOpen, setFramedOpen] = useState(false);
  const [audioOpen, setAudioOpen] = useState(false);
  const [viewer, setViewer] = useState<ToneParameters | null>(null);
  const [continuing, setContinuing] = useState(false);
  // The text last taken out of the box by Analyse or Generate: shown as Your Original Text, never lost.
  const [draft, setDraft] = useState<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const [arrived, setArrived] = useState(0);
  // What arrived last leads the results: the reading after Analyse, the alternative after Generate.
  const [lastAction, setLastAction] = useState<'analyse' | 'generate' | null>(null);
  const reducedMotion = useReducedMotion();
  const overlayVisible = useDelayedFlag(analysing, OVERLAY_SHOW_DELAY_MS);
  const fileInput = useRef<HTMLInputElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const gradientRef = useRef<HTMLDivElement>(null);
  const autoStart = useRef<ReturnType<typeof setTimeout> | null>(null);

  const request = useApiRequest();
  const { baseUrl } = useApiSettings();
  const plain = usePlainAnalysis();
  const enhanced = useEnhancedAnalysis();
  const save = useSaveAnalysis();
  const generate = useGenerateAlternative();
  const framed = useFramedResponse();
  const reanalyse = useReanalyseAdjusted();
  const saveConversation = useSaveFramedConversation();
  const config = useAppConfig();
  const configuredTool = audioToolUrl ?? config.data?.audioToolUrl;
  const toolUrl = useMemo(() => resolveAudioToolUrl(configuredTool, apiOrigin(baseUrl)), [configuredTool, baseUrl]);

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
        if (!outcome.saveFailed) {
          setText('');
          setFileName(null);
        }
        setGradientValues(outcome.toneLens ?? loadGradientState(storage) ?? neutralAxes());
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
    [plainAsync, enhancedAsync, saveAsync, onResults, storage, setText],
  );

  const cancelAutoStart = useCallback(() => {
    if (autoStart.current) clearTimeout(autoStart.current);
    autoStart.current = null;
  }, []);
  useEffect(() => cancelAutoStart, [cancelAutoStart]);

  const handleModeChange = useCallback(
    (next: Mode) => {
      setMode(next);
      cancelAutoStart();
      const { analysing: busy, results: existing } = live.current;
      if (next === 'tonelens' && store.get().trim().length > 0 && !busy && !existing) {
        autoStart.current = setTimeout(() => {
          autoStart.current = null;
          const now = live.current;
          const current = store.get();
          if (now.mode !== 'tonelens' || current.trim().length === 0 || now.analysing || now.results) return;
          notify(MESSAGES.startingToneLens);
          void analyse('tonelens', current);
        }, AUTO_START_DELAY_MS);
      }
    },
    [analyse, cancelAutoStart, store],
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
      setText('');
      setFileName(null);
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

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = validateUpload(file);
    if (!check.ok) {
      notify(check.message);
      return;
    }
    try {
      const content = await file.text();
      setText(content);
      setFileName(file.name);
      notify(MESSAGES.fileUploaded);
    } catch (error) {
      console.error('Reading the file failed:', error);
      notify(MESSAGES.uploadFailed);
    }
  };

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

  const handleEditAgain = useCallback(() => {
    if (draft === null) return;
    setText(draft);
    setFileName(null);
    textareaRef.current?.focus();
    textareaRef.current?.scrollIntoView?.({ block: 'center' });
  }, [draft, setText]);

  const handleClear = () => {
    setText('');
    setFileName(null);
    textareaRef.current?.focus();
  };

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
      if (!last) {
        notify(MESSAGES.textRequired);
        textareaRef.current?.focus();
        return;
      }
      if (last.inputText.trim().length === 0) {
        notify(MESSAGES.noPreviousText);
        textareaRef.current?.focus();
        return;
      }
      // The button promises an analysis: the newest saved text is loaded and read with ToneLens.
      setText(last.inputText);
      notify(MESSAGES.loadingLastMessage);
      void analyse('tonelens', last.inputText);
    } catch (error) {
      console.error('Loading the last message failed:', error);
      notify(MESSAGES.textRequired);
    } finally {
      setContinuing(false);
    }
  }, [analyse, cancelAutoStart, request, setText, store]);
  const handleContinueClick = useCallback(() => void handleContinueToneLens(), [handleContinueToneLens]);
  const openAudio = useCallback(() => setAudioOpen(true), []);
  const handleInstall = useCallback(() => {
    if (onInstall) onInstall();
    else if (!('serviceWorker' in navigator)) notify(MESSAGES.notSupported);
  }, [onInstall]);

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

  const reanalyseAsync = reanalyse.mutateAsync;
  const handleReanalyse = useCallback(
    async (values: AxisScores) => {
      const analysed = live.current.results;
      if (!analysed) return;
      try {
        await reanalyseAsync({ originalText: analysed.inputText, adjustedEmotionalValues: values });
      } catch (error) {
        console.error('Reanalysis failed:', error);
        notify(MESSAGES.reanalysisFailed);
      }
    },
    [reanalyseAsync],
  );
  const reanalysing = reanalyse.isPending;
  const gradientActions = useMemo(
    () => (
      <Button variant="secondary" size="sm" onClick={() => void handleReanalyse(gradientValues)} disabled={reanalysing}>
        <SparklesIcon /> {reanalysing ? t('analyser.responding') : t('analyser.respond')}
      </Button>
    ),
    [handleReanalyse, gradientValues, reanalysing, t],
  );

  const openGradient = () => {
    setGradientOpen(true);
    requestAnimationFrame(() => gradientRef.current?.scrollIntoView({ block: 'nearest' }));
  };

  const gradientModes: Mode[] = ['tonelens', 'spectral', 'full'];
  const showGradientButton = results !== null && gradientModes.includes(results.mode);
  const toneLens = results?.toneLens;
  const resonance = useMemo(
    () => (toneLens ? { score: toneLens.resonanceScore ?? null, label: toneLens.resonanceLabel ?? null } : null),
    [toneLens],
  );
  const framedOriginal = alternative?.original ?? results?.inputText ?? '';
  const tone = useMemo(() => (results ? toneOf(results.inputText, results.toneLens) : null), [results]);
  // The chat's sliders start from the reading of the text the chat is about (the generated-for text
  // when it differs from the analysed one), never from another text's reading.
  const framedValues = useMemo(() => {
    if (tone && results?.inputText === framedOriginal) return tone.axes;
    if (framedOriginal.trim().length > 0) return toneOf(framedOriginal).axes;
    return loadGradientState(storage) ?? neutralAxes();
  }, [tone, results, framedOriginal, storage]);

  const texts = (
    <>
      {alternative ? <AlternativeTextCard text={alternative.text} onOpenChat={() => setFramedOpen(true)} /> : null}
      {draft !== null ? <OriginalTextCard text={draft} onEditAgain={handleEditAgain} /> : null}
    </>
  );

  return (
    <div className={aside ? 'tl-analyser tl-analyser--with-aside' : 'tl-analyser'}>
      <div className="tl-analyser__main">
        <ProductInfo />

        <Card className="tl-input-card">
          <CardHeader>
            <CardTitle>
              <SparklesIcon /> {t('analyser.title')}
            </CardTitle>
            <CardDescription>{t('analyser.description')}</CardDescription>
          </CardHeader>
          <CardContent className="tl-input-card__body">
            <Modes value={mode} onChange={handleModeChange} />
            <label htmlFor="tl-analysis-input" className="tl-visually-hidden">
              {t('analyser.inputLabel')}
            </label>
            <StoreTextarea store={store} id="tl-analysis-input" ref={textareaRef} data-testid="analysis-input" />
            <div className="tl-input-card__tools">
              <input
                ref={fileInput}
                type="file"
                accept={UPLOAD_ACCEPT}
                className="tl-visually-hidden"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="file-input"
                onChange={(event) => void handleFile(event)}
              />
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <UploadIcon /> {t('analyser.upload')}
              </Button>
              <ClearButton store={store} hasFile={fileName !== null} onClear={handleClear} />
              <CharacterCount store={store} />
            </div>
            {fileName ? (
              <p className="tl-file-notice" role="status" data-testid="file-notice">
                <FileIcon /> {t('analyser.fileLoaded')} <strong>{fileName}</strong>
              </p>
            ) : null}
            <div className="tl-input-card__actions">
              <Button
                size="lg"
                onClick={() => void analyse(mode, store.get())}
                disabled={analysing}
                data-action="analyse"
              >
                <WavesIcon /> {analysing ? t('analyser.analysing') : t('analyser.analyse')}
              </Button>
              <GenerateButton store={store} pending={generate.isPending} onGenerate={() => void handleGenerate()} />
            </div>
            {showGradientButton || alternative ? (
              <div className="tl-input-card__more">
                {showGradientButton ? (
                  <Button variant="outline" onClick={openGradient} aria-expanded={gradientOpen}>
                    <SlidersIcon /> {t('analyser.openGradient')}
                  </Button>
                ) : null}
                {alternative ? (
                  <Button variant="outline" onClick={() => setFramedOpen(true)}>
                    <SparklesIcon /> {t('analyser.openFramed')}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </CardContent>
        </Card>

        <FrameworkInfo onInstall={handleInstall} />
        <Guide />

        <div
          className="tl-results"
          ref={resultsRef}
          tabIndex={-1}
          aria-label={t('analyser.results')}
          role="region"
          data-testid="results"
        >
          {lastAction === 'generate' ? texts : null}
          {results && tone ? (
            <Feedback results={results} tone={tone} onContinueToneLens={handleContinueClick} continuing={continuing} />
          ) : null}
          {lastAction === 'analyse' ? texts : null}
          {results?.spectral ? (
            <Spectral spectral={results.spectral} text={results.inputText} onGenerateMusic={openAudio} />
          ) : null}
          {gradientOpen && results ? (
            <div ref={gradientRef}>
              <Gradient
                values={gradientValues}
                onValuesChange={setGradientValues}
                resonance={resonance}
                storage={storage}
                actions={gradientActions}
              />
              {reanalyse.data ? (
                <Card className="tl-reanalysis">
                  <CardContent>
                    <p className="tl-reanalysis__text" data-testid="reanalysis-response">
                      {reanalyse.data.response}
                    </p>
                  </CardContent>
                </Card>
              ) : null}
            </div>
          ) : null}
          <LiveVisualization store={store} analysedText={results?.inputText ?? ''} analysedTone={tone} />
        </div>
        {children}
      </div>
      {aside ? <aside className="tl-analyser__aside">{aside}</aside> : null}

      <AnalysisOverlay visible={overlayVisible} mode={mode} />

      <LoadBoundary what={t('analyser.thisDialog')} fallback={null}>
        {framedOpen ? (
          <FramedInteractionModal
            open={framedOpen}
            onOpenChange={setFramedOpen}
            mode="full"
            originalText={framedOriginal}
            alternativeText={alternative?.text ?? null}
            initialValues={framedValues}
            resonance={resonance}
            storage={storage}
            unlockedByDefault
            requestReply={(body) => framed.mutateAsync(body)}
            onSave={handleSaveConversation}
          />
        ) : null}
        {audioOpen && results ? (
          <AudioToolDialog
            open={audioOpen}
            onOpenChange={setAudioOpen}
            tone={entrySpectralValue(results.spectral ?? analyseSpectral(results.inputText))}
            text={results.inputText}
            toolUrl={toolUrl}
            openUrl={openUrl}
            onOpenViewer={setViewer}
          />
        ) : null}
        {viewer ? (
          <AudioViewer
            open
            onOpenChange={(open) => !open && setViewer(null)}
            toolUrl={toolUrl}
            params={viewer}
            openUrl={openUrl}
          />
        ) : null}
      </LoadBoundary>
    </div>
  );
}

/** The text area bound to the text store. */
function StoreTextarea({
  store,
  ...rest
}: Omit<GradientTextareaProps, 'value' | 'onValueChange'> & { store: TextStore }) {
  return <GradientTextarea value={useText(store)} onValueChange={store.set} {...rest} />;
}

/** Clear: disabled when there is neither text nor a loaded file. */
function ClearButton({ store, hasFile, onClear }: { store: TextStore; hasFile: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const empty = useTextSelector(store, (text) => text.length === 0);
  return (
    <Button variant="ghost" size="sm" onClick={onClear} disabled={empty && !hasFile}>
      <EraserIcon /> {t('analyser.clear')}
    </Button>
  );
}

function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The character count beside the tools. */
function CharacterCount({ store }: { store: TextStore }) {
  const { t } = useTranslation();
  const count = useTextSelector(store, countCharacters);
  return (
    <span className="tl-input-card__count" aria-hidden="true">
      {t('common.characters', { count })}
    </span>
  );
}

/** 'Generate Alternative Text': disabled while pending or when the text is blank. */
function GenerateButton({
  store,
  pending,
  onGenerate,
}: {
  store: TextStore;
  pending: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const blank = useTextSelector(store, (text) => text.trim().length === 0);
  return (
    <Button size="lg" variant="secondary" onClick={onGenerate} disabled={pending || blank}>
      <SparklesIcon /> {pending ? t('analyser.generating') : t('analyser.generate')}
    </Button>
  );
}

/** The visualization follows the text being typed, else the text last analysed (with its reading). */
function LiveVisualization({
  store,
  analysedText,
  analysedTone,
}: {
  store: TextStore;
  analysedText: string;
  analysedTone: ToneView | null;
}) {
  const text = useText(store);
  const typing = text.trim().length > 0;
  // The analysed text back in the box (Edit again) still has its reading.
  const reading = !typing || text === analysedText ? analysedTone : null;
  return <AnimatedVisualizationCard text={typing ? text : analysedText} tone={reading} />;
}

/** `on`, but only once it has stayed on for `delayMs`; off at once. */
function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}
