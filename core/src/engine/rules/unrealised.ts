/**
 * Unrealised evaluations: "should have been" and "could have been", and after a past form "was
 * supposed to" and "was hoping for", say that what they evaluate did not happen. They reach from
 * their last word and flip as a negator does ("It should have been great", "I was hoping for
 * better"), but only the good they reach, or a comparison ("could have been much worse"): a harm
 * that did not happen keeps its reading ("Someone could have been hurt"). "could be" and a modal
 * perfect without "been" flip only a comparison ("could be more helpful"); "been better" after
 * "could have" is the idiom itself ("Could have been better").
 */
import {
  FLAG_BEEN,
  FLAG_PAST,
  PHRASE_UNMET_EXPECTATION,
  PHRASE_UNREALISED_COMPARISON,
  PHRASE_UNREALISING,
  PHRASE_UNREALISING_PERFECT,
} from '../vocabulary';
import { counting, NO_WORD, type Reader } from '../reader';
import { NEGATION_SCOPE_WORDS } from '../weights';
import { compares } from './comparison';
import { negate, ownOf } from './negation';
import { term } from './term';

const SCOPE_WORDS = NEGATION_SCOPE_WORDS;

/**
 * A phrase `phrase` that makes an unrealised evaluation (Vocabulary.phraseRoles) and the word after
 * it (r.index), with `caps`. It reaches from its second word and flips as a negator does (see
 * term()): a modal perfect ("should have", "could have") flips only a comparison, unless "been"
 * follows, which readWord looks for (perfectAt) and which makes it a full unrealised evaluation, as
 * "should've been" is; "could be" flips only a comparison, and counts as the hedge it is; an unmet
 * expectation ("supposed to", "hoping for") is one only after a past form ("was supposed to", not
 * "is supposed to"), and "hoping for" counts its own valence only when it flips nothing. In the
 * reach of a negator it is none, and the negator reaches on past it ("No one could have been
 * better" compares rather than regrets). Returns false when the phrase is to be counted as a term
 * of its own ("is supposed to", "hoping for").
 */
export function unrealise(r: Reader, phrase: number, caps: boolean): boolean {
  const role = r.v.phraseRoles[phrase - r.v.size]!;
  const open = r.index - r.lastNegator > SCOPE_WORDS;
  if (role === PHRASE_UNMET_EXPECTATION) {
    if (!open || (r.pendingBefore & FLAG_PAST) === 0) return false;
    unrealised(r, ownOf(r, phrase), caps, false);
    return true;
  }
  // "could be" hedges too (lexicon.ts: "It could be great" is a possibility): it counts as a term.
  if (role === PHRASE_UNREALISED_COMPARISON) term(r, phrase, r.pendingIndex, caps, true);
  if (open) {
    if (role === PHRASE_UNREALISING_PERFECT) r.perfectAt = r.index;
    unrealised(r, -1, caps, role !== PHRASE_UNREALISING);
  }
  return true;
}

/**
 * An unrealised evaluation reaches from the word at r.index, as a negator with its own term
 * `own` (−1 when none) and `caps` does (negate()), and is noted as one (unrealisedAt): term()
 * flips only the good it reaches, or only comparisons when `comparisonsOnly`.
 */
export function unrealised(r: Reader, own: number, caps: boolean, comparisonsOnly: boolean): void {
  negate(r, r.index, 0, own, caps, false);
  r.unrealisedAt = r.index;
  r.comparisonsOnly = comparisonsOnly;
  r.compared = false;
}

/** Word `id` (flags of the vocabulary) after a break `boundary`: "been" right after "should have" or "could have" makes the perfect an unrealised evaluation. */
export function beenAfterPerfect(r: Reader, id: number, boundary: number, caps: boolean): void {
  if (r.index === r.perfectAt + 1 && boundary === 0 && id >= 0 && (r.flags[id]! & FLAG_BEEN) !== 0)
    unrealised(r, -1, caps, false);
}

/**
 * Whether the unrealised evaluation whose reach holds term `t` (row `row` of the tone sums) flips
 * it. It flips a comparison, and what would have been good; a harm or a fault that did not happen
 * is alarm or reproach ("He should have been fired"): it keeps its reading and ends the reach. A
 * word of no valence keeps its reading too: what should have been done is demanded, not doubted.
 * After "could be" or a modal perfect without "been" only a comparison falls short.
 */
export function unrealisedFlips(r: Reader, t: number, row: number): boolean {
  if (compares(r, t)) return true;
  if (r.comparisonsOnly) return r.compared;
  const p = counting.plain;
  if (p[row + 1]! > 0) {
    r.lastNegator = NO_WORD;
    return false;
  }
  return p[row]! > 0 || p[row + 2]! > 0;
}
