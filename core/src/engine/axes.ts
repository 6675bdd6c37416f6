/**
 * The local four-axis engine (spec analysis §9): scores warmth↔detachment, certainty↔ambiguity,
 * intensity↔restraint and conflict↔coherence from the words of a text, with no network and no
 * model: tokens (tokens.ts) → rules (rules/, in the order rules/index.ts lists) → scores (score.ts).
 *
 * For each axis, score = P / (P + N), 0.5 when nothing in the text moved it. P and N are graded
 * sums in word-equivalents (one plain clear word ≈ 1), each with the spec's terms — P gains 0.3
 * per intensifier, N 0.4 per negator — and a neutral prior of 1 on both sides, so one mild word
 * leans a score but only strong, consistent evidence takes it near 0 or 1. Past a sentence's worth
 * of words (15) the sums count by density, scaled by √(15 / words).
 */
import { Reader } from './reader';
import { applyRules } from './rules/index';
import { scoreAxes, type LocalAxesResult } from './score';
import { scanText } from './tokens';

export type { AxisDriver, AxisDrivers, AxisKey, AxisScores, LocalAxesResult } from './score';
export * from './weights';

/** Scores the four axes of `text` with the local lexicon engine (see the module comment). */
export function analyseAxesLocally(text: string): LocalAxesResult {
  const reader = new Reader();
  applyRules(reader, scanText(text, 'none', true).tokens!);
  return scoreAxes(reader);
}
