/** Tension detection (spec analysis §4). */
/** The four axes, each 0..1 with 0.5 as balance. */
export interface AxisScores {
  warmthDetachment: number;
  certaintyAmbiguity: number;
  intensityRestraint: number;
  conflictCoherence: number;
}
/** Why a text carries tension, one entry per rule that holds. */
export type TensionReason = 'conflicted' | 'uncertain' | 'intense-and-cold' | 'warmth-extreme' | 'certainty-extreme';
/** Plain-language explanation of each tension reason. */
export declare const TENSION_REASON_TEXT: Readonly<Record<TensionReason, string>>;
/** Every tension rule that holds for these axes, in the spec's order. */
export declare function tensionReasons(axes: AxisScores): TensionReason[];
/**
 * True when any holds (spec analysis §4): conflictCoherence below 0.4;
 * certaintyAmbiguity below 0.3; intensityRestraint above 0.7 together with
 * warmthDetachment below 0.3; or warmthDetachment or certaintyAmbiguity more
 * than 0.4 away from 0.5.
 */
export declare function detectTension(axes: AxisScores): boolean;
