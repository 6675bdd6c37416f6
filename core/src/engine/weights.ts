/**
 * The engine's weights: VADER's (Hutto & Gilbert 2014) where it has one, the spec's terms for
 * intensifiers and negators, and the shares that tie the four axes to a text's affect. Units are
 * in each comment: VADER units (a rated valence, −4..4) or word-equivalents (one plain clear word ≈ 1).
 */

/** Positive weight of one intensifier. */
export const INTENSIFIER_WEIGHT = 0.3;
/** Negative weight of one negator. */
export const NEGATOR_WEIGHT = 0.4;
/** How many words after a negator it can still negate. */
export const NEGATION_SCOPE_WORDS = 3;
/** Score of an axis with no words of its own (balance). */
export const NEUTRAL_AXIS_SCORE = 0.5;
/** Neutral prior added to both P and N of an axis that moved, in word-equivalents. */
export const NEUTRAL_PRIOR = 1;
/** Share of a negated term that remains, on the opposite side (VADER's 0.74). */
export const NEGATION_KEEP = 0.74;
/**
 * Booster weight (VADER units) of a hyperbole of degree ("can't thank you enough"), added to
 * the word its negator reaches: that of the strongest boosters ("extremely", lexicon.ts
 * BOOSTERS), since no amount would do.
 */
export const HYPERBOLE_BOOST = 0.4;
/** Weight before and after "but" within a sentence (VADER). */
export const BEFORE_CONTRAST = 0.5;
export const AFTER_CONTRAST = 1.5;
/** Booster weight by distance to the toned word: 1, 2 or 3 words before it (VADER). */
export const BOOSTER_DECAY = [0, 1, 0.95, 0.9] as const;
/** Strength added to a toned word in capitals, VADER units (VADER's 0.733). */
export const CAPS_EMPHASIS = 0.733;
/** Intensity of one toned word in capitals, word-equivalents. */
export const CAPS_AROUSAL = 0.5;
/** Warmth emphasis of one "!", VADER units (VADER's 0.292), and the most "!" counted. */
export const EXCLAMATION_EMPHASIS = 0.292;
export const MAX_EXCLAMATIONS = 4;
/** Intensity of one "!", word-equivalents. */
export const EXCLAMATION_AROUSAL = 1;
/** Ambiguity of one "?", word-equivalents, and the most "?" counted. */
export const QUESTION_OPENNESS = 0.3;
export const MAX_QUESTIONS = 3;
/** The strongest rated valence, VADER units. */
export const STRONGEST_VALENCE = 4;
/**
 * Intensity of the strongest rated word, word-equivalents; a word of strength s adds
 * STRENGTH_AROUSAL × (s / 4)². Arousal grows with the square of a word's distance from
 * neutral (the U-shaped relation of valence and arousal in rated word norms: Warriner et
 * al. 2013; Kuppens et al. 2013), so mild words ("good", "hope") barely move intensity
 * while strong ones ("furious", "horrific") do.
 */
export const STRENGTH_AROUSAL = 1;
/**
 * A sentence's worth of words (plain-English guidance puts the average sentence at
 * 15–20). Past it, every axis's sums are scaled by √(15 / words) before the spec's terms
 * and the prior are added: a reading says how strongly a text speaks, not how much it
 * says, so a long text needs proportionally more toned words to read as strongly (an
 * average, like people's judgement of a whole text; sums alone made every long text
 * read extreme).
 */
export const EVIDENCE_SPAN_WORDS = 15;
/** Strength (VADER units) from which a word is named as a driver of intensity. */
export const STRENGTH_DRIVER_MIN = 2.5;
/** Share of the positive (negative) affect that goes to coherence (conflict): harmony against discord. */
export const AFFECT_SHARE = 0.2;
/**
 * Share of the positive (negative) affect that goes to certainty (ambiguity): people who
 * feel good feel more in control (valence and dominance correlate at r ≈ 0.7 in rated
 * word norms, Warriner et al. 2013).
 */
export const DOMINANCE_SHARE = 0.5;
/** Share of the smaller of positive and negative affect that reads as conflict (mixed signals). */
export const MIXED_SHARE = 0.5;

/** Rated valence (VADER units) below which a curated hedge counts as epistemic hedging rather than worry. */
export const HEDGE_MAX_VALENCE = 1;

/**
 * Restraint a dampener adds per VADER unit of its weight, beside softening the word it
 * modifies: choosing "slightly" or "a little" is itself a restrained register.
 */
export const DAMPENER_CALM = 2;
