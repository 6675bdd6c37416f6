/**
 * The German stemmer: Snowball (`@orama/stemmers`, Apache-2.0) on the word without its
 * diacritics, as the German lexicon's keys were made. One file per language, so a language
 * loads only its own stemmer.
 */
import { stemmer as germanSnowball } from '@orama/stemmers/german';
import { normaliseWord } from './tokens';

/** The German stem of a lower-case word. */
export const germanStem = (word: string): string => germanSnowball(normaliseWord(word));
