/** Short-lived state shared between the background and the extension pages (`storage.session`). */
import { storage } from 'wxt/utils/storage';
import type { AnalyserSource, AuthState } from './protocol';

/** Text waiting to be analysed in the side panel, handed over by the background. */
export interface PendingAnalysis {
  text: string;
  source: AnalyserSource;
  /** When it was handed over, in ms since the epoch; tells two hand-overs of the same text apart. */
  at: number;
}

/** The text the side panel should analyse next (consumed when the panel picks it up). */
export const pendingAnalysisItem = storage.defineItem<PendingAnalysis | null>('session:pendingAnalysis', {
  fallback: null,
});

/** The last known auth state; extension pages read it at once instead of waiting for the network. */
export const authStateItem = storage.defineItem<AuthState>('session:authState', {
  fallback: { user: null, checkedAt: 0 },
});
