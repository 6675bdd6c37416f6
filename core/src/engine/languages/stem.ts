/**
 * The stemmers of the three readings: Snowball (`@orama/stemmers`, Apache-2.0) as each lexicon's
 * keys were made. French and German stem the word without its diacritics; Spanish stems the word
 * as written (its suffixes carry accents: "-ación"), then drops the diacritics, and reads the
 * irregular forms its lexicon's stemmer knew ("estoy" → "estar", "pued" → "pod").
 */
import { stemmer as germanSnowball } from '@orama/stemmers/german';
import { stemmer as frenchSnowball } from '@orama/stemmers/french';
import { stemmer as spanishSnowball } from '@orama/stemmers/spanish';
import { normaliseWord } from './tokens';

/** Pairs "key value key value …" as a map. */
function pairs(flat: string): Map<string, string> {
  const words = flat.split(' ');
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i]!, words[i + 1]!);
  return map;
}

/** The French stem of a lower-case word. */
export const frenchStem = (word: string): string => frenchSnowball(normaliseWord(word));

/** The German stem of a lower-case word. */
export const germanStem = (word: string): string => germanSnowball(normaliseWord(word));

/** The Spanish stemmer, with its irregular forms as "word stem …" before and "stem stem …" after stemming. */
export function spanishStemmer(before: string, after: string): (word: string) => string {
  const early = pairs(before);
  const late = pairs(after);
  return (word) => {
    const plain = normaliseWord(word);
    const irregular = early.get(plain);
    if (irregular !== undefined) return irregular;
    const stem = normaliseWord(spanishSnowball(word));
    return late.get(stem) ?? stem;
  };
}
