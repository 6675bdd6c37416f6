/**
 * Rules 2 (the words read by their place) to 5 of the reading of Spanish, French and German (see
 * read.ts), each over the units of a text in order: degree words and discourse markers, negation,
 * boosters and dampeners, contrast.
 */
import { AFTER_CONTRAST, BEFORE_CONTRAST, BOOSTER_DECAY, NEGATION_SCOPE_WORDS } from '../weights';
import type { Entry, LanguageReading } from './language';
import { isBooster, isNegator, toned, type Unit } from './units';

/** Rule 2's words read by their place: degree words before a toned word, and discourse markers (below). */
export function byPlace(read: Unit[], reading: LanguageReading): void {
  if (reading.degree) degreeBefore(read, reading.degree);
  if (reading.discourse) discourseMarkers(read, reading.discourse);
}

/**
 * A rated word of `degree` right before a toned word of its clause ("bien feo", "very ugly") says how
 * much, not how good: it is read there as the booster its entry gives, with no valence of its own.
 */
function degreeBefore(read: Unit[], degree: ReadonlyMap<string, Entry>): void {
  for (let k = 0; k + 1 < read.length; k++) {
    const u = read[k]!;
    const entry = u.symbol ? undefined : degree.get(u.term);
    if (entry === undefined) continue;
    const next = read[k + 1]!;
    if (next.symbol || next.clause !== u.clause || next.at !== u.at + 1 || next.valence === 0) continue;
    u.entry = entry;
    u.valence = 0;
  }
}

/**
 * A rated word of the discourse markers that is a clause of its own, or opened only by one of the
 * openers ("Bueno, ya veremos", "…y bueno.", "Pero bueno, …"), is a discourse marker: it takes the
 * marker's entry ("well", "OK") instead of its rated sense.
 */
function discourseMarkers(
  read: Unit[],
  { markers, openers }: { markers: ReadonlyMap<string, Entry>; openers: ReadonlySet<string> },
): void {
  for (let k = 0; k < read.length; k++) {
    const u = read[k]!;
    const entry = u.symbol ? undefined : markers.get(u.term);
    if (entry === undefined) continue;
    let before = k - 1;
    while (before >= 0 && read[before]!.clause === u.clause && openers.has(read[before]!.term)) before--;
    if (before >= 0 && read[before]!.clause === u.clause) continue;
    if (k + 1 < read.length && read[k + 1]!.clause === u.clause) continue;
    u.entry = entry;
    u.valence = entry.valence ?? 0;
  }
}

/** Whether the negator at `k` follows, in its clause, a toned word it may negate: the word right before it, not yet negated. */
function negatesWordBefore(units: readonly Unit[], k: number): boolean {
  if (k === 0) return false;
  const before = units[k - 1]!;
  const u = units[k]!;
  return (
    before.clause === u.clause &&
    u.at - before.at === 1 &&
    !before.symbol &&
    !before.negated &&
    !isNegator(before) &&
    !isBooster(before) &&
    toned(before)
  );
}

/**
 * Rule 3, negation: flips the first toned word within three words after a negator, in its
 * clause; concord carries a reach on; in a language that negates backward, a reach that ends
 * with nothing flipped takes the toned word just before its negator; a negator that follows the
 * verb (`postverbal`: LanguageReading.postverbal) with no opener before it, right after a toned
 * word, negates that word instead of reaching forward ("j'aime pas ça"); an opener whose reach
 * meets a word of restriction before any other negator ("ne … que", only) negates nothing, and
 * past the closer that word carries the reach into the clause it opens ("je ne pense pas que ce
 * soit bon"). Returns how many of the spec's negators opened a reach (concord not counted again).
 */
export function negate(units: readonly Unit[], backward: boolean, postverbal?: ReadonlySet<string>): number {
  let negations = 0;
  let reachAt = -1;
  let reachFrom = -1;
  let reachClause = -1;
  let openerAt = -1;
  let openerClause = -1;
  // Whether the open reach is an opener's alone, no other negator in it yet ("ne" of "ne … que").
  let openerOnly = false;
  const closeReach = () => {
    if (reachAt >= 0 && backward) {
      for (let k = reachFrom - 1; k >= 0; k--) {
        const u = units[k]!;
        if (u.clause !== reachClause || reachAt - u.at > NEGATION_SCOPE_WORDS) break;
        if (toned(u) && !u.symbol && !isNegator(u) && !isBooster(u)) {
          u.negated = true;
          break;
        }
      }
    }
    reachAt = -1;
  };
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    if (reachAt >= 0 && (u.clause !== reachClause || u.at - reachAt > NEGATION_SCOPE_WORDS || u.entry?.contrast))
      closeReach();
    if (isNegator(u)) {
      const open = reachAt >= 0;
      const role = u.entry!.negates;
      // The second half of "ne … pas" after the first has flipped its word: the same negation, done.
      const closing = role !== 'opener' && openerClause === u.clause && u.at - openerAt <= NEGATION_SCOPE_WORDS;
      if (closing && !open) continue;
      // A closer with no reach open is a word of its own ("plus" is "more").
      if (role === 'closer' && !open) continue;
      if (!open && u.entry!.spec) negations++;
      openerOnly = !open && role === 'opener';
      // "J'aime pas ça": with no opener before it, a negator right after a toned word negates that word.
      if (postverbal?.has(u.term) && !open && negatesWordBefore(units, k)) {
        units[k - 1]!.negated = true;
        continue;
      }
      if (role === 'opener') {
        openerAt = u.at;
        openerClause = u.clause;
      }
      reachAt = u.at;
      reachFrom = k;
      reachClause = u.clause;
      continue;
    }
    if (reachAt >= 0 && u.entry?.restricts) {
      // "Il ne reste que les belles images": "ne … que" is "only", and negates nothing.
      if (openerOnly) {
        if (units[reachFrom]!.entry!.spec) negations--;
        reachAt = -1;
        openerAt = -1;
        continue;
      }
      // "Je ne pense pas que ce soit bon": past its closer, the negation reaches into the clause "que" opens.
      reachAt = u.at;
      continue;
    }
    if (reachAt >= 0 && !u.symbol && !isBooster(u) && toned(u)) {
      u.negated = true;
      reachAt = -1;
    }
  }
  closeReach();
  return negations;
}

/** Rule 4, boosters: each toned unit takes the weight of the boosters within three words before it in its sentence. */
export function boost(units: readonly Unit[]): void {
  for (let k = 0; k < units.length; k++) {
    const u = units[k]!;
    if (!toned(u) || isBooster(u)) continue;
    // An absolute superlative came with its own boost (units); the boosters before it add to it.
    for (let j = k - 1; j >= 0; j--) {
      const b = units[j]!;
      const distance = u.at - b.at;
      if (b.sentence !== u.sentence || distance > 3) break;
      if (distance >= 1 && isBooster(b)) u.boost += b.entry!.boost! * BOOSTER_DECAY[distance]!;
    }
  }
}

/**
 * Rule 5, contrast: in each sentence, what precedes its first word of contrast weighs half and
 * what follows one and a half; a concessive's clause weighs half and the rest of the sentence one
 * and a half, whether the concession comes first ("Aunque es caro, es precioso") or last.
 */
export function contrast(units: readonly Unit[]): void {
  let k = 0;
  while (k < units.length) {
    const sentence = units[k]!.sentence;
    let end = k;
    while (end < units.length && units[end]!.sentence === sentence) end++;
    for (let j = k; j < end; j++) {
      const c = units[j]!.entry?.contrast;
      if (!c) continue;
      if (c === 'opening' && j > k && units[j - 1]!.clause === units[j]!.clause) continue;
      if (c === 'concessive') {
        const clause = units[j]!.clause;
        for (let u = k; u < end; u++)
          units[u]!.factor = u > j && units[u]!.clause === clause ? BEFORE_CONTRAST : AFTER_CONTRAST;
        units[j]!.factor = 1;
      } else {
        for (let b = k; b < j; b++) units[b]!.factor = BEFORE_CONTRAST;
        for (let a = j + 1; a < end; a++) units[a]!.factor = AFTER_CONTRAST;
      }
      break;
    }
    k = end;
  }
}
