/**
 * The ToneLens reading built from the local engine alone: the four axes plus
 * summary, tension, reflection-room suggestion, resonance and a short
 * conversational response. The web app uses it when the enhanced call fails;
 * the API's local AI builds on it.
 */
import { type AxisKey, type LocalAxesResult } from './axes';
import type { ResonanceLabel } from './labels';
import { type AxisScores } from './tension';
/** Summary wording thresholds (spec §9): at or above 0.6 leans to the positive side, at or below 0.4 to the negative. */
export declare const SUMMARY_HIGH = 0.6;
export declare const SUMMARY_LOW = 0.4;
/** Resonance label cut-offs (0..1): above 0.66 in-tune, above 0.33 emergent, else fragmented. */
export declare const RESONANCE_IN_TUNE_MIN = 0.66;
export declare const RESONANCE_EMERGENT_MIN = 0.33;
/** How one axis value reads in words, by the 0.6 / 0.4 thresholds. */
export declare function axisWording(axis: AxisKey, v: number): string;
/** A one-paragraph summary of the four axes. */
export declare function summariseAxes(axes: AxisScores): string;
/**
 * The reflection room to suggest (spec §9): Thread Return when the text is
 * conflicted or intense and cold (return to the exchange with fresh eyes),
 * Message Echo when it is detached (hear the message as its reader would), Solo
 * Echo when it is uncertain (private reflection), else guided reflection.
 */
export declare function echoRoomSuggestion(axes: AxisScores): string;
/**
 * Resonance 0..1: how much the text's feeling holds together.
 * 0.6 × coherence + 0.4 × closeness to balance (1 − 2·mean |axis − 0.5|).
 */
export declare function resonanceScore(axes: AxisScores): number;
/** Resonance label of a score: above 0.66 in-tune, above 0.33 emergent, else fragmented. */
export declare function resonanceLabel(score: number): ResonanceLabel;
/** A short, specific response naming the words that moved the strongest axes and explaining tension. */
export declare function conversationalResponseFor(axes: LocalAxesResult): string;
/** The emotional-axis result of spec analysis §3, from the local engine. */
export interface LocalToneLensResult extends AxisScores {
  toneLensSummary: string;
  tensionDetected: boolean;
  echoRoomSuggestion: string;
  conversationalResponse: string;
  resonanceScore: number;
  resonanceLabel: ResonanceLabel;
}
/** The full ToneLens reading of `text`, computed locally (no network). */
export declare function toneLensLocally(text: string, axes?: LocalAxesResult): LocalToneLensResult;
