/** The terms behind the strongest labels: each feature's weight for the label, summed over its occurrences. */
/** The drivers of an emotion reading: the terms that raised its strongest labels. */
import { EMOTION_COUNT, EMOTION_LABELS } from '../emotion-labels';
import type { EmotionModel } from './model';
import type { EmotionFeatures } from './output';
import { DRIVER_LABELS, DRIVER_MIN_SCORE, DRIVER_TERMS, type EmotionDriver, type EmotionScores } from './results';
import { EMOTION_FEATURE_KINDS } from './words';

/**
 * The model's features found in a text, tallied as its sentences are summed (sumSentences): how
 * often each occurs, the index of its first occurrence, and the features found, each once.
 */
export interface FeatureTally {
  occurrences: Int32Array;
  firstAt: Int32Array;
  distinct: Int32Array;
  distinctCount: number;
}

/** An empty tally for a model of `features` features. */
export function featureTally(features: number): FeatureTally {
  return {
    occurrences: new Int32Array(features),
    firstAt: new Int32Array(features),
    distinct: new Int32Array(features),
    distinctCount: 0,
  };
}

/** Empties a tally for the next reading: only the features it found were counted (firstAt and distinct are written before they are read). */
export function emptyTally(tally: FeatureTally): void {
  for (let d = 0; d < tally.distinctCount; d++) tally.occurrences[tally.distinct[d]!] = 0;
  tally.distinctCount = 0;
}

export function findDrivers(
  text: string,
  m: EmotionModel,
  scores: EmotionScores,
  found: EmotionFeatures,
  tally: FeatureTally,
): EmotionDriver[] {
  const count = found.count;
  const ranked = EMOTION_LABELS.map((label, k) => ({ label, k, score: scores[label] })).sort(
    (a, b) => b.score - a.score || a.k - b.k,
  );
  const top = ranked.filter((r, i) => i === 0 || r.score >= DRIVER_MIN_SCORE).slice(0, DRIVER_LABELS);
  // No feature found (an empty text, or one in another language read as ''): no label has a term.
  if (count === 0) return top.map(({ label, score }) => ({ label, score, terms: [] }));
  const { occurrences, firstAt, distinct, distinctCount } = tally;
  return top.map(({ label, k, score }) => {
    const raised: { f: number; weight: number }[] = [];
    // Only the features found can raise a label.
    for (let d = 0; d < distinctCount; d++) {
      const f = distinct[d]!;
      const w = occurrences[f]! * m.dense[f * EMOTION_COUNT + k]!;
      if (w > 0) raised.push({ f, weight: w });
    }
    raised.sort((a, b) => b.weight - a.weight || firstAt[a.f]! - firstAt[b.f]!);
    const terms = raised.slice(0, DRIVER_TERMS).map(({ f, weight }) => {
      const start = found.starts[firstAt[f]!]!;
      const end = found.ends[firstAt[f]!]!;
      return {
        term: text.slice(start, end),
        feature: m.names[f]!,
        kind: EMOTION_FEATURE_KINDS[m.kinds[f]!]!,
        weight,
        start,
        end,
      };
    });
    return { label, score, terms };
  });
}
