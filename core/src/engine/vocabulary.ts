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
import {
  PHRASE_TONES,
  PHRASE_WORDS,
  TONES,
  VOCABULARY_COUNTS,
  VOCABULARY_PHRASES,
  VOCABULARY_WORDS,
  WORD_TONES,
} from './lexicon/graded-lexicon';
import {
  FLAG_HYPERBOLE_ONLY,
  FLAG_NEGATED_ONLY,
  hashStringWord,
  hashWord,
  hashWordAt,
  keySlot,
  MAX_VOCABULARY,
  MEDIUM_WORD_MAX,
  mediumWordCheck,
  phraseKey,
  SHORT_WORD_MAX,
  WORD_CODES,
  wordEntry,
  TONE_BASE,
  TONE_DIGIT_ZERO,
  TONE_SIZE,
  PHRASE_ROLE_CODES,
} from './word-classes';
import { BARE_CONTRACTIONS, PHRASE_BREAKS, PHRASE_SHOWN } from './lexicon/forms';
import { PHRASE_ROLES, type PhraseRole } from './lexicon/roles';

export * from './word-classes';
export * from './lexicon/roles';
export * from './lexicon/forms';

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
  /** 1 for the tone of the words of knowing (lexicon.ts KNOWING_WORDS), whose negation is a hedge. */
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
const PHRASE_SLOTS = 1 << PHRASE_BITS;

/** First slot of a phrase key in the phrase table (Fibonacci hashing). */
function phraseSlot(key: number): number {
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

/**
 * Builds the vocabulary from its compiled form (graded-lexicon.ts, made by
 * core/scripts/build-lexicon.ts). The words are decoded into one buffer of code units, which
 * the vocabulary keeps, and then each is hashed from a few of its code units into the lookup
 * table: no string per word, and work per word rather than per character
 * beyond the decoding, so the one-time build stays cheap even before the optimiser has run.
 */
export function buildVocabulary(): Vocabulary {
  const size = VOCABULARY_COUNTS.words;
  const phraseCount = VOCABULARY_COUNTS.phrases;
  const termCount = size + phraseCount;
  // The words, decoded from their front coding into one buffer of code units (decodeWords). This
  // replaced a string per word, split, sliced and joined, which took most of the build's time.
  const units = new Uint16Array(VOCABULARY_COUNTS.codeUnits);
  const offsets = new Int32Array(size + 1);
  decodeWords(VOCABULARY_WORDS, size, units, offsets);
  const tableSize = MAX_VOCABULARY * 2;
  const table = new Int32Array(tableSize * 2);
  const mask = tableSize - 1;
  const codes = WORD_CODES;
  // The keys and ids of the words of the short and medium tables, gathered first to size them.
  const short: number[] = [];
  const medium: number[] = [];
  const tone = new Uint16Array(termCount);
  const flags = new Int32Array(size);
  const toneFlags = new Int32Array(TONES.length / TONE_SIZE);
  for (let k = 0; k < toneFlags.length; k++) toneFlags[k] = TONES[k * TONE_SIZE + 3]!;
  const wordTones = WORD_TONES;
  const maxLength = indexWords(
    units,
    offsets,
    size,
    table,
    mask,
    codes,
    short,
    medium,
    tone,
    flags,
    toneFlags,
    wordTones,
  );
  for (let p = 0; p < phraseCount; p++) {
    tone[size + p] =
      (PHRASE_TONES.charCodeAt(2 * p) - TONE_DIGIT_ZERO) * TONE_BASE +
      PHRASE_TONES.charCodeAt(2 * p + 1) -
      TONE_DIGIT_ZERO;
  }
  // The short table at most a third full and the medium table at most half, so that a probe
  // for a word they lack mostly ends at once.
  const shortBits = Math.max(4, 32 - Math.clz32((short.length / 2) * 3));
  const shortTable = new Int32Array(2 << shortBits);
  const shortMask = (1 << shortBits) - 1;
  const shortShift = 32 - shortBits;
  for (let k = 0; k < short.length; k += 2) {
    let slot = keySlot(short[k]!, shortShift);
    while (shortTable[slot << 1] !== 0) slot = (slot + 1) & shortMask;
    shortTable[slot << 1] = short[k]!;
    shortTable[(slot << 1) + 1] = wordEntry(short[k + 1]!, flags[short[k + 1]!]!);
  }
  const mediumBits = Math.max(4, 32 - Math.clz32((medium.length / 3) * 2));
  const mediumTable = new Int32Array(3 << mediumBits);
  const mediumMask = (1 << mediumBits) - 1;
  const mediumShift = 32 - mediumBits;
  for (let k = 0; k < medium.length; k += 3) {
    let slot = keySlot(medium[k]!, mediumShift);
    while (mediumTable[slot * 3 + 1] !== 0) slot = (slot + 1) & mediumMask;
    mediumTable[slot * 3] = medium[k]!;
    mediumTable[slot * 3 + 1] = medium[k + 1]!;
    mediumTable[slot * 3 + 2] = wordEntry(medium[k + 2]!, flags[medium[k + 2]!]!);
  }
  const tones = toneFlags.length;
  const v: Vocabulary = {
    size,
    phraseCount,
    phraseTable: new Int32Array(PHRASE_SLOTS * 2),
    table,
    mask,
    shortTable,
    shortMask,
    shortShift,
    mediumTable,
    mediumMask,
    mediumShift,
    units,
    offsets,
    maxLength,
    flags,
    stems: new Int32Array(size).fill(-1),
    termCount,
    phraseTexts: VOCABULARY_PHRASES.split('|'),
    names: new Array<string | undefined>(termCount),
    tone,
    valence: new Float32Array(tones),
    warmth: new Float32Array(tones),
    sides: new Float32Array(tones * 8),
    modifier: new Float32Array(tones),
    curated: new Uint8Array(tones),
    knowing: new Uint8Array(tones),
    negatedOnly: new Uint8Array(tones),
    hyperboleOnly: new Uint8Array(tones),
    phraseBreaks: new Map(),
    phraseRoles: new Uint8Array(phraseCount),
  };
  for (let k = 0; k < tones; k++) {
    const base = k * TONE_SIZE;
    v.valence[k] = TONES[base]!;
    v.warmth[k] = TONES[base + 1]!;
    v.modifier[k] = TONES[base + 2]!;
    for (let side = 2; side < 8; side++) {
      const weight = TONES[base + 2 + side]!;
      v.sides[k * 8 + side] = weight;
      if (weight > 0) v.curated[k] = 1;
    }
    v.knowing[k] = TONES[base + 10]!;
    v.negatedOnly[k] = TONES[base + 3]! & FLAG_NEGATED_ONLY ? 1 : 0;
    v.hyperboleOnly[k] = TONES[base + 3]! & FLAG_HYPERBOLE_ONLY ? 1 : 0;
  }
  // The phrases by the ids of their words, which the compiled form gives (no word looked up here).
  for (let p = 0; p < phraseCount; p++) {
    const key = phraseKey(phraseWordId(6 * p), phraseWordId(6 * p + 3));
    let slot = phraseSlot(key);
    while (v.phraseTable[slot << 1] !== 0) slot = (slot + 1) & (PHRASE_SLOTS - 1);
    v.phraseTable[slot << 1] = key + 1;
    v.phraseTable[(slot << 1) + 1] = size + p;
  }
  for (const [word, stem] of Object.entries(BARE_CONTRACTIONS)) v.stems[idOfString(v, word)] = idOfString(v, stem);
  for (const [phrase, breaks] of Object.entries(PHRASE_BREAKS))
    v.phraseBreaks.set(
      phraseTerm(v, phrase),
      breaks.map((word) => idOfString(v, word)),
    );
  for (const role of Object.keys(PHRASE_ROLES) as PhraseRole[]) {
    const code = PHRASE_ROLE_CODES[role];
    if (code !== 0) for (const phrase of PHRASE_ROLES[role]) v.phraseRoles[phraseTerm(v, phrase) - size] = code;
  }
  return v;
}

/** The term number of the two-word `phrase` in `v`. */
function phraseTerm(v: Vocabulary, phrase: string): number {
  const space = phrase.indexOf(' ');
  return lookupPhrase(v, idOfString(v, phrase.slice(0, space)), idOfString(v, phrase.slice(space + 1)));
}

/** The word id written as three digits at `at` in graded-lexicon.ts PHRASE_WORDS (TONE_BASE, from TONE_DIGIT_ZERO). */
function phraseWordId(at: number): number {
  const digits = PHRASE_WORDS;
  return (
    ((digits.charCodeAt(at) - TONE_DIGIT_ZERO) * TONE_BASE + digits.charCodeAt(at + 1) - TONE_DIGIT_ZERO) * TONE_BASE +
    digits.charCodeAt(at + 2) -
    TONE_DIGIT_ZERO
  );
}

/**
 * Decodes the front-coded words (graded-lexicon.ts VOCABULARY_WORDS) into `units`, with where each
 * word ends in `offsets`: each word copies the code units it shares with the word before
 * (copyWithin), then its own. A function of its own, as is {@link indexWords}: the optimiser
 * compiles a long-running loop together with the whole function that holds it, and compiled
 * within buildVocabulary these two loops cost more to compile than they saved (callgrind counted
 * 171 M instructions for the build with them inline, 109 M with them apart).
 */
function decodeWords(coded: string, size: number, units: Uint16Array, offsets: Int32Array): void {
  let end = 0;
  let previous = 0;
  for (let id = 0, k = 0; id < size; id++) {
    const shared = coded.charCodeAt(k++) - 65;
    units.copyWithin(end, previous, previous + shared);
    previous = end;
    end += shared;
    for (let unit = coded.charCodeAt(k); k < coded.length && unit !== 32; unit = coded.charCodeAt(++k))
      units[end++] = unit;
    k++;
    offsets[id + 1] = end;
  }
}

/**
 * Hashes every word into the lookup table, gathers the keys of the short and medium words (for
 * their own tables) and reads each word's tone and flags; returns the longest word's length. A
 * function of its own for the reason given at {@link decodeWords}.
 */
function indexWords(
  units: Uint16Array,
  offsets: Int32Array,
  size: number,
  table: Int32Array,
  mask: number,
  codes: Uint8Array,
  short: number[],
  medium: number[],
  tone: Uint16Array,
  flags: Int32Array,
  toneFlags: Int32Array,
  wordTones: string,
): number {
  let at = 0;
  let maxLength = 0;
  for (let id = 0; id < size; id++) {
    const length = offsets[id + 1]! - at;
    // Read from the code units, not a string: fewer steps for the words the build reads
    // before the optimiser has run (about 14 % fewer instructions for the whole build).
    const h = hashWordAt(units, at, length);
    let slot = h & mask;
    while (table[slot << 1] !== 0) slot = (slot + 1) & mask;
    table[slot << 1] = id + 1;
    table[(slot << 1) + 1] = h;
    if (length <= MEDIUM_WORD_MAX) {
      // The word's key, if it is all letters, digits and apostrophes.
      let key = 0;
      let k = at;
      const end = at + length;
      for (; k < end; k++) {
        const unit = units[k]!;
        const code = unit < 128 ? codes[unit]! : 0;
        if (code === 0) break;
        key = ((key << 6) | (key >>> 26)) ^ code;
      }
      if (k === end) {
        if (length <= SHORT_WORD_MAX) short.push(key, id);
        else {
          // Its codes before the last five: the first, and the second for seven code units.
          let prefix = codes[units[at]!]!;
          if (length === MEDIUM_WORD_MAX) prefix = (prefix << 6) | codes[units[at + 1]!]!;
          medium.push(key, mediumWordCheck(length, prefix), id);
        }
      }
    }
    if (length > maxLength) maxLength = length;
    at += length;
    const t =
      (wordTones.charCodeAt(2 * id) - TONE_DIGIT_ZERO) * TONE_BASE + wordTones.charCodeAt(2 * id + 1) - TONE_DIGIT_ZERO;
    tone[id] = t;
    flags[id] = toneFlags[t]!;
  }
  return maxLength;
}

/** Id of the lower-case word `word` in `v`, or -1. */
function idOfString(v: Vocabulary, word: string): number {
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
