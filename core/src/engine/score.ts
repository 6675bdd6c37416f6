/**
 * Scores last: the sums the rules added to, per sentence and over the text, become the four axes
 * (P / (P + N) with the spec's terms and a neutral prior), the text's affect and hedging, and the
 * words that drove each axis.
 */
import { AXES, termName, VALENCE_PER_WORD } from './vocabulary';
import * as readerModule from './reader';
import type { Reader } from './reader';
import type { Language } from './languages/language';
import { endBoosts } from './rules/boosters';
import { addCapitals } from './rules/capitals';
import { clearConcession } from './rules/contrast';
import { flushPending } from './rules/idioms';
import { settleOwn } from './rules/negation';
import { addPunctuation } from './rules/punctuation';
import * as toneSums from './tone-sums';
import {
  AFFECT_SHARE,
  CAPS_AROUSAL,
  CAPS_EMPHASIS,
  DAMPENER_CALM,
  DOMINANCE_SHARE,
  EVIDENCE_SPAN_WORDS,
  HEDGE_MAX_VALENCE,
  INTENSIFIER_WEIGHT,
  MIXED_SHARE,
  NEGATION_KEEP,
  NEGATOR_WEIGHT,
  NEUTRAL_AXIS_SCORE,
  NEUTRAL_PRIOR,
  STRENGTH_DRIVER_MIN,
} from './weights';

/**
 * What count() reads for every toned word, as this module's own constants: the optimiser loads an
 * imported binding, and checks it, at every use, but builds a private constant into the code.
 */
const CAPITALS_AROUSAL = CAPS_AROUSAL;
// prettier-ignore
const { addTally, AFFECT_NEGATIVE, AFFECT_POSITIVE, clearTallies, counting, tallies, TALLY_COUNT, TALLY_SIZE,
  touched } = readerModule;
const { graded, PLAIN_CURATED, strengthArousal } = toneSums;

/** The four axes, each 0..1 with 0.5 as balance. */
export interface AxisScores {
  warmthDetachment: number;
  certaintyAmbiguity: number;
  intensityRestraint: number;
  conflictCoherence: number;
}

/** The name of one axis score. */
export type AxisKey = (typeof AXES)[number]['key'];

/** A word or phrase that moved an axis, how often it occurred, whether a negator had flipped it, and how much it weighed. */
export interface AxisDriver {
  term: string;
  count: number;
  negated: boolean;
  /** What it added to its side over the text, in word-equivalents (one plain clear word ≈ 1). */
  weight: number;
}

/** The words that drove one axis, heaviest first. */
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
  /**
   * The text's affect, −1..1: (positive − negative) / (positive + negative + 2 × prior)
   * over the rated valence of its words, emoji and emoticons; 0 when none. Unlike warmth,
   * it leaves out care and formal distance.
   */
  valence: number;
  /** Positive and negative affect over the text, in word-equivalents (the sums behind {@link valence}). */
  affect: { positive: number; negative: number };
  /**
   * Hedging net of commitment, in word-equivalents: the curated hedges that carry no
   * feeling of their own ("maybe", "I guess"; rated valence below 1 VADER unit) and
   * negated words of knowing ("I don't know", lexicon/roles.ts ROLE_WORDS.knowing) minus the words of
   * commitment. Above 0 the text holds back from asserting; a refusal ("won't") is not a hedge.
   */
  hedging: number;
  /** The language the text was read in: 'en' by the English engine, else the reading of languages/. */
  language: Language;
}

/**
 * Adds one occurrence of term `t` (of tone `tone`, at row `row` of the tone sums) to the open
 * sentence's sums and its driver's tally, as the rules left it: with booster weight `boost`,
 * negated or not, in capitals or not; `modifier` is its own booster weight when it is one.
 */
export function count(
  r: Reader,
  t: number,
  tone: number,
  row: number,
  boost: number,
  negated: boolean,
  capitals: boolean,
  modifier: number,
): void {
  const p = counting.plain;
  const f = r.contrastFactor;
  const s = counting.sentence;
  r.sentenceToned = true;
  const slot = t * 2 + (negated ? 1 : 0);
  const placed = tallies.place[slot]!;
  // addTally's place through `| 0`, for the same reason as in events().
  const weights = (placed > 0 ? placed - 1 : addTally(slot) | 0) * TALLY_SIZE;
  const tally = tallies.weights;
  tally[weights + TALLY_COUNT]!++;
  if (boost === 0 && !negated && f === 1 && modifier === 0) {
    // The plain case, from the tone's sums (plainSums, or ironicSums in mock praise): the same additions, in the same order. Where
    // the general steps below add nothing, these add 0, which changes no sum (every sum here is 0 or
    // more, and hedging is never −0).
    // Each sum read once into a local: after a write to one Float64Array the optimiser reads
    // any other again, as the write might have changed it.
    const warm = p[row]!;
    const cold = p[row + 1]!;
    s[0]! += warm;
    tally[weights]! += warm;
    s[1]! += cold;
    tally[weights + 1]! += cold;
    s[AFFECT_POSITIVE]! += p[row + 2]!;
    s[AFFECT_NEGATIVE]! += p[row + 3]!;
    s[4]! += p[row + 4]!;
    tally[weights + 4]! += p[row + 5]!;
    if (capitals) addPlainCapitals(row);
    if (p[row + PLAIN_CURATED] !== 0) addCurated(r, row, weights);
    return;
  }

  addTerm(r, tone, weights, boost, negated, f, capitals, modifier, 1);
}
/** What capitals add to one plain occurrence of a term, from row `row` of the tone sums (rules/capitals.ts adds it when the text has lower case). */
function addPlainCapitals(row: number): void {
  const p = counting.plain;
  const c = counting.caps;
  c[0]! += p[row + 6]!;
  c[1]! += p[row + 7]!;
  c[AFFECT_POSITIVE]! += p[row + 8]!;
  c[AFFECT_NEGATIVE]! += p[row + 9]!;
  c[4]! += CAPITALS_AROUSAL;
}

/**
 * The six curated sides (certainty … conflict) and the hedging of one plain occurrence of a curated
 * term, from row `row` of the tone sums, to the open sentence and the tally row at `weights`: apart
 * from count(), so that the common case, a word with no curated side, stays small enough to inline.
 */
function addCurated(r: Reader, row: number, weights: number): void {
  const p = counting.plain;
  const s = counting.sentence;
  const tally = tallies.weights;
  // The six curated sides written out, for the same reason as in endSentence.
  const side2 = p[row + 10]!;
  const side3 = p[row + 11]!;
  const side4 = p[row + 12]!;
  const side5 = p[row + 13]!;
  const side6 = p[row + 14]!;
  const side7 = p[row + 15]!;
  const hedge = p[row + 16]!;
  s[2]! += side2;
  tally[weights + 2]! += side2;
  s[3]! += side3;
  tally[weights + 3]! += side3;
  s[4]! += side4;
  tally[weights + 4]! += side4;
  s[5]! += side5;
  tally[weights + 5]! += side5;
  s[6]! += side6;
  tally[weights + 6]! += side6;
  s[7]! += side7;
  tally[weights + 7]! += side7;
  r.hedging -= side2;
  r.hedging += hedge;
}

/**
 * The general steps of term(): adds to every sum what an occurrence of a term of tone `tone`
 * weighs with booster weight `boost` (its own `modifier`, when it is a booster), negated or not,
 * at contrast factor `f`, and its driver's share to its tally row at `weights`. With `sign` −1
 * it takes back exactly what the same call with 1 added (degree()); with 1 every number is as
 * it was before the factor (x × 1 is x).
 */
export function addTerm(
  r: Reader,
  tone: number,
  weights: number,
  boost: number,
  negated: boolean,
  f: number,
  capitals: boolean,
  modifier: number,
  sign: number,
): void {
  const v = r.v;
  const s = counting.sentence;
  const tally = tallies.weights;
  // In mock praise (Reader.ironic) warmth and affect count on their negative sides only.
  const ironic = r.ironic;
  const warm = graded(v.warmth[tone]!, boost, negated) * f;
  if (warm !== 0) {
    const side = warm > 0 && !ironic ? 0 : 1;
    const w = (Math.abs(warm) / VALENCE_PER_WORD) * sign;
    s[side]! += w;
    tally[weights + side]! += w;
    if (capitals) counting.caps[side]! += (CAPS_EMPHASIS / VALENCE_PER_WORD) * sign;
  }
  const affect = graded(v.valence[tone]!, boost, negated) * f;
  if (affect !== 0) {
    const side = affect > 0 && !ironic ? AFFECT_POSITIVE : AFFECT_NEGATIVE;
    s[side]! += (Math.abs(affect) / VALENCE_PER_WORD) * sign;
    if (capitals) counting.caps[side]! += (CAPS_EMPHASIS / VALENCE_PER_WORD) * sign;
  }
  const base = tone * 8;
  const calm = v.sides[base + 5]! > 0;
  if (affect !== 0 && !calm) {
    const w = strengthArousal(affect) * sign;
    s[4]! += w;
    if (Math.abs(affect) >= STRENGTH_DRIVER_MIN) tally[weights + 4]! += w;
  }
  if (boost > 0) s[4]! += boost * f * sign;
  else if (boost < 0) s[5]! -= DAMPENER_CALM * boost * f * sign;
  if (capitals) counting.caps[4]! += CAPITALS_AROUSAL * sign;
  if (v.curated[tone] === 0) return;
  const scale = Math.max(0, 1 + boost) * f * (negated ? NEGATION_KEEP : 1);
  for (let side = 2; side < 8; side++) {
    const weight = v.sides[base + side]!;
    // A booster's or dampener's strength acts only through the word it modifies (counted above).
    if (weight === 0 || (modifier !== 0 && (side === 4 || side === 5))) continue;
    // A negated word moves to the other side of its axis ("not sure" commits less, "not angry" is calmer).
    const to = negated ? side ^ 1 : side;
    const w = weight * scale * sign;
    s[to]! += w;
    tally[weights + to]! += w;
    if (to === 2) r.hedging -= w;
    else if (to === 3 && (negated ? v.knowing[tone] === 1 : Math.abs(v.valence[tone]!) < HEDGE_MAX_VALENCE))
      r.hedging += w;
  }
}
export function endSentence(r: Reader): void {
  if (r.sentenceToned) {
    // Slot by slot, written out: the optimiser checks each array once in straight code, but
    // at every step of a loop, which cost more than the additions.
    const t = r.total;
    const s = counting.sentence;
    t[0]! += s[0]!;
    t[1]! += s[1]!;
    t[2]! += s[2]!;
    t[3]! += s[3]!;
    t[4]! += s[4]!;
    t[5]! += s[5]!;
    t[6]! += s[6]!;
    t[7]! += s[7]!;
    t[AFFECT_POSITIVE]! += s[AFFECT_POSITIVE]!;
    t[AFFECT_NEGATIVE]! += s[AFFECT_NEGATIVE]!;
    s[0] = s[1] = s[2] = s[3] = s[4] = s[5] = s[6] = s[7] = s[AFFECT_POSITIVE] = s[AFFECT_NEGATIVE] = 0;
    r.sentenceToned = false;
  }
  r.contrastFactor = 1;
  clearConcession(r);
  endBoosts(r);
}
/** Scores the axes from everything read so far. */
export function scoreAxes(r: Reader): LocalAxesResult {
  flushPending(r);
  settleOwn(r);
  endSentence(r);
  const t = r.total;
  addCapitals(r);
  const positiveAffect = t[AFFECT_POSITIVE]!;
  const negativeAffect = t[AFFECT_NEGATIVE]!;
  const p = new Float64Array(4);
  const n = new Float64Array(4);
  p[0] = t[0]!;
  n[0] = t[1]!;
  p[1] = t[2]! + DOMINANCE_SHARE * positiveAffect;
  n[1] = t[3]! + DOMINANCE_SHARE * negativeAffect;
  p[2] = t[4]!;
  n[2] = t[5]!;
  p[3] = t[6]! + AFFECT_SHARE * positiveAffect;
  n[3] = t[7]! + AFFECT_SHARE * negativeAffect + MIXED_SHARE * Math.min(positiveAffect, negativeAffect);
  addPunctuation(r, p, n);
  // Past a sentence's worth of words, evidence counts by density: a long text needs more toned words to read as strongly.
  const span = Math.sqrt(EVIDENCE_SPAN_WORDS / Math.max(EVIDENCE_SPAN_WORDS, r.wordCount));
  const score = (axis: number) => axisScore(p[axis]!, n[axis]!, span, r.intensifierCount, r.negatorCount);
  const drivers = driversOf(r);
  const affectTotal = positiveAffect + negativeAffect;
  return {
    warmthDetachment: score(0),
    certaintyAmbiguity: score(1),
    intensityRestraint: score(2),
    conflictCoherence: score(3),
    drivers: {
      warmthDetachment: drivers[0]!,
      certaintyAmbiguity: drivers[1]!,
      intensityRestraint: drivers[2]!,
      conflictCoherence: drivers[3]!,
    },
    wordCount: r.wordCount,
    intensifierCount: r.intensifierCount,
    negatorCount: r.negatorCount,
    valence: affectTotal === 0 ? 0 : (positiveAffect - negativeAffect) / (affectTotal + 2 * NEUTRAL_PRIOR),
    affect: { positive: positiveAffect, negative: negativeAffect },
    hedging: r.hedging,
    language: 'en',
  };
}
/** The words behind each side of each axis, heaviest first, from the text's tallies (which it clears). */
function driversOf(r: Reader): AxisDrivers[] {
  const drivers = AXES.map((): AxisDrivers => ({ positive: [], negative: [] }));
  const tally = tallies.weights;
  for (let place = 0; place < touched.length; place++) {
    const slot = touched[place]!;
    const count = tally[place * TALLY_SIZE + TALLY_COUNT]!;
    for (let side = 0; side < 8; side++) {
      const weight = tally[place * TALLY_SIZE + side]!;
      if (weight <= 0) continue;
      const axis = drivers[side >> 1]!;
      (side & 1 ? axis.negative : axis.positive).push({
        term: termName(r.v, slot >> 1),
        count,
        negated: (slot & 1) === 1,
        weight: Math.round(weight * 1000) / 1000,
      });
    }
  }
  clearTallies();
  // Ties in code-unit order, which needs no collator: for the vocabulary's words it is the locale's order too
  // (the two differ only among emoticons).
  const byWeight = (a: AxisDriver, b: AxisDriver) =>
    b.weight - a.weight || b.count - a.count || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
  for (const d of drivers) {
    d.positive.sort(byWeight);
    d.negative.sort(byWeight);
  }
  return drivers;
}

/**
 * One axis's score, 0..1 (0.5 is balance), from the evidence on its two sides in word-equivalents:
 * each side scaled by `span` (the square-root damping of long texts), the intensifiers counted on
 * the high side and the negations on the low side, each side with the neutral prior (spec §9).
 * Balance when neither side has evidence. Every language's reading scores its axes with it.
 */
export function axisScore(
  positiveEvidence: number,
  negativeEvidence: number,
  span: number,
  intensifiers: number,
  negations: number,
): number {
  if (positiveEvidence + negativeEvidence <= 0) return NEUTRAL_AXIS_SCORE;
  const positive = positiveEvidence * span + INTENSIFIER_WEIGHT * intensifiers + NEUTRAL_PRIOR;
  const negative = negativeEvidence * span + NEGATOR_WEIGHT * negations + NEUTRAL_PRIOR;
  return positive / (positive + negative);
}
