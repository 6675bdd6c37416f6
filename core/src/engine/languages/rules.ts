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
 * openers ("Bueno, ya veremos", "…y bueno.", "Pero bueno, …"), or that closes its clause right
 * after a closing opener ("C'est cher, mais bon."), is a discourse marker: it takes the marker's
 * entry ("well", "OK") instead of its rated sense.
 */
function discourseMarkers(
  read: Unit[],
  { markers, openers, closing }: NonNullable<LanguageReading['discourse']>,
): void {
  for (let k = 0; k < read.length; k++) {
    const u = read[k]!;
    const entry = u.symbol ? undefined : markers.get(u.term);
    if (entry === undefined) continue;
    if (k + 1 < read.length && read[k + 1]!.clause === u.clause) continue;
    const opener = read[k - 1];
    const closes = opener !== undefined && opener.clause === u.clause && closing?.has(opener.term) === true;
    let before = k - 1;
    while (before >= 0 && read[before]!.clause === u.clause && openers.has(read[before]!.term)) before--;
    if (!closes && before >= 0 && read[before]!.clause === u.clause) continue;
    u.entry = entry;
    u.valence = entry.valence ?? 0;
  }
}

/**
 * Rule 3, negation: flips the first toned word within three words after a negator, in its
 * clause; concord carries a reach on; in a language that negates backward, a reach that ends
 * with nothing flipped takes the toned word just before its negator; a negator that follows the
 * verb (`postverbal`: LanguageReading.postverbal) with no opener before it, right after a toned
 * word, negates that word instead of reaching forward ("j'aime pas ça"); an opener whose reach
 * meets a word of restriction before any other negator ("ne … que", only) negates nothing, and
 * past the closer that word carries the reach into the clause it opens ("je ne pense pas que ce
 * soit bon"). A shifter (Entry.negates 'shifter': "evitar", "réduire", "verhindern") flips as a
 * negator does, in German back to the object before it when it closes its clause ("die Armut
 * bekämpfen"); met with a negator, the two cancel out and nothing is flipped: a shifter in a
 * negator's reach ("no evita el problema", "n'empêche que c'est beau"), a negator right after a
 * shifter ("j'évite pas le pire", "Das löst keine Probleme"), and in German a negator closing the
 * clause after a word a shifter flipped ("Das verhindert den Krieg nicht") turns it back. A negator
 * later in a shifter's reach opens its own ("Reducir no es fácil"). In a text that capitalises its
 * nouns, as German does (`capitalisesNouns`), a shifter flips only a capitalised word, its object,
 * and passes over the adverbs beside it ("Die Armut wurde erfolgreich bekämpft"). A negator of
 * `forwardOnly` (LanguageReading.forwardNegators: "kein", "ohne") never reaches back. Returns how many
 * of the spec's negators opened a reach (concord not counted again).
 */
export function negate(
  units: readonly Unit[],
  backward: boolean,
  postverbal?: ReadonlySet<string>,
  capitalisesNouns = false,
  forwardOnly?: ReadonlySet<string>,
): number {
  const nouns = capitalisesNouns && nounsCapitalised(units);
  return new Negation(units, backward, postverbal, nouns, forwardOnly).read();
}

/** Whether a text writes its nouns with capitals: a word other than the first of its sentence is capitalised. */
function nounsCapitalised(units: readonly Unit[]): boolean {
  for (let k = 1; k < units.length; k++)
    if (units[k]!.capital && units[k - 1]!.sentence === units[k]!.sentence) return true;
  return false;
}

/** A word a negator that follows the verb may negate: a toned word of its clause right before it, not yet negated. */
function verbBefore(before: Unit, negator: Unit): boolean {
  return (
    before.clause === negator.clause &&
    negator.at - before.at === 1 &&
    !before.symbol &&
    !before.negated &&
    !isNegator(before) &&
    !isBooster(before) &&
    toned(before)
  );
}

/** Rule 3 over one text's units (see {@link negate}): the reach open, and what it was opened by. */
class Negation {
  negations = 0;
  reachAt = -1;
  reachFrom = -1;
  reachClause = -1;
  openerAt = -1;
  openerClause = -1;
  /** Whether the open reach is an opener's alone, no other negator in it yet ("ne" of "ne … que"). */
  openerOnly = false;
  /** Whether the open reach is a shifter's, no negator in it yet. */
  shifting = false;
  /** The words a shifter flipped, which a negator closing a German clause turns back. */
  shifted: Set<Unit> | undefined;

  constructor(
    readonly units: readonly Unit[],
    readonly backward: boolean,
    readonly postverbal: ReadonlySet<string> | undefined,
    /** Whether a shifter governs only a capitalised word, its noun object (LanguageReading.capitalisesNouns). */
    readonly nouns: boolean,
    readonly forwardOnly: ReadonlySet<string> | undefined,
  ) {}

  /** Whether the open reach may flip `u`: a shifter's, in a text that capitalises nouns, only a noun. */
  governs(u: Unit): boolean {
    return !this.shifting || !this.nouns || u.capital;
  }

  read(): number {
    const units = this.units;
    for (let k = 0; k < units.length; k++) {
      const u = units[k]!;
      if (
        this.reachAt >= 0 &&
        (u.clause !== this.reachClause || u.at - this.reachAt > NEGATION_SCOPE_WORDS || u.entry?.contrast)
      )
        this.closeReach();
      if (u.entry?.negates === 'shifter') this.shifter(u, k);
      else if (isNegator(u)) this.negator(u, k);
      else if (this.reachAt >= 0 && u.entry?.restricts) this.restriction(u);
      else if (this.reachAt >= 0 && !u.symbol && !isBooster(u) && toned(u) && this.governs(u)) {
        this.flip(u);
        this.reachAt = -1;
      }
    }
    this.closeReach();
    return this.negations;
  }

  flip(u: Unit): void {
    u.negated = true;
    if (this.shifting) (this.shifted ??= new Set()).add(u);
  }

  open(k: number): void {
    const u = this.units[k]!;
    this.reachAt = u.at;
    this.reachFrom = k;
    this.reachClause = u.clause;
  }

  /** The reach ends; in a language that negates backward, one that flipped nothing takes the toned word just before it. */
  closeReach(): void {
    if (this.reachAt >= 0 && this.backward && !this.forwardOnly?.has(this.units[this.reachFrom]!.term)) {
      for (let k = this.reachFrom - 1; k >= 0; k--) {
        const u = this.units[k]!;
        if (u.clause !== this.reachClause || this.reachAt - u.at > NEGATION_SCOPE_WORDS) break;
        if (toned(u) && !u.symbol && !isNegator(u) && !isBooster(u) && this.governs(u)) {
          // "Das verhindert den Krieg nicht": the negation denies the shifting, and the war is war again.
          if (!this.shifting && this.shifted?.has(u)) u.negated = false;
          else this.flip(u);
          break;
        }
      }
    }
    this.reachAt = -1;
  }

  shifter(u: Unit, k: number): void {
    // "No evita el problema", "N'empêche que c'est beau": a negation (or a second shifter) reaching a
    // shifter undoes it, and what it governs keeps its tone.
    if (this.reachAt >= 0) {
      this.reachAt = -1;
      return;
    }
    this.open(k);
    this.openerOnly = false;
    this.shifting = true;
  }

  negator(u: Unit, k: number): void {
    const role = u.entry!.negates;
    if (this.reachAt >= 0 && this.shifting) {
      // "J'évite pas le pire", "Das löst keine Probleme": a negator right after a shifter negates it.
      if (u.at - this.reachAt === 1) {
        if (u.entry!.spec) this.negations++;
        this.reachAt = -1;
        return;
      }
      // "Reducir no es fácil": further on, the negator opens a reach of its own.
      this.closeReach();
    }
    this.shifting = false;
    const open = this.reachAt >= 0;
    // The second half of "ne … pas" after the first has flipped its word: the same negation, done.
    const closing = role !== 'opener' && this.openerClause === u.clause && u.at - this.openerAt <= NEGATION_SCOPE_WORDS;
    if (closing && !open) return;
    // A closer with no reach open is a word of its own ("plus" is "more").
    if (role === 'closer' && !open) return;
    if (!open && u.entry!.spec) this.negations++;
    this.openerOnly = !open && role === 'opener';
    // "J'aime pas ça": with no opener before it, a negator right after a toned word negates that word.
    if (this.postverbal?.has(u.term) && !open && k > 0 && verbBefore(this.units[k - 1]!, u)) {
      this.units[k - 1]!.negated = true;
      return;
    }
    if (role === 'opener') {
      this.openerAt = u.at;
      this.openerClause = u.clause;
    }
    this.open(k);
  }

  restriction(u: Unit): void {
    // "Il ne reste que les belles images": "ne … que" is "only", and negates nothing.
    if (this.openerOnly) {
      if (this.units[this.reachFrom]!.entry!.spec) this.negations--;
      this.reachAt = -1;
      this.openerAt = -1;
      return;
    }
    // "Je ne pense pas que ce soit bon": past its closer, the negation reaches into the clause "que" opens.
    this.reachAt = u.at;
  }
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
