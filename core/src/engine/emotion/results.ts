/** What the emotion reading returns, and the sizes of its windows and drivers. */
import type { EmotionLabel } from '../emotion-labels';
import type { EmotionFeatureKind } from './words';

/** A probability (0..1) for each label. */
export type EmotionScores = Record<EmotionLabel, number>;

/**
 * One sentence of the text: its span [start, end) in UTF-16 offsets, its text and its scores.
 * The scores are worked out when first read; JSON carries them, a structured clone or a
 * spread of the object does not (take `JSON.parse(JSON.stringify(sentence))` for a copy).
 */
export interface EmotionSentence {
  start: number;
  end: number;
  text: string;
  scores: EmotionScores;
}

/** A word, phrase or mark of the text that raised a label, with its summed contribution. */
export interface EmotionDriverTerm {
  /** The text that raised it, as written (its first occurrence). */
  term: string;
  /** The model's feature ("word:happy", "pair:so happy", "negated:bad", "rule:#caps" …). */
  feature: string;
  kind: EmotionFeatureKind;
  /** What it added to the label's logit, over all its occurrences (log-odds units, > 0). */
  weight: number;
  /** Span of its first occurrence, UTF-16 offsets. */
  start: number;
  end: number;
}

/** The terms that raised one of the strongest labels, strongest first. */
export interface EmotionDriver {
  label: EmotionLabel;
  score: number;
  terms: EmotionDriverTerm[];
}

/** The emotion reading of a text. */
export interface EmotionReading {
  scores: EmotionScores;
  sentences: EmotionSentence[];
  drivers: EmotionDriver[];
}

/** A text (or window of one) of up to this many words is read at once. */
export const WINDOW_WORDS = 40;
/** Drivers are given for at most this many labels … */
export const DRIVER_LABELS = 3;
/** … those scoring at least this (0..1), and always the top label. */
export const DRIVER_MIN_SCORE = 0.15;
/** At most this many terms per label. */
export const DRIVER_TERMS = 5;
