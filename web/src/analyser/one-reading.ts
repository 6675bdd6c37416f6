/**
 * One reading behind every number (issue 25, "one reading, one voice"). The
 * tone name and verdict come from core's local reading of the text; so do the
 * four numbers shown beside them and saved with the analysis, so none of them
 * can lean another way. A model's answer keeps its written feedback (filtered
 * against the reading where it is shown) and its own four numbers, which are
 * shown only under Details as the model's estimate.
 */
import { toneLensLocally, type AxisScores, type EnhancedAnalysis } from '@tonelens/core';
import type { ToneLensReading } from './types';

/** A model's own numbers for a text: its four axes, its tension verdict and, when it gave one, its resonance. */
export interface ModelEstimate extends AxisScores {
  tensionDetected: boolean;
  resonanceScore?: number;
}

/**
 * The enhanced answer as the screens tell it: the server's local engine's
 * answer as it is (its numbers are the local reading's already); a model's
 * answer with the local reading's numbers, verdict and resonance, and the
 * model's own numbers kept aside as `modelEstimate`.
 */
export function onLocalNumbers(text: string, answer: EnhancedAnalysis): ToneLensReading {
  if (answer.source !== 'openai') return answer;
  const local = toneLensLocally(text);
  return {
    ...answer,
    warmthDetachment: local.warmthDetachment,
    certaintyAmbiguity: local.certaintyAmbiguity,
    intensityRestraint: local.intensityRestraint,
    conflictCoherence: local.conflictCoherence,
    tensionDetected: local.tensionDetected,
    resonanceScore: local.resonanceScore,
    resonanceLabel: local.resonanceLabel,
    modelEstimate: {
      warmthDetachment: answer.warmthDetachment,
      certaintyAmbiguity: answer.certaintyAmbiguity,
      intensityRestraint: answer.intensityRestraint,
      conflictCoherence: answer.conflictCoherence,
      tensionDetected: answer.tensionDetected,
      ...(answer.resonanceScore === undefined ? {} : { resonanceScore: answer.resonanceScore }),
    },
  };
}
