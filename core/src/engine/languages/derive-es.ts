/**
 * Spanish verb forms: a conjugated verb, or a verb with its object pronouns written onto it, that
 * nothing rates as written is read by its infinitive. The rated lexicons give a verb as its
 * infinitive ("matar", "odiar", "joder"), and a text writes it conjugated ("mata", "odiaré",
 * "jodiendo") or with its pronouns ("odiándome", "matarte", "aburrirse"); the Snowball stem of a
 * short verb is too short to be looked up ("odi", "mat", "jod"). Only the regular endings: a verb
 * whose radical changes ("muero", "duele") is curated as written where it matters. A form is read
 * by an infinitive only where the curated entries or the lexicon rate that infinitive as written;
 * the function words and everyday nouns with the shape of a verb's form ("para", "peso") are read
 * by none (es.lexicon.generated.ts NOT_VERB_FORMS).
 */
import type { Derivation } from './language';
import { normaliseWord } from './tokens';
import { verbDerivationsOf } from './verb-forms';

/** The endings of each conjugation after its radical, without diacritics, with the infinitive's ending. */
const CONJUGATIONS: readonly (readonly [string, string])[] = [
  [
    'ar',
    'o as a amos ais an e aste aron aba abas abamos aban are aras ara aremos aran aria arias ariamos arian ' +
      'es emos en ase ado ada ados adas ando',
  ],
  [
    'er',
    'o es e emos en i iste io imos ieron ia ias iamos ian ere eras era eremos eran eria erias eriamos erian ' +
      'a as amos an iera ieras ieran ido ida idos idas iendo',
  ],
  [
    'ir',
    'o es e imos is en i iste io ieron ia ias iamos ian ire iras ira iremos iran iria irias iriamos irian ' +
      'a as amos an iera ieras ieran ido ida idos idas iendo',
  ],
];

/** Each ending with the infinitive endings it may come from, longest ending first. */
const ENDINGS: readonly (readonly [string, string])[] = CONJUGATIONS.flatMap(([infinitive, endings]) =>
  endings.split(' ').map((ending) => [ending, infinitive] as const),
).sort((a, b) => b[0].length - a[0].length);

/** The fewest letters of a radical: "mat" of "matar", "odi" of "odiar". */
const MIN_RADICAL = 3;
/** An ending this long tells a verb's form, and may follow a radical one letter shorter: "am|aba", "am|ando". */
const LONG_ENDING = 3;

/**
 * Object and reflexive pronouns written onto an infinitive, a gerund or an imperative: one, or two
 * as Spanish pairs them ("dímelo", "írsele", "írseme"; never "-osos", an adjective's ending).
 */
const ENCLITICS =
  /^(.+?)((?:me|te|se|nos|os)(?:lo|la|le|los|las|les)|se(?:me|te|nos|os)|me|te|se|nos|os|lo|la|le|los|las|les)$/;
/** An infinitive or a gerund, which take the pronouns after them. */
const TAKES_ENCLITICS = /(?:ar|er|ir|ando|iendo)$/;
/** An accented vowel: an imperative with pronouns carries the stress of the bare imperative ("ayúdame"). */
const ACCENTED = /[áéíóú]/;

/**
 * The verb a word with pronouns written onto it is made of, without diacritics ("odiándome" →
 * "odiando", "matarte" → "matar", "ayúdame" → "ayuda"); null when the word has none.
 */
export function withoutEnclitics(word: string): string | null {
  const m = ENCLITICS.exec(normaliseWord(word));
  if (!m) return null;
  const verb = m[1]!;
  if (verb.length < MIN_RADICAL + 2) return null;
  if (TAKES_ENCLITICS.test(verb) || ACCENTED.test(word)) return verb;
  return null;
}

/**
 * The infinitives a word may be a regular form of, without diacritics, longest ending first
 * ("odiaré" → "odiar"; "jodiendo" → "joder", "jodir"); the word's own pronouns are set aside first.
 */
export function spanishInfinitives(word: string): string[] {
  const form = withoutEnclitics(word) ?? normaliseWord(word);
  const out: string[] = [];
  if (/(?:ar|er|ir)$/.test(form) && form !== normaliseWord(word)) out.push(form);
  for (const [ending, infinitive] of ENDINGS) {
    const radical = form.length - ending.length;
    if (!form.endsWith(ending) || radical < MIN_RADICAL - (ending.length >= LONG_ENDING ? 1 : 0)) continue;
    const verb = form.slice(0, form.length - ending.length) + infinitive;
    if (verb !== form && !out.includes(verb)) out.push(verb);
  }
  return out;
}

/**
 * Spanish derivations (LanguageReading.derivations): a form by each of its infinitives that `verbs`
 * lists, keeping its tone; none for a word of `notVerbForms`.
 */
export function spanishDerivationsOf(
  verbs: ReadonlySet<string>,
  notVerbForms: ReadonlySet<string> = new Set(),
): (word: string) => Derivation[] {
  return verbDerivationsOf(spanishInfinitives, verbs, notVerbForms);
}
