/** Tension detection (spec analysis §4). */

import type { AxisScores } from '../engine/score';

export type { AxisScores } from '../engine/score';

/** Why a text carries tension, one entry per rule that holds. */
export type TensionReason = 'conflicted' | 'uncertain' | 'intense-and-cold' | 'warmth-extreme' | 'certainty-extreme';

/** Plain-language explanation of each tension reason. */
export const TENSION_REASON_TEXT: Readonly<Record<TensionReason, string>> = {
  conflicted: 'The text pulls in conflicting directions (coherence below 0.4).',
  uncertain: 'The text is very uncertain (certainty below 0.3).',
  'intense-and-cold': 'Strong intensity meets low warmth (intensity above 0.7, warmth below 0.3).',
  'warmth-extreme': 'Warmth is far from balance (more than 0.4 away from 0.5).',
  'certainty-extreme': 'Certainty is far from balance (more than 0.4 away from 0.5).',
};

/** Every tension rule that holds for these axes, in the spec's order. */
export function tensionReasons(axes: AxisScores): TensionReason[] {
  const reasons: TensionReason[] = [];
  if (axes.conflictCoherence < 0.4) reasons.push('conflicted');
  if (axes.certaintyAmbiguity < 0.3) reasons.push('uncertain');
  if (axes.intensityRestraint > 0.7 && axes.warmthDetachment < 0.3) reasons.push('intense-and-cold');
  if (Math.abs(axes.warmthDetachment - 0.5) > 0.4) reasons.push('warmth-extreme');
  if (Math.abs(axes.certaintyAmbiguity - 0.5) > 0.4) reasons.push('certainty-extreme');
  return reasons;
}

/**
 * True when any holds (spec analysis §4): conflictCoherence below 0.4;
 * certaintyAmbiguity below 0.3; intensityRestraint above 0.7 together with
 * warmthDetachment below 0.3; or warmthDetachment or certaintyAmbiguity more
 * than 0.4 away from 0.5.
 */
export function detectTension(axes: AxisScores): boolean {
  return tensionReasons(axes).length > 0;
}
