/**
 * How the generated weights module (lexicon/emotion-weights.ts) writes the learned weights
 * compactly, shared by the training script that writes it and the reading that decodes it.
 */
import type { EmotionFeatureKind } from './emotion-features';

/** Where the weights string's values start: quantised value q is the character with code VALUE_ZERO + q. */
export const VALUE_ZERO = 80;

/**
 * A feature's weights are written sparse (pairs of a label character and a value) or, when
 * that is longer, dense: this mark, then one value per label in EMOTION_LABELS order.
 */
export const DENSE_MARK = '!';

/** The characters a feature's weights take: sparse, two per non-zero weight, or dense, one per label and the mark. */
export function encodedWeightsLength(nonZero: number, labels: number): number {
  return Math.min(2 * nonZero, labels + 1);
}

/** Label k's character in the weights string (EMOTION_LABELS order). */
export const LABEL_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZab';

/** The separator between the terms of each kind (a pair holds a space, an emoticon may hold a bar). */
export const TERM_SEPARATOR: Record<EmotionFeatureKind, string> = {
  word: ' ',
  stem: ' ',
  negated: ' ',
  pair: '|',
  start: ' ',
  symbol: ' ',
  rule: ' ',
};
