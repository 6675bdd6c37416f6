/**
 * The rating of one word of Spanish, French or German (rule 2 of read.ts, units.ts): its curated
 * entry, its form or stem in the rated lexicon, its plain forms, and what it is made from.
 */
import { NEGATION_KEEP } from '../weights';
import type { Derivation, Entry, LanguageReading } from './language';
import { normaliseWord } from './tokens';

/**
 * The fewest letters of a form or stem looked up in a rated lexicon: shorter stems stand for too
 * many words to tell apart ("ir" is the stem of "ira", anger, and the verb "to go"; "cas" of
 * "casa" and "casto"). Curated entries (language modules) cover the short words that carry tone.
 */
export const MIN_RATED_KEY = 4;

/**
 * Whether a word (`form`, without diacritics) may be read by its stem: always, unless the language
 * lists the endings its stems may cut off (LanguageReading.stemEndings) and the stem cuts off
 * another, a suffix of derivation ("génération" is not "généreux", "Amérique" not "amer"). A stem
 * that is no prefix of the word (the stemmer changed a letter) is read.
 */
function inflects(reading: LanguageReading, form: string, stem: string): boolean {
  const endings = reading.stemEndings;
  if (endings === undefined || !form.startsWith(stem)) return true;
  return endings.has(form.slice(stem.length));
}

/**
 * Whether a curated entry gives a word a role on an axis alone (calm, aroused, hedging, committing,
 * agreeing, opposing), not a valence, nor a role toward other words. A rated word's other forms
 * keep the lexicon's rating of its stem: a stem stands for words of other senses too ("wein" of
 * "weinen", "galerie" of "galère"), and the lexicon rates what the stem's words share.
 */
const axisRole = (e: Entry) =>
  e.valence === undefined &&
  e.negates === undefined &&
  e.boost === undefined &&
  e.contrast === undefined &&
  !e.restricts &&
  (e.certainty !== undefined || e.intensity !== undefined || e.coherence !== undefined);

const curatedStems = new WeakMap<LanguageReading, ReadonlyMap<string, CuratedWord>>();
/**
 * The curated single words of a role on an axis ({@link axisRole}), by their stem, made when first
 * needed: their other forms take the role as they do ("ruhiger" and "ruhigen" are calm as "ruhig"
 * is, "calmes" as "calme"), rather than the translated lexicon's rating of the stem (praise, for
 * "calm"). A stem two such words with different entries share stands for neither.
 */
function curatedByStem(reading: LanguageReading): ReadonlyMap<string, CuratedWord> {
  let byStem = curatedStems.get(reading);
  if (!byStem) {
    const found = new Map<string, CuratedWord | null>();
    for (const [word, entry] of reading.entries) {
      if (word.includes(' ') || !axisRole(entry)) continue;
      const stem = reading.stem(word);
      if (stem.length < MIN_RATED_KEY) continue;
      const known = found.get(stem);
      const plain = normaliseWord(word);
      // The shortest word of the stem stands for it ("tranquilo" rather than "tranquilos").
      if (known === undefined || (known !== null && sameRole(known.entry, entry)))
        found.set(stem, known && known.word.length <= plain.length ? known : { word: plain, entry });
      else found.set(stem, null);
    }
    byStem = new Map([...found].filter((e): e is [string, CuratedWord] => e[1] !== null));
    curatedStems.set(reading, byStem);
  }
  return byStem;
}

/** A curated word of a role on an axis, without diacritics, and its entry. */
interface CuratedWord {
  word: string;
  entry: Entry;
}

const sameRole = (a: Entry, b: Entry) =>
  a.certainty === b.certainty && a.intensity === b.intensity && a.coherence === b.coherence;

/** The most letters an inflection adds to its word ("ruhig" → "ruhigen", "tranquilo" → "tranquilas"). */
const INFLECTION_LETTERS = 3;
/**
 * Whether `form` (without diacritics) is an inflection of `word`: the word, or the word without its
 * final vowel, and then a few letters ("ruhiger", "calmes", "tranquilas"); not a word the stemmer
 * merely joins to it ("natur" of "natürlich", "seguridad" of "seguro").
 */
function inflectionOf(form: string, word: string): boolean {
  const base = /[aeiou]$/.test(word) && !form.startsWith(word) ? word.slice(0, -1) : word;
  return form.startsWith(base) && form.length > base.length && form.length - base.length <= INFLECTION_LETTERS;
}

/**
 * The rating of a word: its curated entry (as written, then without diacritics), its form in the
 * rated lexicon, the curated entry of its stem, its stem in the rated lexicon; null when none.
 */
export function rate(
  reading: LanguageReading,
  lower: string,
  form: string,
  stemmed = true,
): { entry: Entry | undefined; valence: number } | null {
  const entry = reading.entries.get(lower) ?? reading.entries.get(form);
  if (entry) return { entry, valence: entry.valence ?? 0 };
  let v = form.length >= MIN_RATED_KEY ? reading.lexicon.get(form) : undefined;
  if (!stemmed || reading.unstemmedEndings?.some((ending) => lower.endsWith(ending)))
    return v === undefined ? null : { entry: undefined, valence: v };
  // A word typed without its accents stems as the accented word would not ("accion"), and the other way round.
  for (const written of form === lower ? [lower] : [lower, form]) {
    if (v !== undefined) break;
    const stem = reading.stem(written);
    if (stem.length < MIN_RATED_KEY || !inflects(reading, form, stem)) continue;
    const curated = curatedByStem(reading).get(stem);
    if (curated && inflectionOf(form, curated.word)) return { entry: curated.entry, valence: 0 };
    v = reading.lexicon.get(stem);
  }
  return v === undefined ? null : { entry: undefined, valence: v };
}

/** Whether the language rates a word (lower case, as written) as itself or by its stem, with a valence other than 0. */
export function ratesWord(reading: LanguageReading, lower: string): boolean {
  const r = rate(reading, lower, normaliseWord(lower));
  return r !== null && r.valence !== 0;
}

/**
 * The rating of the first of `words` (lower case) that rates with a valence other than 0, by its stem
 * too unless `stemmed` is false; null when none does.
 */
export function rateFirst(
  reading: LanguageReading,
  words: Iterable<string>,
  stemmed = true,
): { entry: Entry | undefined; valence: number } | null {
  for (const word of words) {
    const r = rate(reading, word, normaliseWord(word), stemmed);
    if (r !== null && r.valence !== 0) return r;
  }
  return null;
}

/** A word rated by the first of its plain forms (LanguageReading.baseForms) that rates; null when none does. */
export function rateByBaseForm(
  reading: LanguageReading,
  lower: string,
): { entry: Entry | undefined; valence: number } | null {
  return rateFirst(reading, reading.baseForms!(lower), false);
}

/** A base's valence as a derivation turns it (language.ts Derivation). */
function turnedValence(valence: number, turn: Derivation['turn']): number {
  if (turn === 'keep') return valence;
  return turn === 'flip' ? -NEGATION_KEEP * valence : -NEGATION_KEEP * Math.abs(valence);
}

/**
 * The fewest letters of a compound's head read from the rated lexicon: the machine-translated
 * lexicon rates short strings that end many words by chance ("Eintr|acht", "Um|frage"); a curated
 * entry is read at any length a head may have.
 */
export const MIN_LEXICON_HEAD = 7;

/**
 * A compound's head rated by its curated entry or the lexicon's form; null when none. Its plain forms
 * need no lookup of their own: the heads of the compound's plain forms are tried too.
 */
function rateHead(reading: LanguageReading, head: string): { entry: undefined; valence: number } | null {
  const form = normaliseWord(head);
  const entry = reading.entries.get(head) ?? reading.entries.get(form);
  if (entry !== undefined) return entry.valence ? { entry: undefined, valence: entry.valence } : null;
  const valence = head.length >= MIN_LEXICON_HEAD ? reading.lexicon.get(form) : undefined;
  return valence ? { entry: undefined, valence } : null;
}

/**
 * A word rated by what it is made from (LanguageReading.derivations): the derivations by affixes of
 * the word and of its plain forms, then its heads (a compound is read by its head only when no affix
 * explains it), the first base that rates, turned as its derivation says; null when none does.
 */
export function rateByDerivation(
  reading: LanguageReading,
  lower: string,
): { entry: undefined; valence: number } | null {
  const derivations = reading.derivations!;
  const forms = [lower, ...(reading.baseForms?.(lower) ?? [])];
  const made = forms.map((form) => derivations(form));
  for (const heads of [false, true]) {
    for (const list of made) {
      for (const d of list) {
        if ((d.head === true) !== heads) continue;
        // A base is read as its form, not its stem: a stem of the translated lexicon, tried on every
        // string a word may be cut into, would rate too many of them by chance.
        const r = heads ? rateHead(reading, d.base) : rate(reading, d.base, normaliseWord(d.base), false);
        if (r !== null && r.valence !== 0) return { entry: undefined, valence: turnedValence(r.valence, d.turn) };
      }
    }
  }
  return null;
}
