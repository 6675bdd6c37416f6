/**
 * Boosters and dampeners (lexicon/word-weights.ts BOOSTERS, with graded weights in VADER units) strengthen or
 * soften the next toned term within three words, decaying 1, 0.95, 0.9 with distance: "extremely
 * good" reads warmer than "good", "slightly annoying" milder than "annoying". A dampener never flips
 * a word, and its own strength counts only through the word it modifies.
 */
import { NO_WORD, type Reader } from '../reader';
import { BOOSTER_DECAY, NEGATION_SCOPE_WORDS } from '../weights';
import { compares } from './comparison';

const SCOPE_WORDS = NEGATION_SCOPE_WORDS;

/**
 * A booster or dampener `t` of weight `modifier` (VADER units) at word index `at`: kept among the
 * last three for the words after it. In the reach of "never", a comparing booster ("so", "such",
 * "more") makes the word the negator reaches emphasised, not flipped; in the reach of "could be"
 * or a modal perfect, "more" makes what follows the comparison that falls short.
 */
export function noteBooster(r: Reader, t: number, at: number, modifier: number): void {
  r.boostAt[r.boostNext] = at;
  r.boostBy[r.boostNext] = modifier;
  r.boostNext = (r.boostNext + 1) % 3;
  r.lastBoostAt = at;
  if (at - r.lastNegator > SCOPE_WORDS || !compares(r, t)) return;
  if (r.lastNegator === r.comparing) r.emphatic = r.comparing;
  if (r.lastNegator === r.unrealisedAt) r.compared = true;
}

/** The booster weight (VADER units) on a toned word at word index `at`: the decayed sum of the boosters up to three words before it. */
export function boostAt(r: Reader, at: number): number {
  let boost = 0;
  for (let k = 0; k < 3; k++) {
    const distance = at - r.boostAt[k]!;
    if (distance >= 1 && distance <= 3) boost += r.boostBy[k]! * BOOSTER_DECAY[distance]!;
  }
  return boost;
}

/** A sentence ends: no booster reaches past it. */
export function endBoosts(r: Reader): void {
  r.boostAt[0] = r.boostAt[1] = r.boostAt[2] = r.lastBoostAt = NO_WORD;
}
