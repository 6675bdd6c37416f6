/**
 * One occurrence of a toned term (a word, phrase, emoji or emoticon), through the rules that act
 * on the term itself, in this order: a concession taken back (contrast.ts elliptical), a booster's
 * record or weight (boosters.ts), the reach of a negator or an unrealised evaluation (negation.ts,
 * unrealised.ts), a term that counts only negated or in a hyperbole, what the negator does with it
 * (flip, or emphasise: hyperbole.ts, comparison.ts); then score.ts counts it.
 */
import * as readerModule from '../reader';
import type { Reader } from '../reader';
import { count } from '../score';
import * as toneSums from '../tone-sums';
import { NEGATION_SCOPE_WORDS } from '../weights';
import { boostAt, noteBooster } from './boosters';
import { elliptical } from './contrast';
import { reachTerm } from './negation';
import { unrealisedFlips } from './unrealised';

/**
 * What term() reads for every toned word, as this module's own constants: the optimiser loads an
 * imported binding, and checks it, at every use, but builds a private constant into the code.
 */
const SCOPE_WORDS = NEGATION_SCOPE_WORDS;
const { counting, NO_WORD } = readerModule;
const { PLAIN_MODIFIER, PLAIN_ONLY, PLAIN_SIZE } = toneSums;

/** Adds one occurrence of term `t` at word index `at`; a negator before it flips it if it is `negatable`. */
export function term(r: Reader, t: number, at: number, caps: boolean, negatable: boolean): void {
  // The two flags as values the optimiser knows to be true or false: it tests each use of
  // a parameter as it would a value of any kind.
  const capitals = caps === true;
  const mayNegate = negatable === true;
  // The word index through `| 0`, as in rules/index.ts readEvents: about 0.3 % fewer instructions per 1 MiB.
  const where = at | 0;
  if (r.concededAt !== NO_WORD) elliptical(r, where);
  // The term's tone: terms share tones, whose sums (tone-sums.ts) also hold what decides
  // whether the plain case applies, so that case reads one row of one array.
  const p = counting.plain;
  const tone = counting.tones[t]!;
  const row = tone * PLAIN_SIZE;
  const modifier = p[row + PLAIN_MODIFIER]!;
  let boost = 0;
  if (modifier !== 0) noteBooster(r, t, where, modifier);
  else if (where - r.lastBoostAt <= 3) boost = boostAt(r, where);
  let negated = mayNegate && modifier === 0 && where - r.lastNegator <= SCOPE_WORDS;
  if (negated && r.lastNegator === r.unrealisedAt) negated = unrealisedFlips(r, t, row);
  // A term that counts only negated (1) or only in a hyperbole of degree (2): see tone-sums.ts.
  const only = p[row + PLAIN_ONLY]!;
  if (only !== 0 && !(negated && (only === 1 || r.lastNegator === r.emphatic))) return;
  if (negated) {
    const emphasis = reachTerm(r, t, tone, only, capitals, boost);
    if (emphasis > 0) {
      negated = false;
      boost += emphasis;
    }
  }
  count(r, t, tone, row, boost, negated, capitals, modifier);
}
