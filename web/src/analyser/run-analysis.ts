/**
 * What each mode does (spec analysis §4): plain calls the plain analysis;
 * spectral is computed in the browser with no call; ToneLens calls the
 * enhanced analysis; full computes spectral locally and calls enhanced and
 * plain. A failed enhanced call falls back to core's local engine; a failed
 * plain call is only warned. The result is then saved.
 */
import {
  analyseSpectral,
  detectTension,
  plainStats,
  readAxes,
  toneLensLocally,
  type EnhancedAnalysis,
  type Mode,
  type PlainAnalysis,
  type SaveAnalysisRequest,
  type SpectralResult,
  type Analysis,
} from '@tonelens/core';
import { onLocalNumbers } from './one-reading';
import type { AnalysisResults, ToneLensReading } from './types';

/** The calls an analysis may make; the screen binds them to the API, tests to a real test server. */
export interface AnalysisCalls {
  plain: (inputText: string) => Promise<PlainAnalysis>;
  enhanced: (inputText: string) => Promise<EnhancedAnalysis>;
  save: (body: SaveAnalysisRequest) => Promise<Pick<Analysis, 'id'>>;
}

/** Which calls a mode makes: the single source for the screen and its tests. */
export const MODE_CALLS: Readonly<Record<Mode, { plain: boolean; enhanced: boolean; spectral: boolean }>> = {
  plain: { plain: true, enhanced: false, spectral: false },
  tonelens: { plain: false, enhanced: true, spectral: false },
  spectral: { plain: false, enhanced: false, spectral: true },
  full: { plain: true, enhanced: true, spectral: true },
};

/**
 * The ToneLens reading: the enhanced call, or core's local engine when it fails. A model's answer
 * is told on the local reading's numbers, its own kept as its estimate (see one-reading.ts).
 */
async function readToneLens(text: string, calls: AnalysisCalls): Promise<ToneLensReading> {
  try {
    return onLocalNumbers(text, await calls.enhanced(text));
  } catch (error) {
    console.warn('Enhanced analysis failed; using the local engine.', error);
    return { ...toneLensLocally(text), source: 'local', fromLocalFallback: true };
  }
}

/** The plain result; a failure is only warned, and the counts are then computed locally. */
async function readPlain(text: string, calls: AnalysisCalls): Promise<PlainAnalysis> {
  try {
    return await calls.plain(text);
  } catch (error) {
    console.warn('Plain analysis failed.', error);
    return { ...plainStats(text), source: 'local' };
  }
}

/** The save request of spec analysis §3 from what the analysis produced. */
export function saveRequestOf(
  inputText: string,
  mode: Mode,
  spectral: SpectralResult | undefined,
  toneLens: ToneLensReading | undefined,
): SaveAnalysisRequest {
  // The spectral shares and the four axes are saved in every mode: the result names the tone
  // from those axes (core's readAxes, sarcasm read, where the mode has no reading of its own) and shows the
  // text's Hz from those shares, and the journal and the signature read them back the same way.
  const shares = spectral ?? analyseSpectral(inputText);
  const axes = toneLens ?? readAxes(inputText).axes;
  return {
    inputText,
    mode,
    warmthDetachment: axes.warmthDetachment,
    certaintyAmbiguity: axes.certaintyAmbiguity,
    intensityRestraint: axes.intensityRestraint,
    conflictCoherence: axes.conflictCoherence,
    toneLensSummary: toneLens?.toneLensSummary ?? null,
    conversationalResponse: toneLens?.conversationalResponse ?? null,
    deepTonePercentage: shares.deepTonePercentage,
    suspendedTonePercentage: shares.suspendedTonePercentage,
    brightTonePercentage: shares.brightTonePercentage,
    openingTone: spectral?.openingTone ?? null,
    peakIntensity: spectral?.peakIntensity ?? null,
    resolution: spectral?.resolution ?? null,
    frequencyData: spectral ? JSON.stringify(spectral.frequencyData) : null,
    tensionDetected: (toneLens ? toneLens.tensionDetected : detectTension(axes)) ? 1 : 0,
    echoRoomSuggestion: toneLens?.echoRoomSuggestion ?? null,
  };
}

/**
 * Runs one analysis of `text` in `mode` and saves it. A failed save does not
 * lose the reading, which exists already (computed here, or by the server, or
 * by the local fallback): the results come back without an analysisId and with
 * `saveFailed`, so the screen can show them and say they were not saved. That
 * is what keeps the local modes working offline.
 */
export async function runAnalysis(mode: Mode, text: string, calls: AnalysisCalls): Promise<AnalysisResults> {
  const plan = MODE_CALLS[mode];
  const spectral = plan.spectral ? analyseSpectral(text) : undefined;
  const [toneLens, plain] = await Promise.all([
    plan.enhanced ? readToneLens(text, calls) : undefined,
    plan.plain ? readPlain(text, calls) : undefined,
  ]);
  let analysisId: number | undefined;
  try {
    analysisId = (await calls.save(saveRequestOf(text, mode, spectral, toneLens))).id;
  } catch (error) {
    console.warn('Saving the analysis failed; showing it unsaved.', error);
  }
  return {
    inputText: text,
    mode,
    spectral,
    toneLens,
    plain,
    analysisId,
    completedAt: new Date().toISOString(),
    ...(analysisId === undefined ? { saveFailed: true } : {}),
  };
}
