/**
 * Capitals (VADER): a toned word in CAPITALS, in a text that also has lower case, gains 0.733
 * VADER units and half a word of intensity ("this is GREAT" reads warmer than "this is great"); so
 * does a drawn-out word ("goooood", read as the word it draws out). A text all in capitals shouts
 * nothing in particular: what capitals added (term() and score.ts keep it apart) is left out.
 */
import { counting, SLOTS, type Reader } from '../reader';

/** Adds what the words in capitals added, when the text has lower case beside them. */
export function addCapitals(r: Reader): void {
  if (!r.hasLowerCase) return;
  const t = r.total;
  for (let k = 0; k < SLOTS; k++) t[k]! += counting.caps[k]!;
}
