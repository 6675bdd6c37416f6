/**
 * French verb forms: a conjugated verb that nothing rates as written is read by its infinitive, and
 * so is the agent noun made from it ("tueur", "pollueur").
 * AFINN translated into French gives a verb as its infinitive ("échouer", "dénoncer", "polluer"),
 * and a text writes it conjugated ("échouent", "dénoncé", "polluait"); its Snowball stem reaches
 * some forms and not others ("tuer" stems to "tu", too short to be looked up; "échouent" keeps its
 * "-ent"). The first group (infinitive in "-er") and the second ("-ir", "finir, finissent") are
 * regular; the third group's toned verbs are listed with their forms ("mourir: meurt meurent …",
 * fr.ts irregular), as its forms follow no rule an infinitive tells. A form is read by an infinitive only where the
 * lexicon lists that infinitive as a verb (fr.lexicon.generated.ts VERBS): a key in "-er" may
 * also be a stem of another word ("conner" of "connerie"), and "connais" is no form of it.
 */
import type { Derivation } from './language';
import { normaliseWord } from './tokens';
import { verbDerivationsOf } from './verb-forms';

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

/**
 * The endings of a second-group verb after its radical ("trah|issent"): present, imperfect, future,
 * conditional, participles. A verb of the third group in "-ir" shares its participle ("menti").
 */
const SECOND_GROUP_ENDINGS = [
  'is it issons issez issent',
  'issais issait issions issiez issaient',
  'irai iras ira irons irez iront',
  'irais irait irions iriez iraient',
  'i ie ies issant',
]
  .join(' ')
  .split(' ')
  .sort((a, b) => b.length - a.length);

/** The fewest letters of a radical: "tu" of "tuer". */
const MIN_RADICAL = 2;

/**
 * The infinitives a word may be a first-group form of, without diacritics, longest ending first
 * ("dénonçaient" → "denoncer"; "mangeons" → "manger"; "trahissent" → "trahir"): "ge" before "a"
 * and "o" is "g" in the infinitive (and "ç" is "c" once diacritics are gone).
 */
export function frenchInfinitives(word: string): string[] {
  const form = normaliseWord(word);
  const out: string[] = [];
  const add = (infinitive: string) => {
    if (infinitive !== form && !out.includes(infinitive)) out.push(infinitive);
  };
  for (const ending of FIRST_GROUP_ENDINGS) {
    if (!form.endsWith(ending) || form.length - ending.length < MIN_RADICAL) continue;
    let radical = form.slice(0, form.length - ending.length);
    if (/^[ao]/.test(ending) && radical.endsWith('ge')) radical = radical.slice(0, -1);
    add(radical + 'er');
  }
  for (const ending of SECOND_GROUP_ENDINGS) {
    if (form.endsWith(ending) && form.length - ending.length >= MIN_RADICAL) add(form.slice(0, -ending.length) + 'ir');
  }
  return out;
}

/**
 * French derivations (LanguageReading.derivations): a form of an irregular verb by its infinitive
 * (`irregular`, irregularFormsOf), another by each of its infinitives that `verbs` lists, keeping
 * its tone; none for a word of `notVerbForms`, everyday words that have the shape of a verb's form
 * (without diacritics: "volant" is a wheel, not "voler", to steal).
 */
export function frenchDerivationsOf(
  verbs: ReadonlySet<string>,
  notVerbForms: ReadonlySet<string> = new Set(),
  irregular: ReadonlyMap<string, string> = new Map(),
): (word: string) => Derivation[] {
  return verbDerivationsOf(frenchInfinitives, verbs, notVerbForms, irregular);
}
