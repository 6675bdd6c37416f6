/**
 * The one pass over a text that both the spectrum and the axis engine read:
 * each code point of the text is visited once — its spectral value goes into the values array and the
 * bucket counts, and its lower-case code unit into the current word, which is
 * looked up in the vocabulary without building a string.
 */
import { bmpValues, codePointValue } from './char-values';
import { DEEP_MAX, SUSPENDED_MAX } from './categories';
import * as vocabularyModule from './vocabulary';
import {
  FLAG_NEGATOR,
  FLAG_PHRASE_END,
  FLAG_PHRASE_START,
  FLAG_SCOPE_NEGATOR,
  IRREGULAR_NOT_STEMS,
  lookupWord,
  termText,
  vocabulary,
  WORD_CODES,
  WORD_ENTRY_FLAGS,
  type Vocabulary,
} from './vocabulary';

/**
 * The word-table constants and helpers the scan reads for every word, as this module's own
 * constants: the optimiser loads an imported binding from its module, and checks it, at every
 * use, which measured dearer in the scan loop than these constants.
 */
const {
  FLAG_EXPANDS_NOT,
  HASH_STEP_MASK,
  keySlot,
  lookupCodes,
  MEDIUM_WORD_MAX,
  mediumWordCheck,
  SHORT_WORD_MAX,
  WORD_CODE_APOSTROPHE,
  WORD_ENTRY_FLAGS_SHIFT,
  wordEntry,
} = vocabularyModule;

/** What comes before a word: nothing, a clause break (, ; :) or a sentence break (. ! ? … or a line break). */
export const BOUNDARY_NONE = 0;
export const BOUNDARY_CLAUSE = 1;
export const BOUNDARY_SENTENCE = 2;

/*
 * This module reads the breaks and the scan-event bits below for every word through private
 * copies (BREAK_*, EVENT_*): the optimiser builds a module's private constants into the code
 * that reads them, but loads an exported binding from its module at every use, as it does an
 * imported one.
 */
const BREAK_NONE = BOUNDARY_NONE;
const BREAK_CLAUSE = BOUNDARY_CLAUSE;
const BREAK_SENTENCE = BOUNDARY_SENTENCE;

/**
 * A scan event: a word or a symbol in one number. Bits 0–15 hold the id + 1 (0 for an
 * unknown word), bits 16–17 the boundary before a word, and bits 21–31 the word's flags
 * (vocabulary.ts FLAG_*, those below {@link SCAN_EVENT_WORD_FLAGS}); the bits below mark a
 * word in capitals, the "not" of a contraction, and a symbol.
 */
export const SCAN_EVENT_BOUNDARY_SHIFT = 16;
export const SCAN_EVENT_BOUNDARY_MASK = 3 << SCAN_EVENT_BOUNDARY_SHIFT;
export const SCAN_EVENT_CAPS = 1 << 18;
export const SCAN_EVENT_CONTRACTION = 1 << 19;
export const SCAN_EVENT_SYMBOL = 1 << 20;
export const SCAN_EVENT_FLAGS_SHIFT = WORD_ENTRY_FLAGS_SHIFT;
const EVENT_BOUNDARY_SHIFT = SCAN_EVENT_BOUNDARY_SHIFT;
const EVENT_CAPS = SCAN_EVENT_CAPS;
const EVENT_CONTRACTION = SCAN_EVENT_CONTRACTION;
const EVENT_SYMBOL = SCAN_EVENT_SYMBOL;
const EVENT_FLAGS_SHIFT = SCAN_EVENT_FLAGS_SHIFT;
/** The word flags a scan event holds (vocabulary.ts WORD_ENTRY_FLAGS: a scan event of a word is its word entry and the bits above). */
export const SCAN_EVENT_WORD_FLAGS = WORD_ENTRY_FLAGS;

/** The id of the word or symbol of scan event `event` (-1 for an unknown word). */
export function eventId(event: number): number {
  return (event & 0xffff) - 1;
}

/** The boundary before the word of scan event `event` (BOUNDARY_*). */
export function eventBoundary(event: number): number {
  return (event >> EVENT_BOUNDARY_SHIFT) & 3;
}

/** The flags of the word of scan event `event` (those of {@link SCAN_EVENT_WORD_FLAGS}; 0 for an unknown word). */
export function eventFlags(event: number): number {
  return event >>> EVENT_FLAGS_SHIFT;
}

/** What a scan counted of the spectrum. Values are spectral values 0..1. */
export interface SpectralCounts {
  /** One value per code point (a view of a Float64Array), when the scan was asked to keep them; else empty. */
  values: Float64Array;
  /** Code points scanned. */
  count: number;
  /** Sum of all values. */
  sum: number;
  /** Sum of the first 10 values (or all, for a shorter text). */
  openingSum: number;
  /** Sum of the last 10 values (or all, for a shorter text). */
  closingSum: number;
  /** Characters per tenth of the value range. */
  buckets: Int32Array;
  deep: number;
  bright: number;
  peak: number;
}

/** Characters averaged for the opening tone and the resolution (spec §9). */
export const OPENING_RESOLUTION_SPAN = 10;

/** What a scan computes: spectral counts, and the per-character values array too. */
export type SpectralMode = 'none' | 'counts' | 'values';

const encoder = new TextEncoder();
let scratch = new Uint8Array(0);

/**
 * UTF-8 bytes of `text` in a reused buffer (valid until the next call), for a scan without words;
 * lone surrogates become U+FFFD. A buffer of its own, not piece.bytes: this one holds a whole
 * text, and growing piece.bytes to that would replace the field the word scan reads as a constant.
 */
function encode(text: string): { bytes: Uint8Array; length: number } {
  if (scratch.length <= text.length) scratch = new Uint8Array(Math.max(1024, text.length + (text.length >> 2) + 1));
  let result = encoder.encodeInto(text, scratch);
  if (result.read! < text.length || result.written === scratch.length) {
    scratch = new Uint8Array(text.length * 3 + 1);
    result = encoder.encodeInto(text, scratch);
  }
  return { bytes: scratch, length: result.written! };
}

/** Character classes of the word scanner: other, clause break, apostrophe, sentence break; a word character's class is its lower-case code point (≥ 48). */
const CLASS_OTHER = 0;
const CLASS_CLAUSE = 1;
const CLASS_APOSTROPHE = 2;
const CLASS_SENTENCE = 3;
const CLASS_WORD = 48;
/** Code points from which a character that is not a letter may be an emoji (arrows, symbols, pictographs). */
const EMOJI_MIN = 0x2190;
/** Longest emoticon looked up, in characters. */
const MAX_EMOTICON = 6;

/**
 * Class of every byte of UTF-8 text: ASCII as the word scanner reads it (letters and digits
 * are word characters, their class the lower case); every byte of a non-ASCII character is
 * CLASS_OTHER here, and the scanner decodes the character to class it.
 */
const BYTE_CLASS = (() => {
  const classes = new Uint8Array(256);
  for (let c = 0; c < 128; c++) {
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) classes[c] = c;
    else if (c >= 65 && c <= 90) classes[c] = c | 32;
  }
  classes[39] = CLASS_APOSTROPHE;
  for (const ch of ';:,') classes[ch.charCodeAt(0)] = CLASS_CLAUSE;
  for (const ch of '.!?\n') classes[ch.charCodeAt(0)] = CLASS_SENTENCE;
  return classes;
})();

/** The code in the word hash (vocabulary.ts WORD_CODES) of each ASCII letter, either case, and digit; 0 for every other byte. */
const BYTE_CODE = (() => {
  const codes = new Uint8Array(256);
  for (let c = 0; c < 128; c++) if (BYTE_CLASS[c]! >= CLASS_WORD) codes[c] = WORD_CODES[BYTE_CLASS[c]!]!;
  return codes;
})();

/** Every byte in lower case (A–Z → a–z, the rest unchanged): an ASCII word's code units as the vocabulary keys them. */
const LOWER_BYTE = (() => {
  const lower = new Uint8Array(256);
  for (let c = 0; c < 256; c++) lower[c] = c >= 65 && c <= 90 ? c | 32 : c;
  return lower;
})();

/** ASCII punctuation, of which emoticons are made: 1 for each such character. */
const SYMBOL_CHAR = (() => {
  const symbols = new Uint8Array(128);
  for (const ch of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') symbols[ch.charCodeAt(0)] = 1;
  return symbols;
})();
const symbolBuffer = new Uint16Array(MAX_EMOTICON);
/**
 * What may be cut from a run of punctuation to find the emoticon in it: 1 for the marks of
 * prose around it ("Thanks!:)", ":).", a quote), cut from either end; 2 for a mouth, cut
 * from the end where it is drawn out (":)))", ":((").
 */
const EMOTICON_TRIM = (() => {
  const trim = new Uint8Array(128);
  for (const ch of '.,!?"\'') trim[ch.charCodeAt(0)] = 1;
  for (const ch of '()[]') trim[ch.charCodeAt(0)] = 2;
  return trim;
})();
const candidateBuffer = new Uint16Array(MAX_EMOTICON);

const UNICODE_WORD = /^[\p{L}\p{M}\p{N}]$/u;
/** Longest word looked up, in UTF-16 code units; longer words count as words but are unknown. */
const MAX_WORD = 64;
const wordBuffer = new Uint16Array(MAX_WORD);

/** Class of a non-ASCII code point: ’ is an apostrophe, … a clause break, a letter/mark/number its lower case. */
function unicodeClass(cp: number): number {
  if (cp === 0x2019) return CLASS_APOSTROPHE;
  if (cp === 0x2026) return CLASS_SENTENCE;
  // Variation selectors style the emoji before them; they are not letters.
  if (cp >= 0xfe00 && cp <= 0xfe0f) return CLASS_OTHER;
  const ch = String.fromCodePoint(cp);
  if (!UNICODE_WORD.test(ch)) return CLASS_OTHER;
  const lower = ch.toLowerCase();
  const lowerCp = lower.codePointAt(0)!;
  return lower.length === String.fromCodePoint(lowerCp).length && lowerCp >= CLASS_WORD
    ? lowerCp
    : Math.max(cp, CLASS_WORD);
}

/** The tokens of a text: its words and symbols in order, as scan events, and the count of each ASCII character. */
export interface Tokens {
  /** One scan event per token, `codes[0 .. count)`, read with {@link eventId} and the SCAN_EVENT_* bits; reused by the next scan. */
  codes: Int32Array;
  count: number;
  /** How often each ASCII character occurs in the text, by code (128 counts). */
  asciiCounts: Int32Array;
}

/** A text's spectral counts and, when asked for, its tokens. */
export interface TextScan {
  counts: SpectralCounts;
  /** The tokens, when the scan read words; else null. */
  tokens: Tokens | null;
}

/**
 * Scans `text` once: the spectral counts (as `mode` asks) and, with `words`, the tokens.
 * The tokens are valid until the next scan.
 */
export function scanText(text: string, mode: SpectralMode, words: boolean): TextScan {
  const asciiCounts = new Int32Array(128);
  let otherCounts: Map<number, number> | null = null;
  let tokens: Tokens | null = null;
  if (words) {
    const v = vocabulary();
    if (scanned.vocabulary !== v) scanned.vocabulary = v;
    // The text a piece at a time, each cut after a space (so no word, run of punctuation or
    // surrogate pair is split, and nothing is left half read), so that each piece's bytes are
    // still at hand when the scan reads them. A long stretch without a space is read whole.
    endOtherCounts = null;
    endInWord = false;
    endSymbols = 0;
    endPendingBoundary = BREAK_SENTENCE;
    endEvents = 0;
    scanCounts.fill(0);
    for (let from = 0; from < text.length;) {
      let to = text.length;
      if (to - from > SCAN_PIECE) {
        const space = text.lastIndexOf(' ', from + SCAN_PIECE - 1);
        if (space >= from) to = space + 1;
      }
      const length = encodePiece(from === 0 && to === text.length ? text : text.substring(from, to));
      reserve(endEvents + (to - from) + 2 * EVENT_ROOM, endEvents);
      scanLoop(length, endOtherCounts, endPendingBoundary, endEvents);
      from = to;
    }
    asciiCounts.set(scanCounts.subarray(0, 128));
    otherCounts = endOtherCounts;
    endOtherCounts = null;
    let n = endEvents;
    reserve(n + 2 * EVENT_ROOM, n);
    if (endSymbols > 1) n = emoticon(v, endSymbols, n);
    if (endInWord) n = finishWord(v, wordBuffer, endWl, endBoundary, endUpper > 1 && endUpper === endWl, n);
    tokens = { codes: buffer.codes, count: n, asciiCounts };
  } else if (mode !== 'none') {
    const { bytes, length } = encode(text);
    otherCounts = countCodePoints(bytes, length, asciiCounts);
  }
  const values = mode === 'values' ? characterValuesOf(text) : new Float64Array(0);

  // Spectral figures come from the histogram of code points: the arithmetic runs once per
  // distinct character, not once per character.
  const bmp = bmpValues();
  const buckets = new Int32Array(10);
  let sum = 0;
  let deep = 0;
  let bright = 0;
  let peak = 0;
  const add = (code: number, count: number) => {
    const value = code < 0x10000 ? bmp[code]! : codePointValue(code);
    sum += value * count;
    buckets[(value * 10) | 0]! += count;
    if (value <= DEEP_MAX) deep += count;
    else if (value > SUSPENDED_MAX) bright += count;
    if (value > peak) peak = value;
  };
  let count = 0;
  for (let code = 0; code < 128; code++) {
    const c = asciiCounts[code]!;
    if (c > 0) {
      add(code, c);
      count += c;
    }
  }
  if (otherCounts) {
    for (const [code, c] of otherCounts) {
      add(code, c);
      count += c;
    }
  }
  const counts = {
    values,
    count,
    sum,
    openingSum: edgeSum(text, true),
    closingSum: edgeSum(text, false),
    buckets,
    deep,
    bright,
    peak,
  };
  return { counts, tokens };
}

/** One token of a text, as the rules read it (see {@link readTokens}). */
export interface Token {
  /** A word, or a symbol: an emoji or an ASCII emoticon (":)") the vocabulary knows. */
  kind: 'word' | 'symbol';
  /** Vocabulary id (-1 for an unknown word). */
  id: number;
  /** The term as the vocabulary knows it (lower case, drawn out cut short, n't read as "not"); null when unknown. */
  form: string | null;
  /** The strongest break since the previous word (BOUNDARY_*); 0 for a symbol. */
  boundary: number;
  /** Written in capitals (two or more ASCII letters, all upper case), or drawn out. */
  caps: boolean;
  /** The "not" that an n't contraction implies. */
  fromContraction: boolean;
}

/**
 * The tokens of `text` as objects, for a reader following the rules from the input (tests, a
 * debugger): what the engine reads from the packed scan events, one object per token.
 */
export function readTokens(text: string): Token[] {
  const tokens = scanText(text, 'none', true).tokens!;
  const v = vocabulary();
  const out: Token[] = [];
  for (let k = 0; k < tokens.count; k++) {
    const event = tokens.codes[k]!;
    const id = eventId(event);
    const symbol = (event & EVENT_SYMBOL) !== 0;
    out.push({
      kind: symbol ? 'symbol' : 'word',
      id,
      form: id >= 0 ? termText(v, id) : null,
      boundary: symbol ? 0 : eventBoundary(event),
      caps: (event & EVENT_CAPS) !== 0,
      fromContraction: (event & EVENT_CONTRACTION) !== 0,
    });
  }
  return out;
}

/**
 * What the hot loop leaves behind: non-ASCII counts, the unfinished last word, and the
 * trailing run of punctuation (its length). Module variables rather than an object, so
 * the loop's exit stores need no type feedback: the loop is first optimised while it
 * runs (on-stack replacement), before its exit has ever run, and an exit that needed
 * feedback would send every later run back to the interpreter.
 */
let endOtherCounts: Map<number, number> | null = null;
let endInWord = false;
let endWl = 0;
let endBoundary = 0;
let endUpper = 0;
let endSymbols = 0;
let endEvents = 0;
let endPendingBoundary = 0;

/**
 * The count of each ASCII character of the text the word scan is reading, cleared when a scan
 * starts and copied out when it ends: one array for every scan, so that the optimiser knows
 * it in the scan loop as a constant, where an array passed in is checked and located again at
 * every character. One place for each byte value (the first 128 are copied out), so that no
 * byte read can fall outside it: about 0.4 % fewer instructions per 1 MiB than with 128.
 */
const scanCounts = new Int32Array(256);

/** UTF-16 code units of a text the word scan encodes and reads at a time, at most (see scanText). */
export const SCAN_PIECE = 16384;

/**
 * The UTF-8 bytes of the piece the word scan is reading (see encodePiece), in the one field of
 * one object, which is replaced only when a piece does not fit (a piece of SCAN_PIECE code
 * units takes at most three bytes a unit; only a longer stretch without a space is bigger).
 * The optimiser builds a field that has never been replaced into the scan loop as a constant,
 * as it does scanCounts: an array passed in is checked and located again at every byte.
 */
const piece = { bytes: new Uint8Array(SCAN_PIECE * 3 + 1) };

/**
 * Writes the UTF-8 bytes of `text` to piece.bytes, followed by a 0 byte that the word scan
 * stops at (so it need not check the length inside a word), and returns their count; lone
 * surrogates become U+FFFD.
 */
function encodePiece(text: string): number {
  if (piece.bytes.length <= text.length * 3) piece.bytes = new Uint8Array(text.length * 3 + 1);
  const written = encoder.encodeInto(text, piece.bytes).written!;
  piece.bytes[written] = 0;
  return written;
}

/**
 * The vocabulary the word scan reads, added to this object by the first scan and not replaced
 * after (the vocabulary is built once): the optimiser then builds the vocabulary and its tables
 * into the scan loop as constants, as it does piece.bytes, where the vocabulary passed in had
 * each table checked and located again at every word.
 */
const scanned: { vocabulary?: Vocabulary } = {};

/**
 * The tokens of the text being scanned, in order: one scan event per word or symbol, in the one
 * field of one object, replaced only when a text has more tokens than it holds (a text of n
 * UTF-16 code units has at most n tokens: every token takes at least one code unit, and the
 * "not" of a contraction takes the three of n't or the two of "nt"). The scan reserves room for
 * a piece before it reads it, so the loop writes with no check; the optimiser builds a field
 * never replaced into the loop as a constant, as it does piece.bytes.
 */
const buffer = { codes: new Int32Array(4096) };
/** Most tokens one step of the scan adds past its own code units: an emoticon, a word and its "not". */
const EVENT_ROOM = 3;

/** Makes room in the token buffer for `count` tokens, keeping the first `kept`. */
function reserve(count: number, kept: number): void {
  if (count <= buffer.codes.length) return;
  const codes = new Int32Array(Math.max(count, buffer.codes.length * 2));
  codes.set(buffer.codes.subarray(0, kept));
  buffer.codes = codes;
}

/**
 * The scan event of a word: its id (-1 unknown) and flags (`flags`, 0 when unknown), the break
 * before it, whether it is the "not" of a contraction, whether in capitals.
 */
function wordEvent(id: number, flags: number, boundary: number, fromContraction: boolean, caps: boolean): number {
  return (
    wordEntry(id, flags) |
    (boundary << EVENT_BOUNDARY_SHIFT) |
    (fromContraction ? EVENT_CONTRACTION : 0) |
    (caps ? EVENT_CAPS : 0)
  );
}

/** The scan event of word `id` of `v` (-1 unknown): see {@link wordEvent}. */
function eventOf(v: Vocabulary, id: number, boundary: number, fromContraction: boolean, caps: boolean): number {
  return wordEvent(id, id >= 0 ? v.flags[id]! : 0, boundary, fromContraction, caps);
}

/**
 * The hot loop over the UTF-8 bytes of a text, kept apart from everything that runs once per
 * text so the optimiser sees only per-character work: count, build words, look them up.
 *
 * An ASCII word (the common case) is read in place: a tight loop finds its end, counting its
 * bytes and hashing its lower case as it goes, and the word is then looked up by comparing the
 * vocabulary's code units with its bytes, with nothing copied. A word that goes on past ASCII
 * (an accent, ’) or ends at an apostrophe is handed, as read so far, to the general path, which
 * decodes each character and builds the word in the word buffer.
 */
function scanLoop(length: number, counted: Map<number, number> | null, breakBefore: number, batched: number): void {
  const v = scanned.vocabulary!;
  const bytes = piece.bytes;
  const asciiCounts = scanCounts;
  const buf = wordBuffer;
  const classes = BYTE_CLASS;
  const codes = BYTE_CODE;
  const lowerOf = LOWER_BYTE;
  // The vocabulary's arrays in locals: the word lookup below runs once per word.
  const table = v.table;
  const mask = v.mask;
  const shortTable = v.shortTable;
  const shortMask = v.shortMask;
  const shortShift = v.shortShift;
  const mediumTable = v.mediumTable;
  const mediumMask = v.mediumMask;
  const mediumShift = v.mediumShift;
  const offsets = v.offsets;
  const units = v.units;
  const flags = v.flags;
  // Where the text's earlier pieces left off (see scanText): a piece starts outside any word and
  // any run of punctuation, after a space.
  let otherCounts = counted;
  let inWord = false;
  let wl = 0;
  let upper = 0;
  let apostrophe = false;
  let pendingBoundary = breakBefore | 0;
  let boundary = 0;
  // The run of ASCII punctuation being read (an emoticon candidate): its length.
  let sl = 0;
  // Events written to the batch. This count and the break above, and the count finishWord
  // returns, go through `| 0`: the optimiser then keeps them as small integers, where a
  // parameter or a call's result, of a kind it does not know, was checked at every use.
  let ne = batched | 0;
  const out = buffer.codes;

  let i = 0;
  while (i < length) {
    const b = bytes[i]!;
    let code = codes[b]!;

    if (code !== 0 && !inWord) {
      // An ASCII letter or digit starts a word.
      if (sl > 0) {
        // Right after punctuation, a letter or digit alone (or drawn out: ":DDD", "<333") may
        // end an emoticon (":D", ":-P", "<3"): the vocabulary keeps these with the letter in
        // capitals.
        let found = -1;
        let end = i + 1;
        if (sl < MAX_EMOTICON) {
          while (bytes[end] === b) end++;
          const after = bytes[end]!;
          if (codes[after] === 0 && after < 0x80 && after !== 39) {
            symbolBuffer[sl] = b >= 97 ? b - 32 : b;
            found = findEmoticon(v, sl + 1, true, i - sl > 0 ? bytes[i - sl - 1]! : 32);
          }
        }
        if (found >= 0) {
          out[ne++] = EVENT_SYMBOL | (found + 1);
          for (; i < end; i++) asciiCounts[b]!++;
          sl = 0;
          continue;
        }
        if (sl > 1) ne = emoticon(v, sl, ne);
        sl = 0;
      }
      boundary = pendingBoundary;
      pendingBoundary = 0;
      let c = b;
      // Words one space apart are read here one after another.
      for (;;) {
        const start = i;
        // The word's key as it is read (word-classes.ts SHORT_WORD_MAX): the word is not read again for it.
        let h = 0;
        // To the word's end: letters and digits, and an apostrophe between two of them. The 0 byte after the text ends it.
        for (;;) {
          // Two letters per turn of the loop, which halves the loop's own steps per letter: an analysis of
          // 1 MiB took about 1.8 % fewer instructions than with one (four saved 0.2 % more).
          for (;;) {
            asciiCounts[c]!++;
            h = ((h << 6) | (h >>> 26)) ^ code;
            c = bytes[++i]!;
            code = codes[c]!;
            if (code === 0) break;
            asciiCounts[c]!++;
            h = ((h << 6) | (h >>> 26)) ^ code;
            c = bytes[++i]!;
            code = codes[c]!;
            if (code === 0) break;
          }
          if (c !== 39 || codes[bytes[i + 1]!] === 0) break;
          code = WORD_CODE_APOSTROPHE;
        }
        const n = i - start;
        if (c >= 0x80 || c === 39) {
          // The word may go on past ASCII, or end at an apostrophe that is not a symbol: the general path reads on.
          inWord = true;
          wl = n;
          upper = 0;
          for (let k = 0; k < n; k++) {
            const x = bytes[start + k]!;
            if (k < MAX_WORD) buf[k] = lowerOf[x]!;
            if (x >= 65 && x <= 90) upper++;
          }
          break;
        }
        const first = bytes[start]!;
        if (n > MAX_WORD) out[ne++] = wordEvent(-1, 0, boundary, false, false);
        else {
          // In capitals: two or more ASCII letters, all upper case.
          let caps = false;
          if (n > 1 && first >= 65 && first <= 90) {
            let k = start + 1;
            while (k < i && bytes[k]! >= 65 && bytes[k]! <= 90) k++;
            caps = k === i;
          }
          if (n >= 4 && bytes[i - 2] === 39 && lowerOf[bytes[i - 1]!] === 116 && lowerOf[bytes[i - 3]!] === 110) {
            // An n't contraction: the stem and "not".
            for (let k = 0; k < n; k++) buf[k] = lowerOf[bytes[start + k]!]!;
            ne = finishWord(v, buf, n, boundary, caps, ne) | 0;
          } else {
            // The word's entry (vocabulary.ts wordEntry; 0 while unknown), the scan event of it bar the break and capitals.
            let entry = 0;
            if (n <= SHORT_WORD_MAX) {
              // A short word's key is the word: its slot in the short table says all, with no word to compare.
              // The probe ends at the word or at an empty slot, whose entry is 0 (unknown): one test, which
              // fails only on a collision, so found and unknown words take the same way through.
              // The mask leaves the slot as it is, but makes it a value the optimiser keeps as a small
              // integer, not a number it converts at every step of the probe (keySlot's >>> can give
              // one past 2^31 as far as it knows).
              let slot = keySlot(h, shortShift) & shortMask;
              let stored = shortTable[slot << 1]!;
              while ((+(stored === h) | +(stored === 0)) === 0) {
                slot = (slot + 1) & shortMask;
                stored = shortTable[slot << 1]!;
              }
              entry = shortTable[(slot << 1) + 1]!;
            } else if (n <= MEDIUM_WORD_MAX) {
              // A medium word is named by its key, its length and its one or two codes before the last
              // five (the first code alone for six code units): no word to compare either.
              const prefix = (codes[first]! << 6) | (codes[bytes[start + 1]!] || WORD_CODE_APOSTROPHE);
              const check = mediumWordCheck(n, n === MEDIUM_WORD_MAX ? prefix : prefix >>> 6);
              // The same probe: the word or an empty slot ends it.
              let slot = keySlot(h, mediumShift) & mediumMask;
              let stored = mediumTable[slot * 3 + 1]!;
              while ((+(stored === check) & +(mediumTable[slot * 3] === h)) + +(stored === 0) === 0) {
                slot = (slot + 1) & mediumMask;
                stored = mediumTable[slot * 3 + 1]!;
              }
              entry = mediumTable[slot * 3 + 2]!;
            } else {
              // A long word is looked up by its hash (vocabulary.ts hashWord: seven of its code units, read in place).
              let hash = n;
              hash = ((hash << 5) + hash + lowerOf[first]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[start + 1]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[start + 2]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[start + (n >> 1)]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[i - 3]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[i - 2]!]!) & HASH_STEP_MASK;
              hash = ((hash << 5) + hash + lowerOf[bytes[i - 1]!]!) & HASH_STEP_MASK;
              hash ^= hash >>> 13;
              let slot = hash & mask;
              for (;;) {
                const stored = table[slot << 1]!;
                if (stored === 0) break;
                // The hash first: most probes end there, without reading the word.
                if (table[(slot << 1) + 1] === hash && offsets[stored]! - offsets[stored - 1]! === n) {
                  const from = offsets[stored - 1]! - start;
                  let k = start;
                  while (k < i && units[from + k] === lowerOf[bytes[k]!]) k++;
                  if (k === i) {
                    entry = wordEntry(stored - 1, flags[stored - 1]!);
                    break;
                  }
                }
                slot = (slot + 1) & mask;
              }
            }
            // An unknown word may be drawn out ("sooo"; see drawnOut) or an -ing word with its g dropped
            // ("lovin"; see droppedG): finishWord reads such a word. Both tests live in the branch of
            // unknown words, where they cost the known words nothing.
            let unusual = false;
            if (entry === 0 && n >= 4) {
              if (n <= SHORT_WORD_MAX) {
                // A short word's key holds its codes six bits each, last code lowest: two
                // neighbouring codes equal twice over, one after the other, is such a run. Each
                // 6-bit lane of `same` is 0 where a code equals the one before it (a lane past the
                // word's first code is 0 too, but the first code's own lane, never 0, parts them).
                const same = h ^ (h >>> 6);
                const equal = ~(((same & LANE_LOW) + LANE_LOW) | same) & LANE_HIGH;
                // Five letters ending in "in": the key's two lowest codes.
                unusual = (equal & (equal >>> 6)) !== 0 || (n === DROPPED_G_MIN && (h & 0xfff) === KEY_IN);
              } else {
                for (let k = start; k + 1 < i; k += 2) {
                  // A longer word: such a run holds two equal letters from an even place in the
                  // word, so test only those pairs, then the letter either side of a pair that matches.
                  // In lower case, as the word is looked up ("sOoOoon" is drawn out too).
                  const c = lowerOf[bytes[k]!]!;
                  if (
                    c === lowerOf[bytes[k + 1]!] &&
                    ((k > start && lowerOf[bytes[k - 1]!] === c) || lowerOf[bytes[k + 2]!] === c)
                  ) {
                    unusual = true;
                    break;
                  }
                }
                if (lowerOf[bytes[i - 1]!] === 110 && lowerOf[bytes[i - 2]!] === 105) unusual = true;
              }
            }
            if (unusual) {
              for (let k = 0; k < n; k++) buf[k] = lowerOf[bytes[start + k]!]!;
              ne = finishWord(v, buf, n, boundary, caps, ne) | 0;
            } else if (entry & (FLAG_EXPANDS_NOT << WORD_ENTRY_FLAGS_SHIFT)) {
              // A contraction without its apostrophe ("dont"): the stem and "not".
              out[ne++] = eventOf(v, v.stems[eventId(entry)]!, boundary, false, caps);
              out[ne++] = eventOf(v, notId(), BREAK_NONE, true, caps);
            } else out[ne++] = entry | (boundary << EVENT_BOUNDARY_SHIFT) | (caps ? EVENT_CAPS : 0);
          }
        }
        // Another ASCII word after a space, or after a mark that breaks a clause or a sentence (and
        // maybe a space): read it here, with the break before it. Anything else is read by the loop.
        let step = 1;
        let next = 0;
        if (c !== 32) {
          const markClass = classes[c]!;
          if (markClass === CLASS_SENTENCE) next = BREAK_SENTENCE;
          else if (markClass === CLASS_CLAUSE) next = BREAK_CLAUSE;
          else break;
          if (bytes[i + 1] === 32) step = 2;
        }
        code = codes[bytes[i + step]!]!;
        if (code === 0) break;
        asciiCounts[c]!++;
        if (step === 2) asciiCounts[32]!++;
        i += step;
        c = bytes[i]!;
        boundary = next;
      }
      continue;
    }

    // Any other character, or a word character of a word the general path is building.
    let cls = classes[b]!;
    let cp = 0;
    i++;
    if (b < 0x80) {
      asciiCounts[b]!++;
    } else {
      if (b < 0xe0) {
        cp = ((b & 0x1f) << 6) | (bytes[i]! & 0x3f);
        i += 1;
      } else if (b < 0xf0) {
        cp = ((b & 0x0f) << 12) | ((bytes[i]! & 0x3f) << 6) | (bytes[i + 1]! & 0x3f);
        i += 2;
      } else {
        cp = ((b & 0x07) << 18) | ((bytes[i]! & 0x3f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
        i += 3;
      }
      otherCounts ??= new Map();
      otherCounts.set(cp, (otherCounts.get(cp) ?? 0) + 1);
      cls = unicodeClass(cp);
    }

    if (cls >= CLASS_WORD) {
      if (sl > 0) {
        if (sl > 1) ne = emoticon(v, sl, ne);
        sl = 0;
      }
      if (cls !== b && b < 0x80) upper++;
      if (!inWord) {
        inWord = true;
        wl = 0;
        upper = cls !== b && b < 0x80 ? 1 : 0;
        boundary = pendingBoundary;
        pendingBoundary = 0;
      } else if (apostrophe) {
        apostrophe = false;
        if (wl < MAX_WORD) buf[wl] = 39;
        wl++;
      }
      let lower = cls;
      if (lower > 0xffff) {
        const high = 0xd800 + ((lower - 0x10000) >> 10);
        if (wl < MAX_WORD) buf[wl] = high;
        wl++;
        lower = 0xdc00 + ((lower - 0x10000) & 0x3ff);
      }
      if (wl < MAX_WORD) buf[wl] = lower;
      wl++;
      // The rest of an ASCII stretch of the word in a tight loop: the same steps as above.
      for (;;) {
        const next = bytes[i]!;
        const nextClass = classes[next]!;
        if (nextClass < CLASS_WORD) break;
        i++;
        asciiCounts[next]!++;
        if (nextClass !== next) upper++;
        if (wl < MAX_WORD) buf[wl] = nextClass;
        wl++;
      }
    } else if (cls === CLASS_APOSTROPHE && inWord && !apostrophe) {
      apostrophe = true;
    } else {
      if (inWord) {
        inWord = false;
        apostrophe = false;
        const caps = upper > 1 && upper === wl;
        if (wl > MAX_WORD || (wl >= 4 && buf[wl - 1] === 116 && buf[wl - 2] === 39 && buf[wl - 3] === 110)) {
          ne = finishWord(v, buf, wl, boundary, caps, ne) | 0;
        } else {
          const id = lookupCodes(v, buf, wl);
          // A contraction without its apostrophe, or an unknown word that may be drawn out.
          if (id >= 0 ? flags[id]! & FLAG_EXPANDS_NOT : wl >= 4) ne = finishWord(v, buf, wl, boundary, caps, ne) | 0;
          else out[ne++] = eventOf(v, id, boundary, false, caps);
        }
      }
      if (b < 0x80 && SYMBOL_CHAR[b] === 1) {
        if (sl < MAX_EMOTICON) symbolBuffer[sl] = b;
        sl++;
      } else if (sl > 0) {
        if (sl > 1) ne = emoticon(v, sl, ne);
        sl = 0;
      }
      if (cls === CLASS_SENTENCE) pendingBoundary = BREAK_SENTENCE;
      else if (cls === CLASS_CLAUSE && pendingBoundary === 0) pendingBoundary = BREAK_CLAUSE;
      if (cp >= EMOJI_MIN) ne = emoji(v, cp, ne);
    }
  }
  endOtherCounts = otherCounts;
  endInWord = inWord;
  endWl = wl;
  endBoundary = boundary;
  endUpper = upper;
  endSymbols = sl;
  endEvents = ne;
  endPendingBoundary = pendingBoundary;
}

/**
 * Adds a run of punctuation to the events at `ne` when the vocabulary knows it, or an emoticon
 * in it (see findEmoticon), as an emoticon; returns the new event count.
 */
function emoticon(v: Vocabulary, sl: number, ne: number): number {
  if (sl > MAX_EMOTICON) return ne;
  let id = lookupCodes(v, symbolBuffer, sl);
  if (id < 0) id = findEmoticon(v, sl, false, 0);
  if (id >= 0) buffer.codes[ne++] = EVENT_SYMBOL | (id + 1);
  return ne;
}

/**
 * The emoticon in the first `length` characters of symbolBuffer, by id, or -1: the whole run
 * if the vocabulary knows it, else the run with the fewest marks of prose cut from its front
 * (EMOTICON_TRIM), then the fewest cut from its end, marks of prose or a drawn-out mouth
 * (":)!" and "!:)" hold ":)", ":)))" holds ":)"). With `letter`, the run ends in a letter or
 * digit (":D"), which is never cut; such an emoticon must stand apart from the word before
 * it (`before`, the byte before the run): "2:3" and "Note:D" are not faces.
 */
function findEmoticon(v: Vocabulary, length: number, letter: boolean, before: number): number {
  const run = symbolBuffer;
  const candidate = candidateBuffer;
  for (let from = 0; length - from >= 2; from++) {
    if (from > 0 && EMOTICON_TRIM[run[from - 1]!] !== 1) break;
    if (letter && from === 0 && (before >= 0x80 || BYTE_CODE[before] !== 0)) continue;
    for (let to = length; to - from >= 2; to--) {
      if (to < length) {
        const cut = run[to]!;
        if (!(EMOTICON_TRIM[cut] === 1 || (EMOTICON_TRIM[cut] === 2 && run[to - 1] === cut))) break;
      }
      for (let k = from; k < to; k++) candidate[k - from] = run[k]!;
      const id = lookupCodes(v, candidate, to - from);
      if (id >= 0) return id;
    }
  }
  return -1;
}

const emojiBuffer = new Uint16Array(2);
/** Adds an emoji to the events at `ne` when the vocabulary knows it; returns the new event count. */
function emoji(v: Vocabulary, cp: number, ne: number): number {
  let n = 0;
  if (cp > 0xffff) {
    emojiBuffer[n++] = 0xd800 + ((cp - 0x10000) >> 10);
    emojiBuffer[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
  } else emojiBuffer[n++] = cp;
  const id = lookupCodes(v, emojiBuffer, n);
  if (id >= 0) buffer.codes[ne++] = EVENT_SYMBOL | (id + 1);
  return ne;
}

/** Sum of the values of the first (or last) 10 code points of `text`; lone surrogates read as U+FFFD. */
function edgeSum(text: string, fromStart: boolean): number {
  let total = 0;
  let taken = 0;
  if (fromStart) {
    for (let i = 0; i < text.length && taken < OPENING_RESOLUTION_SPAN; i++, taken++) {
      const cp = text.codePointAt(i)!;
      if (cp > 0xffff) i++;
      total += codePointValue(cp);
    }
  } else {
    for (let i = text.length - 1; i >= 0 && taken < OPENING_RESOLUTION_SPAN; i--, taken++) {
      const low = text.charCodeAt(i);
      const high = i > 0 ? text.charCodeAt(i - 1) : 0;
      if (low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff) {
        total += codePointValue(text.codePointAt(i - 1)!);
        i--;
      } else total += codePointValue(low);
    }
  }
  return total;
}

/**
 * Adds one finished word to the events at `ne`: n't contractions as the stem and "not"; words
 * past MAX_WORD as unknown; an unknown word drawn out as the word it draws out (drawnOut).
 * Returns the new event count.
 */
function finishWord(v: Vocabulary, buf: Uint16Array, wl: number, boundary: number, caps: boolean, ne: number): number {
  if (wl > MAX_WORD) {
    buffer.codes[ne++] = wordEvent(-1, 0, boundary, false, false);
    return ne;
  }
  if (wl >= 4 && buf[wl - 1] === 116 && buf[wl - 2] === 39 && buf[wl - 3] === 110) {
    // Only "won't", "can't" and "shan't" (5 or 6 code units) can be irregular: build no string for the rest.
    let stemId = wl <= 6 ? irregularStem(buf, wl) : -1;
    if (stemId < 0) stemId = lookupCodes(v, buf, wl - 3);
    buffer.codes[ne++] = eventOf(v, stemId, boundary, false, caps);
    buffer.codes[ne++] = eventOf(v, notId(), BREAK_NONE, true, caps);
    return ne;
  }
  let id = lookupCodes(v, buf, wl);
  if (id < 0 && wl >= 4) {
    const drawn = drawnOut(v, buf, wl, boundary, ne);
    if (drawn >= 0) return drawn;
  }
  if (id < 0 && wl >= DROPPED_G_MIN && wl < MAX_WORD && buf[wl - 1] === 110 && buf[wl - 2] === 105)
    id = droppedG(v, buf, wl);
  if (id >= 0 && v.flags[id]! & FLAG_EXPANDS_NOT) {
    buffer.codes[ne++] = eventOf(v, v.stems[id]!, boundary, false, caps);
    buffer.codes[ne++] = eventOf(v, notId(), BREAK_NONE, true, caps);
    return ne;
  }
  buffer.codes[ne++] = eventOf(v, id, boundary, false, caps);
  return ne;
}

/**
 * Shortest word read as an -ing word with its g dropped: five code units ("lovin" for "loving"),
 * so that no word of four ("skin", "ruin", "pain") is read as another ("sking").
 */
const DROPPED_G_MIN = 5;

/** The key (word-classes.ts WORD_CODES, as the scan builds it) of the two letters "in", which end a word written with its g dropped. */
const KEY_IN = (WORD_CODES[105]! << 6) | WORD_CODES[110]!;

/** The word with its dropped g put back, as droppedG builds it. */
const droppedBuffer = new Uint16Array(MAX_WORD + 1);

/** What makes an -ing word worth reading for a word written with its g dropped, besides a rated valence or a booster's weight. */
const DROPPED_G_FLAGS = FLAG_NEGATOR | FLAG_SCOPE_NEGATOR | FLAG_PHRASE_START | FLAG_PHRASE_END;

/**
 * Id of the -ing word that an unknown word `buf[0..wl)` ending in "in" writes with its g dropped
 * ("lovin", "amazin", "nothin'", "good mornin'": how people write speech), or -1. Only a word
 * with a rated valence, a booster's weight, a negation or a place in a phrase: an -ing form that
 * carries only a curated side is read from its own spelling alone, so that a word ending in "in"
 * is not taken for it on that evidence. A word that ends in "in" of its own and whose -ing form is
 * rated ("robin") is in the vocabulary, so it never comes here (word-classes.ts NOT_DROPPED_G).
 */
function droppedG(v: Vocabulary, buf: Uint16Array, wl: number): number {
  const out = droppedBuffer;
  for (let k = 0; k < wl; k++) out[k] = buf[k]!;
  out[wl] = 103;
  const id = lookupCodes(v, out, wl + 1);
  if (id < 0) return -1;
  const tone = v.tone[id]!;
  return v.valence[tone] !== 0 ||
    v.warmth[tone] !== 0 ||
    v.modifier[tone] !== 0 ||
    (v.flags[id]! & DROPPED_G_FLAGS) !== 0
    ? id
    : -1;
}

/** The low five bits and the top bit of each 6-bit lane of a short word's key (five lanes). */
const LANE_LOW = 0x1f7df7df;
const LANE_HIGH = 0x20820820;

/** The word a drawn-out word draws out, as drawnOut builds it. */
const drawnBuffer = new Uint16Array(MAX_WORD);

/**
 * An unknown word `buf[0..wl)` (lower case) with a letter a–z written three or more times
 * running: read as the word it draws out, each such run cut to two letters ("goooood" → "good",
 * "sweeeet" → "sweet") or else to one ("sooo" → "so", "yesss" → "yes", "loooove" → "love"), and
 * emphasised as capitals are: drawing a word out is how people stress it in writing. Adds its
 * events at `ne` and returns the new count, or -1 when the word has no such run or neither
 * reading is a word the vocabulary knows (the word stays unknown).
 */
function drawnOut(v: Vocabulary, buf: Uint16Array, wl: number, boundary: number, ne: number): number {
  let drawn = false;
  for (let k = 2; k < wl && !drawn; k++) {
    const c = buf[k]!;
    drawn = c >= 97 && c <= 122 && buf[k - 1] === c && buf[k - 2] === c;
  }
  if (!drawn) return -1;
  const out = drawnBuffer;
  for (let keep = 2; keep >= 1; keep--) {
    let length = 0;
    for (let k = 0; k < wl;) {
      const c = buf[k]!;
      let run = k + 1;
      while (run < wl && buf[run] === c) run++;
      const times = run - k >= 3 && c >= 97 && c <= 122 ? keep : run - k;
      for (let t = 0; t < times; t++) out[length++] = c;
      k = run;
    }
    if (lookupCodes(v, out, length) >= 0) return finishWord(v, out, length, boundary, true, ne);
  }
  return -1;
}

/** The contractions of {@link IRREGULAR_NOT_STEMS} as code units, with the id of their stem; built on first use. */
let irregulars: { codes: string; stemId: number }[] | null = null;

/** Id of the stem of an irregular n't contraction in `buf[0..wl)` ("won't" → "will"), or -1 (no string is built). */
function irregularStem(buf: Uint16Array, wl: number): number {
  irregulars ??= Object.entries(IRREGULAR_NOT_STEMS).map(([form, stem]) => ({ codes: form, stemId: lookupWord(stem) }));
  for (const { codes, stemId } of irregulars) {
    if (codes.length !== wl) continue;
    let k = 0;
    while (k < wl && codes.charCodeAt(k) === buf[k]) k++;
    if (k === wl) return stemId;
  }
  return -1;
}

let notIdCache = -1;
function notId(): number {
  if (notIdCache < 0) notIdCache = lookupWord('not');
  return notIdCache;
}

/** The spectral value of every code point of `text`, in a new Float64Array (lone surrogates read as U+FFFD). */
export function characterValuesOf(text: string): Float64Array {
  const bmp = bmpValues();
  const out = new Float64Array(text.length);
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        out[n++] = codePointValue(((code - 0xd800) << 10) + (low - 0xdc00) + 0x10000);
        i++;
        continue;
      }
    }
    out[n++] = bmp[code]!;
  }
  return n === out.length ? out : out.subarray(0, n);
}

/** Counts the code points of UTF-8 `bytes`: ASCII into `asciiCounts`, the rest into the returned map (null when none). */
function countCodePoints(bytes: Uint8Array, length: number, asciiCounts: Int32Array): Map<number, number> | null {
  let otherCounts: Map<number, number> | null = null;
  let i = 0;
  while (i < length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      asciiCounts[b]!++;
      i++;
      continue;
    }
    let cp: number;
    if (b < 0xe0) {
      cp = ((b & 0x1f) << 6) | (bytes[i + 1]! & 0x3f);
      i += 2;
    } else if (b < 0xf0) {
      cp = ((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f);
      i += 3;
    } else {
      cp = ((b & 0x07) << 18) | ((bytes[i + 1]! & 0x3f) << 12) | ((bytes[i + 2]! & 0x3f) << 6) | (bytes[i + 3]! & 0x3f);
      i += 4;
    }
    otherCounts ??= new Map();
    otherCounts.set(cp, (otherCounts.get(cp) ?? 0) + 1);
  }
  return otherCounts;
}
