/**
 * The French verbs of the translated lexicon, by infinitive: the reader reads their conjugated
 * forms by them (derive-fr.ts). AFINN translated into French gives an English verb as a French
 * infinitive; a word of it in "-er" or "-ir" is a verb of the first or second group unless listed
 * in {@link NOT_VERBS}; one in "-oir" is of the third ("décevoir"), whose forms are listed apart.
 */
import { normaliseWord } from '../src/engine/languages/tokens';

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
