/**
 * A hyperbole of degree: a negator right after "can" or "could", with "enough" or "more" later in
 * its clause, says no amount would do ("I can't thank you enough", "I couldn't be more pleased"):
 * the word the negator reaches keeps its polarity and is boosted as by the strongest boosters.
 * Not "any more", which is time; without the modal ("not good enough") a negation flips as any other.
 */
import { addTally, counting, NO_WORD, tallies, TALLY_COUNT, TALLY_SIZE, type Reader } from '../reader';
import { addTerm } from '../score';
import { HYPERBOLE_BOOST } from '../weights';

/**
 * A degree word ("enough", "more") in the clause of a negator right after "can" or "could"
 * (hyperboleAt): a hyperbole of degree, which emphasises the word the negator reaches rather than flipping it. When the
 * negator has flipped a term already, that term is counted again: its flipped reading taken
 * back from every sum, tally and count it went to (add() with sign −1: the same numbers,
 * subtracted; the clause has had no contrast since, as one ends it) and its own reading added,
 * boosted by HYPERBOLE_BOOST, so its driver reads it not negated. A negator that has flipped
 * nothing yet emphasises the word it reaches when it reaches one (term(): emphatic).
 */
export function degree(r: Reader): void {
  const negator = r.hyperboleAt;
  r.hyperboleAt = NO_WORD;
  const t = r.flipped;
  if (t < 0) {
    r.emphatic = negator;
    return;
  }
  r.flipped = -1;
  const tone = counting.tones[t]!;
  const f = r.contrastFactor;
  const flippedRow = (tallies.place[t * 2 + 1]! - 1) * TALLY_SIZE;
  tallies.weights[flippedRow + TALLY_COUNT]!--;
  addTerm(r, tone, flippedRow, r.flippedBoost, true, f, r.flippedCaps, 0, -1);
  const placed = tallies.place[t * 2]!;
  const ownRow = (placed > 0 ? placed - 1 : addTally(t * 2)) * TALLY_SIZE;
  tallies.weights[ownRow + TALLY_COUNT]!++;
  addTerm(r, tone, ownRow, r.flippedBoost + HYPERBOLE_BOOST, false, f, r.flippedCaps, 0, 1);
}

/**
 * What a negator does with term `t` it reaches, when it may be a hyperbole: the emphasis (VADER
 * units) when a degree word has made it one already; else 0, noting the term (with `capitals` and
 * `boost`) when the negator may yet be made one, for degree() to count again.
 */
export function hyperbole(r: Reader, t: number, capitals: boolean, boost: number): number {
  if (r.lastNegator === r.emphatic) return HYPERBOLE_BOOST;
  if (r.lastNegator === r.hyperboleAt) {
    r.flipped = t;
    r.flippedCaps = capitals;
    r.flippedBoost = boost;
  }
  return 0;
}
