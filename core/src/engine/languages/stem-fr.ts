/**
 * The French stemmer: Snowball (`@orama/stemmers`, Apache-2.0) on the word without its
 * diacritics, as the French lexicon's keys were made. One file per language, so a language
 * loads only its own stemmer.
 */
import { stemmer as frenchSnowball } from '@orama/stemmers/french';
import { normaliseWord } from './tokens';

/** The French stem of a lower-case word. */
export const frenchStem = (word: string): string => frenchSnowball(normaliseWord(word));
