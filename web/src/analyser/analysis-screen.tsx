import { memo, type ReactNode } from 'react';
import type { Mode } from '@tonelens/core';
import { TooltipProvider } from '../ui';
import { AnalysisOverlay } from './analysis-overlay';
import { AnalysisDialogs } from './analysis-dialogs';
import { defaultGradientStorage, type GradientStorage } from './gradient-state';
import { FrameworkInfoCard, ModesGuide, ProductInfoCard } from './info-cards';
import { InputCard } from './input-card';
import { ResultsRegion } from './results-region';
import { useAnalysisController } from './use-analysis-controller';
import type { OpenUrl } from './audio/open-url';
import type { AnalysisResults, FramedConversationPayload } from './types';
import './analyser.css';

// The screen re-renders with each state change: the cards that never change are memoised.
const ProductInfo = memo(ProductInfoCard);
const FrameworkInfo = memo(FrameworkInfoCard);
const Guide = memo(ModesGuide);

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
 * State and requests live in useAnalysisController; this file lays out its views.
 */
export function AnalysisScreen(props: AnalysisScreenProps) {
  return (
    <TooltipProvider>
      <AnalysisScreenBody {...props} />
    </TooltipProvider>
  );
}

function AnalysisScreenBody({
  initialText = '',
  initialMode = 'plain',
  storage = defaultGradientStorage(),
  signedIn = true,
  openUrl,
  aside,
  children,
  ...rest
}: AnalysisScreenProps) {
  const controller = useAnalysisController({ ...rest, initialText, initialMode, storage, signedIn });
  const { run, tools } = controller;
  const { results } = run;
  const gradientShown = results !== null && GRADIENT_MODES.includes(results.mode);
  return (
    <div className={aside ? 'tl-analyser tl-analyser--with-aside' : 'tl-analyser'}>
      <div className="tl-analyser__main">
        <ProductInfo />
        <InputCard
          store={run.store}
          textareaRef={run.textareaRef}
          mode={run.mode}
          onModeChange={run.handleModeChange}
          fileName={run.fileName}
          onFile={run.handleFile}
          onClear={run.handleClear}
          analysing={run.analysing}
          onAnalyse={run.handleAnalyse}
          generating={run.generating}
          onGenerate={run.handleGenerate}
          gradient={{ shown: gradientShown, open: tools.gradient.open, onOpen: tools.gradient.openGradient }}
          onOpenFramed={run.alternative ? () => tools.framed.setOpen(true) : null}
        />
        <FrameworkInfo onInstall={tools.handleInstall} />
        <Guide />
        <ResultsRegion controller={controller} />
        {children}
      </div>
      {aside ? <aside className="tl-analyser__aside">{aside}</aside> : null}
      <AnalysisOverlay visible={run.overlayVisible} mode={run.mode} />
      <AnalysisDialogs controller={controller} openUrl={openUrl} />
    </div>
  );
}

/** The modes whose result offers the emotion gradient. */
const GRADIENT_MODES: readonly Mode[] = ['tonelens', 'spectral', 'full'];
