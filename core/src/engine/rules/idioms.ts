/**
 * Phrases and idioms: two-word phrases ("thank you", "no problem", "kind regards", "can't wait",
 * "not sure") are matched before single words, and read by their role. A negator inside a phrase
 * does not negate what follows. A phrase that a next word unmakes is read as its two words ("kind
 * of you" is kindness, not the hedge "kind of"; "doesn't bother me" is no slight).
 */
import { eventFlags, eventId, SCAN_EVENT_BOUNDARY_MASK, SCAN_EVENT_SYMBOL } from '../tokens';
import {
  FLAG_BREAKER,
  FLAG_COMPARING_NEGATOR,
  FLAG_CONCESSIVE,
  FLAG_EXCEPTIVE,
  FLAG_EXPECTING,
  FLAG_NEGATOR,
  FLAG_OPINION,
  FLAG_PHRASE_END,
  lookupPhrase,
  PHRASE_NEGATING,
} from '../vocabulary';
import { NO_WORD, type Reader } from '../reader';
import { NEGATION_SCOPE_WORDS } from '../weights';
import { concede, elliptical } from './contrast';
import { expectation } from './expectation';
import { single } from './index';
import { cancelNegation, endReach, negate, ownOf } from './negation';
import { term } from './term';
import { unrealise } from './unrealised';

const SCOPE_WORDS = NEGATION_SCOPE_WORDS;

/**
 * Word `id` (flags `flags`, with `caps`) after a word that may start a phrase (r.pending): when the
 * two make a phrase, reads the phrase by its role (a phrase a next word may unmake is held; a
 * concessive, a two-word negator, an unrealised evaluation or a negated expectation acts as one;
 * any other counts as a term) and returns true. Otherwise the first word is read alone.
 */
export function closePhrase(r: Reader, id: number, flags: number, caps: boolean): boolean {
  const phrase = flags & FLAG_PHRASE_END ? lookupPhrase(r.v, r.pending, id) : -1;
  if (phrase < 0) {
    flushPending(r);
    return false;
  }
  if (r.v.phraseBreaks.has(phrase)) {
    r.held = phrase;
    r.heldFirst = r.pending;
    r.heldSecond = id;
    r.heldIndex = r.pendingIndex;
    r.heldFirstCaps = r.pendingCaps;
    r.heldSecondCaps = caps;
  } else if ((flags & FLAG_BREAKER) !== 0 && (r.flags[id]! & FLAG_CONCESSIVE) !== 0) {
    // A concessive phrase ("even though") opens a clause, as a concessive word does: see concede().
    endReach(r);
    concede(r, r.pendingIndex);
    term(r, phrase, r.pendingIndex, r.pendingCaps && caps, true);
  } else if (r.v.phraseRoles[phrase - r.v.size] === PHRASE_NEGATING) {
    // A two-word negator ("no one", "far from"): it reaches from its second word.
    // One that a negation before it makes an exception ("don't want anything but") cancels it.
    // Right after an elliptical "though" it starts a bare verdict, from its first word ("Good,
    // though far from perfect"): see elliptical().
    if (r.concededAt !== NO_WORD) elliptical(r, r.pendingIndex);
    const exceptive = (r.flags[r.pending]! & FLAG_EXCEPTIVE) !== 0;
    if (exceptive && r.index - r.negatorAt <= SCOPE_WORDS) cancelNegation(r);
    // A two-word negator that compares ("no one") has the flag on its second word.
    else
      negate(
        r,
        r.index,
        id >= 0 ? r.flags[id]! & FLAG_COMPARING_NEGATOR : 0,
        ownOf(r, phrase),
        r.pendingCaps && caps,
        true,
      );
  } else if (r.v.phraseRoles[phrase - r.v.size]! > PHRASE_NEGATING && unrealise(r, phrase, r.pendingCaps && caps)) {
    // An unrealised evaluation: see unrealise().
  } else if (
    id >= 0 &&
    (r.flags[id]! & (FLAG_EXPECTING | FLAG_OPINION)) !== 0 &&
    (r.pendingFlags & FLAG_NEGATOR) !== 0
  ) {
    // A negated verb of expectation ("didn't expect") or opinion ("don't think"): see expectation().
    expectation(r, id, r.pendingCaps && caps);
  } else {
    // "been better" and "been worse" from the "been" of "should have been" or "could have been" say
    // what the unrealised evaluation says ("Could have been better"): they are not flipped again.
    term(r, phrase, r.pendingIndex, r.pendingCaps && caps, r.pendingIndex !== r.unrealisedAt);
  }
  r.pending = -1;
  r.index++;
  return true;
}

/** Whether word `first` and the word of scan event `next`, right after it, make a phrase. */
export function makesPhrase(r: Reader, first: number, next: number): boolean {
  return (
    (next & (SCAN_EVENT_SYMBOL | SCAN_EVENT_BOUNDARY_MASK)) === 0 &&
    (eventFlags(next) & FLAG_PHRASE_END) !== 0 &&
    lookupPhrase(r.v, first, eventId(next)) >= 0
  );
}

/**
 * Counts the held phrase: as its two words, each alone, when word `id` comes right after it
 * and unmakes it ("kind of you", "doesn't bother me"), else as the phrase.
 */
export function resolveHeld(r: Reader, id: number): void {
  const phrase = r.held;
  r.held = -1;
  const breaks = r.v.phraseBreaks.get(phrase)!;
  if (r.index === r.heldIndex + 2 && breaks.includes(id)) {
    single(r, r.heldFirst, r.flags[r.heldFirst]!, r.heldIndex, r.heldFirstCaps);
    single(r, r.heldSecond, r.flags[r.heldSecond]!, r.heldIndex + 1, r.heldSecondCaps);
  } else term(r, phrase, r.heldIndex, r.heldFirstCaps && r.heldSecondCaps, true);
}

/** Reads the phrase held or the word pending alone: what follows makes no phrase with it. */
export function flushPending(r: Reader): void {
  if (r.held >= 0) resolveHeld(r, -1);
  if (r.pending < 0) return;
  const id = r.pending;
  r.pending = -1;
  single(r, id, r.pendingFlags, r.pendingIndex, r.pendingCaps);
}
