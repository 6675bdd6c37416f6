/**
 * The Spanish stemmer: Snowball (`@orama/stemmers`, Apache-2.0) on the word as written (its
 * suffixes carry accents: "-ación"), diacritics then dropped, with the irregular forms the
 * Spanish lexicon's own stemmer knew ("estoy" → "estar", "pued" → "pod"), as ML-SentiCon's keys
 * were made. One file per language, so a language loads only its own stemmer.
 */
import { stemmer as spanishSnowball } from '@orama/stemmers/spanish';
import { normaliseWord } from './tokens';

/** Pairs "key value key value …" as a map. */
function pairs(flat: string): Map<string, string> {
  const words = flat.split(' ');
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < words.length; i += 2) map.set(words[i]!, words[i + 1]!);
  return map;
}

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
