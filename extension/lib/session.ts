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

/** How long handed-over text waits for the side panel, in ms: text left from a panel that never opened is dropped. */
export const PENDING_ANALYSIS_MAX_AGE_MS = 60_000;

/** True when `pending` holds text handed over within {@link PENDING_ANALYSIS_MAX_AGE_MS} of `now` (ms since the epoch). */
export function isFreshPending(pending: PendingAnalysis | null, now = Date.now()): pending is PendingAnalysis {
  return pending !== null && pending.text.trim().length > 0 && now - pending.at <= PENDING_ANALYSIS_MAX_AGE_MS;
}
