/**
 * A negated expectation or opinion: "not" or "never" right before a verb of expectation, or "not"
 * before "think", takes the negation to the verb. In the present it is raised to what is expected
 * or thought ("I don't think it's a good idea"); in the past an expectation was proved wrong and
 * nothing is flipped ("I didn't expect to enjoy it so much").
 */
import { FLAG_OPINION, FLAG_PAST } from '../vocabulary';
import type { Reader } from '../reader';
import { negate } from './negation';

/**
 * The negator pending and word `id` after it (r.index), a verb of expectation (word-classes.ts
 * EXPECTING_VERBS) or opinion (OPINION_VERBS), with `caps`: the negation belongs to the verb. In
 * the present it is raised to the verb's complement and reaches from the word after the verb,
 * past the complement's subject ("I don't expect you to be happy", "I don't think it's a good
 * idea"). In the past an expectation was proved wrong and nothing is flipped ("I didn't expect to
 * enjoy it so much"), while an opinion is negated as by the negator alone ("I didn't think it was
 * funny").
 */
export function expectation(r: Reader, id: number, caps: boolean): void {
  const flags = r.flags[id]!;
  if (((r.pendingBefore | flags) & FLAG_PAST) === 0) negate(r, r.index + 1, 0, -1, caps, false);
  else if ((flags & FLAG_OPINION) !== 0) negate(r, r.pendingIndex, r.flags[r.pending]!, -1, r.pendingCaps, false);
}
