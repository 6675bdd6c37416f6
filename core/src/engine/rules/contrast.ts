/**
 * Contrast (VADER): within a sentence, what comes before "but" ("however", "nevertheless") counts
 * half and what follows it one and a half. A concessive ("although", "though", "while", "despite")
 * opens a clause that concedes: it counts half and the sentence's verdict one and a half
 * ("Although the screen is bright, the battery is terrible"). "though" after the verdict and right
 * before a toned word joins two bare verdicts, and neither counts more ("Pricey, though worth it").
 */
import { FLAG_CONCESSIVE, FLAG_ELLIPTICAL } from '../vocabulary';
import { counting, NO_WORD, SLOTS, type Reader } from '../reader';
import { AFTER_CONTRAST, BEFORE_CONTRAST } from '../weights';
import { endReach } from './negation';

/** A word that opens a clause (word `id`, a breaker): the negator's reach ends, and a concessive concedes. */
export function breaker(r: Reader, id: number): void {
  endReach(r);
  if ((r.flags[id]! & FLAG_CONCESSIVE) === 0) return;
  concede(r, r.index);
  if (r.conceding === 2 && (r.flags[id]! & FLAG_ELLIPTICAL) !== 0) r.concededAt = r.index;
}

export function contrast(r: Reader): void {
  // A contrast reweighs the sums a hyperbole of degree would count again: it ends its clause.
  r.hyperboleAt = NO_WORD;
  for (let k = 0; k < SLOTS; k++) counting.sentence[k]! *= BEFORE_CONTRAST;
  r.contrastFactor = AFTER_CONTRAST;
  clearConcession(r);
}

/**
 * A concessive word or phrase at word index `at`: the clause it opens concedes, the sentence's
 * other clause carries the verdict. Opening the sentence, it counts half until the clause ends and
 * what follows one and a half; after the verdict, the sentence so far counts one and a half and the
 * conceded clause half. A contrast within the sentence ("but") reweighs as before.
 */
export function concede(r: Reader, at: number): void {
  // Like a contrast, it reweighs the sums a hyperbole of degree would count again: it ends its clause.
  r.hyperboleAt = NO_WORD;
  r.concededAt = NO_WORD;
  if (at === r.sentenceAt) r.conceding = 1;
  else {
    for (let k = 0; k < SLOTS; k++) counting.sentence[k]! *= AFTER_CONTRAST;
    r.conceding = 2;
  }
  r.contrastFactor = BEFORE_CONTRAST;
}

/** The end of a concessive clause (a clause break): the verdict after it counts one and a half, or the sentence goes on as before. */
export function endConcession(r: Reader): void {
  r.contrastFactor = r.conceding === 1 ? AFTER_CONTRAST : 1;
  clearConcession(r);
}

/** No concessive clause is open any more. */
export function clearConcession(r: Reader): void {
  r.conceding = 0;
  r.concededAt = NO_WORD;
}

/**
 * A toned word, a booster or a negator at word index `at`: right after a concessive that may stand
 * before a bare word (concededAt), it shows no clause follows ("Pricey, though worth it"), so the
 * concession is taken back: the sentence so far and what follows count as they did before it.
 */
export function elliptical(r: Reader, at: number): void {
  if (at !== r.concededAt + 1) return;
  for (let k = 0; k < SLOTS; k++) counting.sentence[k]! /= AFTER_CONTRAST;
  r.contrastFactor = 1;
  clearConcession(r);
}
