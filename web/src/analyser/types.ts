import type {
  EnhancedAnalysis,
  LocalToneLensResult,
  Mode,
  PlainAnalysis,
  SaveFramedConversation,
  SpectralResult,
} from '@tonelens/core';
import type { ModelEstimate } from './one-reading';

/** The ToneLens (four-axis) part of a result: from the API, or from the local engine when the call failed. */
export type ToneLensReading = (EnhancedAnalysis | (LocalToneLensResult & { source: 'local' })) & {
  /** True when the enhanced call failed and core's local engine produced this reading. */
  fromLocalFallback?: boolean;
  /**
   * A model's own four numbers and verdict, shown only under Details: the axes above are the local
   * reading's, as the tone name and verdict are (see one-reading.ts).
   */
  modelEstimate?: ModelEstimate;
};

/** Everything one analysis produced (spec analysis §3, combined result). */
export interface AnalysisResults {
  /** The text that was analysed (the input is cleared afterwards). */
  inputText: string;
  mode: Mode;
  /** Present in spectral and full modes (computed in the browser). */
  spectral?: SpectralResult;
  /** Present in ToneLens and full modes. */
  toneLens?: ToneLensReading;
  /** Present in plain mode (and in full mode when the plain call succeeded). */
  plain?: PlainAnalysis;
  /** Id of the saved analysis (POST /api/analyse); undefined when saving failed. */
  analysisId?: number;
  /** When it finished, ISO 8601. */
  completedAt: string;
  /** True when the result could not be saved (offline, signed out, server down): it is shown, not kept. */
  saveFailed?: boolean;
}

/** The saved framed conversation handed to the parent (spec analysis §3). */
export type FramedConversationPayload = SaveFramedConversation;
