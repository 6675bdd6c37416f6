import type { AxisScores } from './tension';
/** Words that add 0.3 each to every axis's positive weight (spec §9, exactly). */
export declare const INTENSIFIERS: readonly ['very', 'really', 'extremely', 'incredibly', 'totally', 'completely'];
/** Words that add 0.4 each to every axis's negative weight (spec §9, exactly). */
export declare const NEGATORS: readonly ['not', 'never', 'no', 'hardly', 'barely', 'scarcely'];
/** Positive weight of one intensifier. */
export declare const INTENSIFIER_WEIGHT = 0.3;
/** Negative weight of one negator. */
export declare const NEGATOR_WEIGHT = 0.4;
/** How many words before a lexicon word a negator still negates it. */
export declare const NEGATION_SCOPE_WORDS = 3;
/** Score of an axis with no words of its own (balance). */
export declare const NEUTRAL_AXIS_SCORE = 0.5;
/** The four axes with their positive and negative lexicon sides. */
export declare const AXES: readonly [
  {
    readonly key: 'warmthDetachment';
    readonly positive: 'warmth';
    readonly negative: 'detachment';
  },
  {
    readonly key: 'certaintyAmbiguity';
    readonly positive: 'certainty';
    readonly negative: 'ambiguity';
  },
  {
    readonly key: 'intensityRestraint';
    readonly positive: 'intensity';
    readonly negative: 'restraint';
  },
  {
    readonly key: 'conflictCoherence';
    readonly positive: 'coherence';
    readonly negative: 'conflict';
  },
];
/** The name of one axis score. */
export type AxisKey = (typeof AXES)[number]['key'];
/** A word or phrase that moved an axis, how often it occurred, and whether a negator had flipped it. */
export interface AxisDriver {
  term: string;
  count: number;
  negated: boolean;
}
/** The words that drove one axis, most frequent first. */
export interface AxisDrivers {
  positive: AxisDriver[];
  negative: AxisDriver[];
}
/** The local engine's result: the four scores (0..1), the words behind each, and the counts it used. */
export interface LocalAxesResult extends AxisScores {
  drivers: Record<AxisKey, AxisDrivers>;
  /** Words in the text (letters, digits and inner apostrophes; "don't" is one word). */
  wordCount: number;
  intensifierCount: number;
  negatorCount: number;
}
/** Base forms to try for a word not found as-is, most specific first (a small suffix stemmer). */
export declare function stemCandidates(word: string): string[];
/**
 * Calls `onWord(word, clauseStart, fromContraction)` for every word of `text` (which must be
 * lower-case), in order. `clauseStart` is true for the first word after a
 * clause break; `fromContraction` is true for the "not" an n't contraction
 * yields (so callers can count "don't" as one word). Inner apostrophes stay in the word (’ becomes '), and an n't
 * contraction yields its stem and then "not" ("don't" → "do", "not";
 * "won't" → "will", "not"; "cannot" → "can", "not").
 */
export declare function forEachWord(
  text: string,
  onWord: (word: string, clauseStart: boolean, fromContraction: boolean) => void,
): void;
/** Scores the four axes of `text` with the local lexicon engine (see the module comment). */
export declare function analyseAxesLocally(text: string): LocalAxesResult;
