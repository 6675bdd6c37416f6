/**
 * French verb forms: a conjugated verb that nothing rates as written is read by its infinitive, and
 * so is the agent noun made from it ("tueur", "pollueur").
 * AFINN translated into French gives a verb as its infinitive ("échouer", "dénoncer", "polluer"),
 * and a text writes it conjugated ("échouent", "dénoncé", "polluait"); its Snowball stem reaches
 * some forms and not others ("tuer" stems to "tu", too short to be looked up; "échouent" keeps its
 * "-ent"). Only the first group (infinitive in "-er"): its forms are regular and it holds most
 * French verbs; verbs in "-ir" and "-re" conjugate by groups their infinitive does not tell apart
 * ("finir, finissent" but "mourir, meurent"). A form is read by an infinitive only where the
 * lexicon lists that infinitive as a verb (fr.lexicon.generated.ts VERBS): a key in "-er" may
 * also be a stem of another word ("conner" of "connerie"), and "connais" is no form of it.
 */
import type { Derivation } from './language';
import { normaliseWord } from './tokens';

/**
 * The endings of a first-group verb after its radical ("dénonc|ent"), without diacritics: present,
 * imperfect, future, conditional, participles. Not the simple past, which tweets and messages do
 * not write and whose short forms are other words more often ("Privas" is a town, "Viola" a name).
 */
const FIRST_GROUP_ENDINGS = [
  'e es ent ons ez',
  'ais ait ions iez aient',
  'erai eras era erons erez eront',
  'erais erait erions eriez eraient',
  'ee ees ant',
  // The agent noun: "tueur", "pollueur", "tricheur" are who does what the verb says.
  'eur',
]
  .join(' ')
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** The fewest letters of a radical: "tu" of "tuer". */
const MIN_RADICAL = 2;

/**
 * The infinitives a word may be a first-group form of, without diacritics, longest ending first
 * ("dénonçaient" → "denoncer"; "mangeons" → "manger"): "ge" before "a" and "o" is "g" in the
 * infinitive (and "ç" is "c" once diacritics are gone).
 */
export function frenchInfinitives(word: string): string[] {
  const form = normaliseWord(word);
  const out: string[] = [];
  for (const ending of FIRST_GROUP_ENDINGS) {
    if (!form.endsWith(ending) || form.length - ending.length < MIN_RADICAL) continue;
    let radical = form.slice(0, form.length - ending.length);
    if (/^[ao]/.test(ending) && radical.endsWith('ge')) radical = radical.slice(0, -1);
    const infinitive = radical + 'er';
    if (infinitive !== form && !out.includes(infinitive)) out.push(infinitive);
  }
  return out;
}

/**
 * French derivations (LanguageReading.derivations): a form by each of its infinitives that `verbs`
 * lists, keeping its tone; none for a word of `notVerbForms`, everyday words that have the shape
 * of a verb's form (without diacritics: "volant" is a wheel, not "voler", to steal).
 */
export function frenchDerivationsOf(
  verbs: ReadonlySet<string>,
  notVerbForms: ReadonlySet<string> = new Set(),
): (word: string) => Derivation[] {
  return (word) =>
    notVerbForms.has(normaliseWord(word))
      ? []
      : frenchInfinitives(word)
          .filter((infinitive) => verbs.has(infinitive))
          .map((base) => ({ base, turn: 'keep' }));
}
