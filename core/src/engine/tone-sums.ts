/**
 * What one occurrence of each tone weighs on each side, worked out once per vocabulary, so the
 * common case (a toned word no rule touches) adds one row; and the two functions it is made with.
 */
import { VALENCE_PER_WORD, type Vocabulary } from './vocabulary';
import {
  CAPS_EMPHASIS,
  HEDGE_MAX_VALENCE,
  NEGATION_KEEP,
  STRENGTH_AROUSAL,
  STRENGTH_DRIVER_MIN,
  STRONGEST_VALENCE,
} from './weights';

/** Numbers per tone in {@link plainSums}. */
export const PLAIN_SIZE = 20;
/**
 * Where a tone's row of {@link plainSums} holds its booster weight; 1 when it counts only negated
 * and 2 when only in a hyperbole of degree (else 0); and 1 when it is curated.
 */
export const PLAIN_MODIFIER = 17;
export const PLAIN_ONLY = 18;
export const PLAIN_CURATED = 19;

let plainFor: Vocabulary | null = null;
let plainOf = new Float64Array(0);

/**
 * For each tone of `v`, what rules/term.ts term() adds for one plain occurrence of a term of it
 * (no booster, no negation, no contrast, not itself a booster): warmth and detachment, positive
 * and negative affect, intensity and its driver's share, then what capitals add to warmth,
 * detachment and the two affects, then the six curated sides (certainty … conflict), then the
 * hedging that ambiguity adds. Each is computed as term computes it, and 0 where term adds
 * nothing. Then what decides whether a term's occurrence is plain: the tone's booster weight
 * (Vocabulary.modifier), whether it counts only negated (negatedOnly) or only in a hyperbole of
 * degree (hyperboleOnly), and whether it is curated. Made
 * once per vocabulary.
 */
export function plainSums(v: Vocabulary): Float64Array {
  if (plainFor === v) return plainOf;
  const tones = v.valence.length;
  const sums = new Float64Array(tones * PLAIN_SIZE);
  for (let tone = 0; tone < tones; tone++) {
    const at = tone * PLAIN_SIZE;
    const warm = graded(v.warmth[tone]!, 0, false);
    if (warm !== 0) {
      sums[at + (warm > 0 ? 0 : 1)] = Math.abs(warm) / VALENCE_PER_WORD;
      sums[at + (warm > 0 ? 6 : 7)] = CAPS_EMPHASIS / VALENCE_PER_WORD;
    }
    const affect = graded(v.valence[tone]!, 0, false);
    if (affect !== 0) {
      sums[at + (affect > 0 ? 2 : 3)] = Math.abs(affect) / VALENCE_PER_WORD;
      sums[at + (affect > 0 ? 8 : 9)] = CAPS_EMPHASIS / VALENCE_PER_WORD;
      if (!(v.sides[tone * 8 + 5]! > 0)) {
        const w = strengthArousal(affect);
        sums[at + 4] = w;
        if (Math.abs(affect) >= STRENGTH_DRIVER_MIN) sums[at + 5] = w;
      }
    }
    for (let side = 2; side < 8; side++) sums[at + 8 + side] = v.sides[tone * 8 + side]!;
    if (Math.abs(v.valence[tone]!) < HEDGE_MAX_VALENCE) sums[at + 16] = v.sides[tone * 8 + 3]!;
    sums[at + PLAIN_MODIFIER] = v.modifier[tone]!;
    sums[at + PLAIN_ONLY] = v.negatedOnly[tone] ? 1 : v.hyperboleOnly[tone] ? 2 : 0;
    sums[at + PLAIN_CURATED] = v.curated[tone]!;
  }
  plainFor = v;
  plainOf = sums;
  return sums;
}

let ironicFor: Vocabulary | null = null;
let ironicOf = new Float64Array(0);

/**
 * {@link plainSums} as mock praise counts them (AxesOptions.ironic): each tone's warmth on the cold
 * side and its affect on the negative side, with what capitals add to them; the rest as it is.
 * The reader reads an ironic stretch of text with these rows in place of the plain ones, so the
 * common case stays one row added, with no test of its own. Made once per vocabulary.
 */
export function ironicSums(v: Vocabulary): Float64Array {
  if (ironicFor === v) return ironicOf;
  const sums = plainSums(v).slice();
  for (let at = 0; at < sums.length; at += PLAIN_SIZE) {
    for (const [from, to] of IRONIC_MOVES) {
      sums[at + to]! += sums[at + from]!;
      sums[at + from] = 0;
    }
  }
  ironicFor = v;
  ironicOf = sums;
  return sums;
}
/** The places of a plain row that mock praise moves, and where to: warmth, affect and their capitals. */
const IRONIC_MOVES: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
  [6, 7],
  [8, 9],
];

/** The intensity a toned word of rated valence `affect` (VADER units) adds: STRENGTH_AROUSAL × (|affect| / 4)². */
export function strengthArousal(affect: number): number {
  const share = affect / STRONGEST_VALENCE;
  return STRENGTH_AROUSAL * share * share;
}

/**
 * A rated valence (VADER units) after a booster's weight and negation: the booster adds
 * to its strength (a dampener takes away, never past zero), negation flips it and keeps
 * {@link NEGATION_KEEP} of it.
 */
export function graded(valence: number, boost: number, negated: boolean): number {
  if (valence === 0) return 0;
  let strength = Math.abs(valence) + boost;
  if (strength < 0) strength = 0;
  const signed = valence > 0 ? strength : -strength;
  return negated ? -NEGATION_KEEP * signed : signed;
}
