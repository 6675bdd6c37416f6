import type { ReactNode } from 'react';
import type { AnalysisResults, FramedConversationPayload } from './types';

/** Props of {@link AnalysisScreen}: data and callbacks only, so the web app and the extension's side panel can both render it. */
export interface AnalysisScreenProps {
  /** Told the results after every successful analysis (the 'Analysis Complete' moment). */
  onResults?: (results: AnalysisResults) => void;
  /** Told each new alternative text, with the text it rewrites. */
  onAlternative?: (alternativeText: string, originalText: string) => void;
  /** Saves a framed conversation (the web app: POST /api/framed-conversations, then 'Conversation Saved'). */
  onSaveConversation?: (payload: FramedConversationPayload) => Promise<void> | void;
  /** Text to start with (e.g. the extension's selected text). */
  initialText?: string;
  /** The add-to-home-screen action of the framework card; hidden when absent. */
  onInstall?: () => void;
  /** Extra content rendered after the results (the surrounding cards). */
  children?: ReactNode;
}

/** The analysis screen (spec analysis §2): information, input with four modes, guides and results. */
export function AnalysisScreen(_props: AnalysisScreenProps) {
  return <section aria-label="Analyser" />;
}
