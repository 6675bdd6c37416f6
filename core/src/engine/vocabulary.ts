/**
 * The vocabulary of the local axis engine, built once on first use: every term of the
 * graded valence lexicon (graded-lexicon.ts), every curated axis entry (lexicon.ts) with
 * the inflected forms of its single words, the boosters, the spec's intensifiers and
 * negators, apostrophe-less contractions ("dont") and the words of two-word phrases, in
 * an open-addressing hash table keyed by the word's lower-case UTF-16 code units, so the
 * scanner can look a word up without building a string, and the short and medium words of
 * letters and digits again in small tables of their own, by their keys (word-classes.ts
 * SHORT_WORD_MAX, MEDIUM_WORD_MAX), where the scanner finds them without reading the word.
 * Each term's tone is kept in typed arrays by term number (words first, then phrases).
 */
import { buildVocabulary } from './vocabulary-build';
import { hashStringWord, hashWord, phraseKey } from './word-classes';
import { PHRASE_SHOWN } from './lexicon/forms';

export * from './word-classes';
export * from './lexicon/roles';
export * from './lexicon/forms';
export { buildVocabulary } from './vocabulary-build';

/** The built vocabulary: the hash table over its words, its phrases and every term's tone. */
export interface Vocabulary {
  /** Number of words (ids 0 .. size − 1). */
  size: number;
  /** Number of two-word phrases (term numbers size .. size + phraseCount − 1). */
  phraseCount: number;
  /** Open-addressing table of the phrases, two entries per slot: phrase key ({@link phraseKey}) + 1 (0 is empty), then the term number. */
  phraseTable: Int32Array;
  /** Two entries per slot: word id + 1 (0 is empty), then the word's hash (checked before the word itself). */
  table: Int32Array;
  mask: number;
  /**
   * The short words (of up to SHORT_WORD_MAX code units, each of a–z, 0–9 and the apostrophe),
   * whose key is the word itself: two entries per slot, the key (0 is empty), then the word's
   * wordEntry (0, an unknown word, in an empty slot). A scanned word of that form is found here
   * by its key alone, without reading the word. The first slot of a key is keySlot(key, shortShift).
   */
  shortTable: Int32Array;
  shortMask: number;
  shortShift: number;
  /**
   * The medium words (MEDIUM_WORD_MAX: of six or seven code units, each of a–z, 0–9 and the
   * apostrophe), three entries per slot: the key, the word's mediumWordCheck (0 is empty),
   * then its wordEntry.
   */
  mediumTable: Int32Array;
  mediumMask: number;
  mediumShift: number;
  /**
   * Every word, back to back, as UTF-16 code units: the scanner compares a word with them, and a
   * word's text is made from them only when asked (termText). No string of them all is made: a
   * decoder's first use took a sixth of the build's time, for words a reading hardly ever shows.
   */
  units: Uint16Array;
  /** Where each word starts in {@link units}, by id (one more entry marks the end). */
  offsets: Int32Array;
  /** Longest word in the vocabulary, in code units. */
  maxLength: number;
  /** Flags of every word, by id. */
  flags: Int32Array;
  /** For contractions written without an apostrophe: the id of the word before the implied "not" (−1 otherwise). */
  stems: Int32Array;
  /** Number of terms: words (term number = id), then phrases. */
  termCount: number;
  /** Text of every phrase, by term number − size ({@link termText} gives any term's text). */
  phraseTexts: string[];
  /** Each term's name among the drivers ({@link termName}), by term number, made the first time one is asked for. */
  names: (string | undefined)[];
  /**
   * The tone number of every term: terms share their tones (a few hundred in all), which
   * the arrays below hold by tone number.
   */
  tone: Uint16Array;
  /** Rated valence of every tone, VADER units −4..4 (0 when none). */
  valence: Float32Array;
  /** Valence the warmth axis reads (VADER units): the rated valence, or the curated warmth where a term has one. */
  warmth: Float32Array;
  /** Curated weight of every tone on each side, 8 per tone in {@link SIDES} order (word-equivalents; warmth's two sides are read through {@link warmth}). */
  sides: Float32Array;
  /** Booster (+) or dampener (−) weight of every tone, VADER units. */
  modifier: Float32Array;
  /** 1 when the tone has a curated weight on a side other than warmth's. */
  curated: Uint8Array;
  /** 1 for the tone of the words of knowing (lexicon/roles.ts ROLE_WORDS.knowing), whose negation is a hedge. */
  knowing: Uint8Array;
  /** 1 for a tone whose valence counts only when negated ({@link FLAG_NEGATED_ONLY}). */
  negatedOnly: Uint8Array;
  /** 1 for a tone whose valence counts only in a hyperbole of degree ({@link FLAG_HYPERBOLE_ONLY}). */
  hyperboleOnly: Uint8Array;
  /** Term number of each phrase of {@link PHRASE_BREAKS} → ids of the words that unmake it. */
  phraseBreaks: Map<number, number[]>;
  /** What each phrase does besides counting its tone (word-classes.ts PHRASE_NEGATING …), by term number − size. */
  phraseRoles: Uint8Array;
}

/** Slots of the phrase table, as a power of two: twice word-classes.ts MAX_PHRASES. */
const PHRASE_BITS = 13;
export const PHRASE_SLOTS = 1 << PHRASE_BITS;

/** First slot of a phrase key in the phrase table (Fibonacci hashing). */
export function phraseSlot(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - PHRASE_BITS);
}

/** Term number of the phrase of words `first` and `second`, or -1. */
export function lookupPhrase(v: Vocabulary, first: number, second: number): number {
  const key = phraseKey(first, second) + 1;
  let slot = phraseSlot(key - 1);
  for (;;) {
    const stored = v.phraseTable[slot << 1]!;
    if (stored === key) return v.phraseTable[(slot << 1) + 1]!;
    if (stored === 0) return -1;
    slot = (slot + 1) & (PHRASE_SLOTS - 1);
  }
}

/** Id of the lower-case word `word` in `v`, or -1. */
export function idOfString(v: Vocabulary, word: string): number {
  const h = hashStringWord(word, 0, word.length);
  let slot = h & v.mask;
  for (;;) {
    const stored = v.table[slot << 1]!;
    if (stored === 0) return -1;
    const start = v.offsets[stored - 1]!;
    if (v.table[(slot << 1) + 1] === h && v.offsets[stored]! - start === word.length) {
      let i = 0;
      while (i < word.length && v.units[start + i] === word.charCodeAt(i)) i++;
      if (i === word.length) return stored - 1;
    }
    slot = (slot + 1) & v.mask;
  }
}

/** Name of term `t` of `v` among the drivers: its text, or for a phrase of PHRASE_SHOWN the words people write. */
export function termName(v: Vocabulary, t: number): string {
  let name = v.names[t];
  if (name === undefined) {
    const text = termText(v, t);
    name = v.names[t] = t >= v.size ? (PHRASE_SHOWN[text] ?? text) : text;
  }
  return name;
}

/** Text of term `t` of `v` (a word or a phrase): built when asked. */
export function termText(v: Vocabulary, t: number): string {
  if (t >= v.size) return v.phraseTexts[t - v.size]!;
  return String.fromCharCode(...v.units.subarray(v.offsets[t]!, v.offsets[t + 1]!));
}

let built: Vocabulary | null = null;

/** The vocabulary, built on first use (so merely importing core costs nothing). */
export function vocabulary(): Vocabulary {
  built ??= buildVocabulary();
  return built;
}

/** Id of the word in `buf[0..length)`, or -1. */
export function lookupCodes(v: Vocabulary, buf: Uint16Array, length: number): number {
  const h = hashWord(buf, length);
  let slot = h & v.mask;
  for (;;) {
    const stored = v.table[slot << 1]!;
    if (stored === 0) return -1;
    const start = v.offsets[stored - 1]!;
    if (v.table[(slot << 1) + 1] === h && v.offsets[stored]! - start === length) {
      let i = 0;
      while (i < length && v.units[start + i] === buf[i]) i++;
      if (i === length) return stored - 1;
    }
    slot = (slot + 1) & v.mask;
  }
}

/** Id of a lower-case word, or -1. */
export function lookupWord(word: string): number {
  return idOfString(vocabulary(), word);
}
