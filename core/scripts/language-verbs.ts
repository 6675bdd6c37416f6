/**
 * The verbs of the translated lexicons whose conjugated forms the reader reads by their infinitive
 * (derive-fr.ts, derive-es.ts), and the everyday words that have the shape of such a form.
 *
 * French: the verbs of the translated lexicon, by infinitive. AFINN translated into French gives an English verb as a French
 * infinitive; a word of it in "-er" or "-ir" is a verb of the first or second group unless listed
 * in {@link NOT_VERBS}; one in "-oir" is of the third ("décevoir"), whose forms are listed apart.
 */
import { frenchDerivationsOf } from '../src/engine/languages/derive-fr';
import { spanishDerivationsOf, spanishInfinitives } from '../src/engine/languages/derive-es';
import { SPANISH_DEFINITION } from '../src/engine/languages/es';
import { baseFormsBy, tableOf } from '../src/engine/languages/shared';
import { normaliseWord } from '../src/engine/languages/tokens';
import { inflectedForms, stopWords, translatedWords, wordKey } from './language-sources';
import { NEUTRAL_WORDS } from './neutral-words';

/**
 * Words of the translated lexicon that end in "-er" or "-ir" but are adjectives or nouns (French,
 * and English words the translation left as they were): none has a verb's forms.
 */
export const NOT_VERBS: readonly string[] = [
  'amer',
  'cher',
  'fier',
  'léger',
  'danger',
  'enfer',
  'cancer',
  'super',
  'grossier',
  'meurtrier',
  'prisonnier',
  'nourricier',
  'bankster',
  'bummer',
  'cocksucker',
  'downer',
  'kinder',
  'roflcopter',
  'greenwasher',
  'faker',
  'clair',
  'désir',
  'plaisir',
  'soupir',
  'impair',
];

/** The infinitives of the first and second groups among translated words (lower case), without diacritics, sorted. */
export function regularVerbs(words: Iterable<string>): string[] {
  const verbs = new Set<string>();
  for (const word of words) {
    if (!/^[a-zàâçéèêëîïôûùüÿœ]{4,}$/.test(word) || NOT_VERBS.includes(word)) continue;
    if (word.endsWith('er') || (word.endsWith('ir') && !word.endsWith('oir'))) verbs.add(normaliseWord(word));
  }
  return [...verbs].sort();
}

/** The French verbs of the first and second groups in the translated lexicon, by infinitive without diacritics. */
export function frenchVerbs(): string[] {
  return regularVerbs(translatedWords('fr').map(([word]) => word));
}

/**
 * The neutral French words, and their listed forms, that would be read as a form of one of
 * `verbs`, without diacritics: the reader reads them by no verb ("volant", "privée").
 */
export function neutralVerbShapes(verbs: readonly string[]): string[] {
  const forms = NEUTRAL_WORDS.fr.flatMap((word) => [word, ...inflectedForms('fr', word)]).map(normaliseWord);
  return verbShaped(forms, frenchDerivationsOf(new Set(verbs)));
}

/** The forms `derive` reads as a verb's, once each, sorted. */
function verbShaped(forms: readonly string[], derive: (word: string) => readonly unknown[]): string[] {
  return [...new Set(forms.filter((form) => derive(form).length > 0))].sort();
}

/**
 * A participle, which often lives on as an adjective of its own ("querido", "distinguido"), or a
 * word of two syllables, whose shape too many other words share ("viva!"): no form a neutral verb
 * takes with it.
 */
const OWN_WORD = /(?:ad|id)[oa]s?$|^[^aeiou]*[aeiou][^aeiou]*[aeiou]$/;

/**
 * Drops from a Spanish lexicon the conjugated forms of its neutral verbs (neutral-words.ts) that it
 * keeps as written: a neutral verb's stem and infinitive are dropped with it, and its conjugated
 * forms must go too ("entran" of "entrar", "sucedan" of "suceder"); not its participles.
 */
export function dropNeutralVerbForms(lexicon: Map<string, number>): void {
  const verbs = new Set(NEUTRAL_WORDS.es.map(normaliseWord).filter((word) => SPANISH_INFINITIVE.test(word)));
  for (const key of [...lexicon.keys()]) {
    if (OWN_WORD.test(key)) continue;
    if (spanishInfinitives(key).some((verb) => verbs.has(verb))) lexicon.delete(key);
  }
}

/** A Spanish infinitive: a word of four letters or more in "-ar", "-er" or "-ir". */
const SPANISH_INFINITIVE = /^[a-zñ]{2,}(?:ar|er|ir)$/;

/**
 * The Spanish verbs the reader reads conjugated forms by (derive-es.ts), by infinitive without
 * diacritics: the infinitives among the translated words that `lexicon` keeps as written, and the
 * curated words that are infinitives. Not ML-SentiCon's keys, which are stems ("ester" is none).
 */
export function spanishVerbs(lexicon: ReadonlyMap<string, number>): string[] {
  const translated = translatedWords('es').map(([raw]) => wordKey(raw));
  const curated = Object.keys(tableOf(SPANISH_DEFINITION)).map(normaliseWord);
  const verbs = [...translated, ...curated].filter(
    (word): word is string => word !== null && SPANISH_INFINITIVE.test(word),
  );
  return [...new Set(verbs)].filter((verb) => lexicon.has(verb) || curated.includes(verb)).sort();
}

/**
 * The Spanish function words (the stop words) and neutral words, their listed forms and their plain
 * forms, that would be read as a form of one of `verbs`, without diacritics: the reader reads them by
 * no verb ("contra" is no form of "contrar", "motivo" none of "motivar").
 */
export function spanishNotVerbForms(verbs: readonly string[]): string[] {
  const plain = baseFormsBy(SPANISH_DEFINITION.endings!);
  const words = [...stopWords('es'), ...NEUTRAL_WORDS.es.flatMap((word) => [word, ...inflectedForms('es', word)])];
  const forms = words.map(normaliseWord).flatMap((form) => [form, ...plain(form)]);
  return verbShaped(forms, spanishDerivationsOf(new Set(verbs)));
}
