/**
 * Builds the vocabulary (vocabulary.ts) once, from its compiled form (lexicon/graded-lexicon.ts):
 * the words decoded into one buffer of code units and hashed into the lookup tables, the tone of
 * every term, and the phrases linked by the ids of their words.
 */
import { BARE_CONTRACTIONS, PHRASE_BREAKS } from './lexicon/forms';
import {
  PHRASE_TONES,
  PHRASE_WORDS,
  TONES,
  VOCABULARY_COUNTS,
  VOCABULARY_PHRASES,
  VOCABULARY_WORDS,
  WORD_TONES,
} from './lexicon/graded-lexicon';
import { PHRASE_ROLES, type PhraseRole } from './lexicon/roles';
import { idOfString, lookupPhrase, PHRASE_SLOTS, phraseSlot, type Vocabulary } from './vocabulary';
import {
  FLAG_HYPERBOLE_ONLY,
  FLAG_NEGATED_ONLY,
  hashWordAt,
  keySlot,
  MAX_VOCABULARY,
  MEDIUM_WORD_MAX,
  mediumWordCheck,
  PHRASE_ROLE_CODES,
  phraseKey,
  SHORT_WORD_MAX,
  TONE_BASE,
  TONE_DIGIT_ZERO,
  TONE_SIZE,
  WORD_CODES,
  wordEntry,
} from './word-classes';

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
  const shortKeys = keyTable(short, 2, 3, flags);
  const mediumKeys = keyTable(medium, 3, 2, flags);
  const tones = toneFlags.length;
  const v: Vocabulary = {
    size,
    phraseCount,
    phraseTable: new Int32Array(PHRASE_SLOTS * 2),
    table,
    mask,
    shortTable: shortKeys.table,
    shortMask: shortKeys.mask,
    shortShift: shortKeys.shift,
    mediumTable: mediumKeys.table,
    mediumMask: mediumKeys.mask,
    mediumShift: mediumKeys.shift,
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
  readTones(v);
  linkPhrases(v);
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

/**
 * Places the words gathered for a table of keys (`entries`: a key, for a medium word its check,
 * and the id, `width` numbers each) by key, at most 1 / `room` full, so that a probe for a word
 * the table lacks mostly ends at once: a short word's slot holds its key and entry, a medium
 * word's its key, check and entry.
 */
function keyTable(entries: number[], width: number, room: number, flags: Int32Array): KeyTable {
  const bits = Math.max(4, 32 - Math.clz32((entries.length / width) * room));
  const table = new Int32Array(width << bits);
  const mask = (1 << bits) - 1;
  const shift = 32 - bits;
  const keyAt = width - 2;
  for (let k = 0; k < entries.length; k += width) {
    let slot = keySlot(entries[k]!, shift);
    while (table[slot * width + keyAt] !== 0) slot = (slot + 1) & mask;
    for (let n = 0; n < width - 1; n++) table[slot * width + n] = entries[k + n]!;
    const id = entries[k + width - 1]!;
    table[slot * width + width - 1] = wordEntry(id, flags[id]!);
  }
  return { table, mask, shift };
}

/** A table of keys (see keyTable) and how a key finds its slot in it. */
interface KeyTable {
  table: Int32Array;
  mask: number;
  shift: number;
}

/** Fills the tone arrays of `v` from the compiled tones (graded-lexicon.ts TONES, TONE_SIZE numbers each). */
function readTones(v: Vocabulary): void {
  const tones = v.valence.length;
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
}

/** Links the phrases of `v`: the phrase table by the ids of their words, the stems of bare contractions, the words that unmake a phrase, and each phrase's role. */
function linkPhrases(v: Vocabulary): void {
  const { size, phraseCount } = v;
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
}
