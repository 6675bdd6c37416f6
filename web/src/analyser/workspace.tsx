/**
 * The whole Analyser tab: the analysis screen with its surroundings — text
 * cards, diagnostics, spectral cards, emotion controls, result actions, the
 * EchoRoom side column and the journal widget. Props-driven (no router or
 * globals): the extension's side panel renders the same workspace inside its
 * own ApiProvider.
 */
import { useCallback, useMemo, useState } from 'react';
import { MESSAGES } from '@tonelens/core';
import { useTranslation } from '../i18n';
import { AnalysisScreen } from './index';
import type { AnalysisResults, FramedConversationPayload } from './types';
import { useSaveFramedConversation } from '../lib/api-hooks';
import { notify } from '../lib/toast';
import { EchoRoom, type EchoRoomAnalysis } from './surroundings/echo-room';
import { toneOf } from './tone-of';
import { DiagnosticsCard } from './surroundings/diagnostics';
import { FrameworkInfoCard, SpectralBinaryCard } from './surroundings/spectral-cards';
import { EmotionControlPanel } from './surroundings/emotion-control-panel';
import { ResultActions } from './surroundings/result-actions';
import { JournalWidget } from './surroundings/journal-widget';
import { NotRight } from './not-right';
import '../styles/workspace.css';

/** Props of {@link AnalyserWorkspace}. */
export interface AnalyserWorkspaceProps {
  /**
   * False where nobody is signed in (the extension's local-only panel): the
   * journal and the EchoRoom, which need the server, are replaced by a note.
   */
  signedIn?: boolean;
  /** The tone bridge page (the web app's '/tune-link'); its link is hidden without it. */
  toneBridgeUrl?: string;
  /** Text to start with (e.g. the extension's selected text). */
  initialText?: string;
  /** The add-to-home-screen action, when the host can install. */
  onInstall?: () => void;
  /** `panel` stacks everything in one column (the extension's side panel). */
  layout?: 'page' | 'panel';
  /** Starts signing in, where the host can (the extension): toasts that ask for sign-in then offer it. */
  onSignIn?: () => void;
}

/** The Analyser tab. */
export function AnalyserWorkspace({
  toneBridgeUrl,
  initialText,
  onInstall,
  layout = 'page',
  signedIn = true,
  onSignIn,
}: AnalyserWorkspaceProps) {
  const { t } = useTranslation();
  const [results, setResults] = useState<AnalysisResults | null>(null);
  const { mutateAsync: saveConversation } = useSaveFramedConversation();

  const handleResults = useCallback((next: AnalysisResults) => setResults(next), []);

  const handleSaveConversation = useCallback(
    async (payload: FramedConversationPayload) => {
      try {
        await saveConversation(payload);
        notify(MESSAGES.conversationSaved);
      } catch (error) {
        // The spec gives no message for this failure; the conversation stays open to try again.
        console.error('Saving the conversation failed:', error);
      }
    },
    [saveConversation],
  );

  const reading = results?.toneLens ?? null;
  // The one reading every card tells: the result's own axes, else the local engine's.
  const tone = useMemo(() => (results ? toneOf(results.inputText, reading) : null), [results, reading]);

  const echoAnalysis: EchoRoomAnalysis | null = results
    ? {
        key: results.completedAt,
        inputText: results.inputText,
        analysisId: results.analysisId ?? null,
        tensionDetected: tone?.tense ?? false,
        suggestion: reading?.echoRoomSuggestion ?? null,
      }
    : null;

  return (
    <div className={`workspace workspace--${layout}`}>
      <div className="workspace__main">
        <AnalysisScreen
          onResults={handleResults}
          signedIn={signedIn}
          onSaveConversation={handleSaveConversation}
          initialText={initialText}
          onInstall={onInstall}
          onSignIn={onSignIn}
        >
          {results && tone ? (
            <div className="surroundings" data-testid="surroundings">
              <NotRight key={results.completedAt} result={results} shownTone={tone.name.id} />
              <ResultActions
                inputText={results.inputText}
                spectral={results.spectral}
                analysisId={results.analysisId}
                toneBridgeUrl={toneBridgeUrl}
                signedIn={signedIn}
                mode={results.mode}
                toneLens={results.toneLens}
              />
              <DiagnosticsCard
                axes={tone.axes}
                local={tone.local}
                // A model's summary is told under Details, checked against the reading; here only the reading's own.
                summary={reading?.source === 'openai' ? null : reading?.toneLensSummary}
              />
              {results.spectral ? <SpectralBinaryCard spectral={results.spectral} /> : null}
              {results.spectral && results.spectral.characterValues.length > 0 ? (
                <FrameworkInfoCard spectral={results.spectral} />
              ) : null}
              <EmotionControlPanel axes={tone.axes} />
            </div>
          ) : null}
        </AnalysisScreen>
      </div>
      <aside className="workspace__side" aria-label={t('workspace.side')}>
        {signedIn ? (
          <>
            <EchoRoom analysis={echoAnalysis} />
            <JournalWidget />
          </>
        ) : (
          <p className="workspace__note">{t('workspace.signedOutNote')}</p>
        )}
      </aside>
    </div>
  );
}
