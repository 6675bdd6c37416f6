/**
 * Negation (VADER): a negator (the spec's, or "nothing", "nobody", "without", "less", "few",
 * "lack" …) flips the first toned term within three words after it in the same clause and keeps
 * 74 % of it: "not bad" is mildly positive, "lacks charm" negative. Its reach ends at a clause
 * break, at a word that opens a new clause ("but", "if", "because" …) and at the term it flipped;
 * auxiliaries and verbs of seeming pass it on. A negator that is not the spec's within the reach
 * of another cancels it ("not without merit", "never fails to impress"). A negator with a valence
 * of its own ("lack", "failed to") counts it only when its reach flips nothing ("lack of sleep").
 */
import { FLAG_COMPARING_NEGATOR, FLAG_NEGATOR, FLAG_QUANTITY_NEGATOR } from '../vocabulary';
import { NO_WORD, type Reader } from '../reader';
import { NEGATION_SCOPE_WORDS } from '../weights';
import { superlative } from './comparison';
import { elliptical } from './contrast';
import { hyperbole } from './hyperbole';
import { term } from './term';

const SCOPE_WORDS = NEGATION_SCOPE_WORDS;

/**
 * A negator word `id` (flags `own`) at word index `at`, with `caps`: it negates what follows, but a
 * quantity after a determiner ("the few good songs") negates nothing.
 */
export function negatorWord(r: Reader, id: number, own: number, at: number, caps: boolean): void {
  if ((own & FLAG_QUANTITY_NEGATOR) !== 0 && at === r.determined) return;
  negate(r, at, own, ownOf(r, id), caps, (own & FLAG_NEGATOR) === 0);
}

/**
 * A negator (with all its word flags `flags`) at word index `at`: what follows is in its reach.
 * `own`: its term when it has a rated valence of its own (see ownTerm), else −1, with `caps`.
 * A negator that is not the spec's (`cancels`: a scope negator or a two-word negator) within
 * the reach of another cancels it and is cancelled: a double negation affirms ("not without
 * merit", "never fails to impress").
 */
export function negate(r: Reader, at: number, flags: number, own: number, caps: boolean, cancels: boolean): void {
  if (r.concededAt !== NO_WORD) elliptical(r, at);
  if (cancels && at - r.lastNegator <= SCOPE_WORDS) {
    cancelNegation(r);
    return;
  }
  settleOwn(r);
  r.ownTerm = own;
  r.ownAt = at;
  r.ownCaps = caps;
  r.lastNegator = r.negatorAt = at;
  // A negator ends the clause of a hyperbole before it, and right after "can" or "could" opens its own.
  r.hyperboleAt = at === r.modalNegator ? at : NO_WORD;
  r.flipped = -1;
  r.comparing = (flags & FLAG_COMPARING_NEGATOR) !== 0 ? at : NO_WORD;
}

/**
 * A clause ends (a break, or a word that opens a clause): the open negator's reach ends with it,
 * and a negator with a valence of its own that flipped nothing counts it (settleOwn).
 */
export function endReach(r: Reader): void {
  settleOwn(r);
  r.lastNegator = r.hyperboleAt = r.negatorAt = NO_WORD;
}

/** Ends the reach of the open negator, with whatever it would have counted: a double negation. */
export function cancelNegation(r: Reader): void {
  r.lastNegator = r.hyperboleAt = r.comparing = r.negatorAt = NO_WORD;
  r.flipped = r.ownTerm = -1;
}

/** Term `t` when it carries a rated valence of its own (on warmth or affect), else −1. */
export function ownOf(r: Reader, t: number): number {
  return rated(r, r.v.tone[t]!) ? t : -1;
}

/** Whether tone `tone` carries a rated valence (on warmth or affect). */
export function rated(r: Reader, tone: number): boolean {
  return r.v.valence[tone] !== 0 || r.v.warmth[tone] !== 0;
}

/** Counts the valence of a negator whose reach has ended having flipped no toned word (ownTerm). */
export function settleOwn(r: Reader): void {
  const t = r.ownTerm;
  if (t < 0) return;
  r.ownTerm = -1;
  term(r, t, r.ownAt, r.ownCaps, false);
}

/**
 * A negator reaches toned term `t` (tone `tone`; `only`: 1 when it counts only negated) with
 * `capitals` and booster weight `boost`. Its reach ends there. A negator with a valence of its own
 * says no more than the negation of a toned word it flips; a hyperbole of degree or a comparing
 * negator emphasises the word rather than flipping it: returns that emphasis (VADER units), else 0.
 */
export function reachTerm(r: Reader, t: number, tone: number, only: number, capitals: boolean, boost: number): number {
  if (r.ownTerm >= 0 && rated(r, tone)) r.ownTerm = -1;
  let emphasis = 0;
  // Not a term that counts only negated ("couldn't be happier" keeps its reading).
  if (only !== 1)
    emphasis =
      r.lastNegator === r.emphatic
        ? hyperbole(r, t, capitals, boost)
        : superlative(r, t) || hyperbole(r, t, capitals, boost);
  r.lastNegator = NO_WORD;
  return emphasis;
}
