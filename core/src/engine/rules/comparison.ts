/**
 * Comparisons: a negator that compares ("never", "nobody", "no one") with a comparison in its
 * reach ("so", "such", "more" or a comparative) says the superlative, so the word it reaches keeps
 * its polarity and is boosted as by the strongest boosters: "I've never been so happy", "never
 * felt better". Without one ("I've never been happy here") it flips.
 */
import { HYPERBOLE_BOOST } from '../weights';
import { FLAG_COMPARISON } from '../vocabulary';
import type { Reader } from '../reader';

/** Whether term `t` is a word of comparison (lexicon/roles.ts ROLE_WORDS.comparison); a phrase is none. */
export function compares(r: Reader, t: number): boolean {
  return t < r.v.size && (r.flags[t]! & FLAG_COMPARISON) !== 0;
}

/** The emphasis (VADER units) that a comparing negator gives comparison `t` in its reach ("never been happier"), else 0. */
export function superlative(r: Reader, t: number): number {
  return r.lastNegator === r.comparing && compares(r, t) ? HYPERBOLE_BOOST : 0;
}
