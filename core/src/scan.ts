/**
 * The one pass over a text that both the spectrum and the axis engine read:
 * each code point of the text is visited once — its spectral value goes into the values array and the
 * bucket counts, and its lower-case code unit into the current word, which is
 * looked up in the vocabulary without building a string.
 */
import { bmpValues, codePointValue } from './char-values';
import { DEEP_MAX, SUSPENDED_MAX } from './categories';
import {
  FLAG_EXPANDS_NOT,
  HASH_STEP_MASK,
  hashOfRunning,
  hashWord,
  IRREGULAR_NOT_STEMS,
  lookupCodes,
  RUNNING_HASH_MAX,
  lookupWord,
  vocabulary,
  type Vocabulary,
} from './vocabulary';

/** What comes before a word: nothing, a clause break (, ; :) or a sentence break (. ! ? … or a line break). */
export const BOUNDARY_NONE = 0;
export const BOUNDARY_CLAUSE = 1;
export const BOUNDARY_SENTENCE = 2;

/** Receives the words of a text in order. */
export interface WordSink {
  /**
   * One word: its vocabulary id (-1 when unknown), the strongest break since the
   * previous word (BOUNDARY_*), whether it is the "not" that an n't contraction
   * implies, and whether it was written in capitals (two or more ASCII letters, all upper case).
   */
  word(id: number, boundary: number, fromContraction: boolean, caps: boolean): void;
  /** An emoji or an ASCII emoticon (":)") the vocabulary knows, by id; it is not a word. */
  symbol(id: number): void;
  /** Called once after the last word, with the count of every ASCII character of the text. */
  finish(asciiCounts: Int32Array): void;
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

/** UTF-8 bytes of `text` in a reused buffer (valid until the next call); lone surrogates become U+FFFD. */
function encode(text: string): { bytes: Uint8Array; length: number } {
  if (scratch.length < text.length) scratch = new Uint8Array(Math.max(1024, text.length + (text.length >> 2)));
  let result = encoder.encodeInto(text, scratch);
  if (result.read! < text.length) {
    scratch = new Uint8Array(text.length * 3);
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

const ASCII_CLASS = (() => {
  const classes = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) classes[c] = c;
    else if (c >= 65 && c <= 90) classes[c] = c | 32;
  }
  classes[39] = CLASS_APOSTROPHE;
  for (const ch of ';:,') classes[ch.charCodeAt(0)] = CLASS_CLAUSE;
  for (const ch of '.!?\n') classes[ch.charCodeAt(0)] = CLASS_SENTENCE;
  return classes;
})();

/** ASCII punctuation, of which emoticons are made: 1 for each such character. */
const SYMBOL_CHAR = (() => {
  const symbols = new Uint8Array(128);
  for (const ch of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') symbols[ch.charCodeAt(0)] = 1;
  return symbols;
})();
const symbolBuffer = new Uint16Array(MAX_EMOTICON);

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

/**
 * Scans `text` once. With `spectral`, returns the spectral counts; with
 * `words`, feeds every word to the sink. Either may be left out.
 */
export function scanText(text: string, mode: SpectralMode, words: WordSink | null): SpectralCounts {
  const asciiCounts = new Int32Array(128);
  let otherCounts: Map<number, number> | null = null;
  if (words) {
    const v = vocabulary();
    scanLoop(text, text.length, asciiCounts, v, words);
    otherCounts = endOtherCounts;
    endOtherCounts = null;
    if (endSymbols > 1) emoticon(v, words, endSymbols);
    if (endInWord) finishWord(v, words, wordBuffer, endWl, endBoundary, endUpper > 1 && endUpper === endWl);
    words.finish(asciiCounts);
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
  return {
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

/**
 * The hot loop, kept apart from everything that runs once per text so the
 * optimiser sees only per-character work: decode, count, build words.
 */
function scanLoop(text: string, length: number, asciiCounts: Int32Array, v: Vocabulary, words: WordSink): void {
  const buf = wordBuffer;
  const classes = ASCII_CLASS;
  // The vocabulary's arrays in locals: the word lookup below runs once per word.
  const table = v.table;
  const mask = v.mask;
  const offsets = v.offsets;
  const pool = v.pool;
  const flags = v.flags;
  let otherCounts: Map<number, number> | null = null;
  let inWord = false;
  let wl = 0;
  let upper = 0;
  // The word's hash as it is read (see hashOfRunning), so the word is not read twice.
  let running = 0;
  let apostrophe = false;
  let pendingBoundary = BOUNDARY_SENTENCE;
  let boundary = 0;
  // The run of ASCII punctuation being read (an emoticon candidate): its length.
  let sl = 0;

  let i = 0;
  while (i < length) {
    const b = text.charCodeAt(i);
    let cls: number;
    let cp = 0;
    i++;
    if (b < 0x80) {
      asciiCounts[b]!++;
      cls = classes[b]!;
    } else {
      cp = b;
      if (b >= 0xd800 && b <= 0xdfff) {
        // A surrogate pair is one code point; a lone surrogate reads as U+FFFD, as in UTF-8.
        const low = i < length ? text.charCodeAt(i) : 0;
        if (b <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
          cp = ((b - 0xd800) << 10) + (low - 0xdc00) + 0x10000;
          i++;
        } else cp = 0xfffd;
      }
      otherCounts ??= new Map();
      otherCounts.set(cp, (otherCounts.get(cp) ?? 0) + 1);
      cls = unicodeClass(cp);
    }

    if (cls >= CLASS_WORD) {
      if (sl > 0) {
        if (sl > 1) emoticon(v, words, sl);
        sl = 0;
      }
      if (cls !== b && b < 0x80) upper++;
      if (!inWord) {
        inWord = true;
        wl = 0;
        running = 0;
        upper = cls !== b && b < 0x80 ? 1 : 0;
        boundary = pendingBoundary;
        pendingBoundary = 0;
      } else if (apostrophe) {
        apostrophe = false;
        if (wl < MAX_WORD) buf[wl] = 39;
        wl++;
        running = ((running << 5) + running + 39) & HASH_STEP_MASK;
      }
      let lower = cls;
      if (lower > 0xffff) {
        const high = 0xd800 + ((lower - 0x10000) >> 10);
        if (wl < MAX_WORD) buf[wl] = high;
        wl++;
        running = ((running << 5) + running + high) & HASH_STEP_MASK;
        lower = 0xdc00 + ((lower - 0x10000) & 0x3ff);
      }
      if (wl < MAX_WORD) buf[wl] = lower;
      wl++;
      running = ((running << 5) + running + lower) & HASH_STEP_MASK;
      // The rest of an ASCII word in a tight loop: the same steps as above, for the common case.
      while (i < length) {
        const next = text.charCodeAt(i);
        if (next >= 0x80) break;
        const nextClass = classes[next]!;
        if (nextClass < CLASS_WORD) break;
        i++;
        asciiCounts[next]!++;
        if (nextClass !== next) upper++;
        if (wl < MAX_WORD) buf[wl] = nextClass;
        wl++;
        running = ((running << 5) + running + nextClass) & HASH_STEP_MASK;
      }
    } else if (cls === CLASS_APOSTROPHE && inWord && !apostrophe) {
      apostrophe = true;
    } else {
      if (inWord) {
        inWord = false;
        apostrophe = false;
        const caps = upper > 1 && upper === wl;
        if (wl > MAX_WORD || (wl >= 4 && buf[wl - 1] === 116 && buf[wl - 2] === 39 && buf[wl - 3] === 110)) {
          finishWord(v, words, buf, wl, boundary, caps);
        } else {
          let id = -1;
          const h = wl <= RUNNING_HASH_MAX ? hashOfRunning(running, wl) : hashWord(buf, wl);
          let slot = h & mask;
          for (;;) {
            const stored = table[slot << 1]!;
            if (stored === 0) break;
            // The hash first: most probes end there, without reading the word's code units.
            if (table[(slot << 1) + 1] === h && offsets[stored]! - offsets[stored - 1]! === wl) {
              const start = offsets[stored - 1]!;
              let k = 0;
              while (k < wl && pool.charCodeAt(start + k) === buf[k]) k++;
              if (k === wl) {
                id = stored - 1;
                break;
              }
            }
            slot = (slot + 1) & mask;
          }
          if (id >= 0 && flags[id]! & FLAG_EXPANDS_NOT) finishWord(v, words, buf, wl, boundary, caps);
          else words.word(id, boundary, false, caps);
        }
      }
      if (b < 0x80 && SYMBOL_CHAR[b] === 1) {
        if (sl < MAX_EMOTICON) symbolBuffer[sl] = b;
        sl++;
      } else if (sl > 0) {
        if (sl > 1) emoticon(v, words, sl);
        sl = 0;
      }
      if (cls === CLASS_SENTENCE) pendingBoundary = BOUNDARY_SENTENCE;
      else if (cls === CLASS_CLAUSE && pendingBoundary === 0) pendingBoundary = BOUNDARY_CLAUSE;
      if (cp >= EMOJI_MIN) emoji(v, words, cp);
    }
  }
  endOtherCounts = otherCounts;
  endInWord = inWord;
  endWl = wl;
  endBoundary = boundary;
  endUpper = upper;
  endSymbols = sl;
}

/** Hands a run of punctuation to the sink when the vocabulary knows it as an emoticon. */
function emoticon(v: Vocabulary, words: WordSink, sl: number): void {
  if (sl > MAX_EMOTICON) return;
  const id = lookupCodes(v, symbolBuffer, sl);
  if (id >= 0) words.symbol(id);
}

const emojiBuffer = new Uint16Array(2);
/** Hands an emoji to the sink when the vocabulary knows it. */
function emoji(v: Vocabulary, words: WordSink, cp: number): void {
  let n = 0;
  if (cp > 0xffff) {
    emojiBuffer[n++] = 0xd800 + ((cp - 0x10000) >> 10);
    emojiBuffer[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
  } else emojiBuffer[n++] = cp;
  const id = lookupCodes(v, emojiBuffer, n);
  if (id >= 0) words.symbol(id);
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

/** Hands one finished word to the sink: n't contractions as the stem and "not"; words past MAX_WORD as unknown. */
function finishWord(
  v: Vocabulary,
  words: WordSink,
  buf: Uint16Array,
  wl: number,
  boundary: number,
  caps: boolean,
): void {
  if (wl > MAX_WORD) {
    words.word(-1, boundary, false, false);
    return;
  }
  if (wl >= 4 && buf[wl - 1] === 116 && buf[wl - 2] === 39 && buf[wl - 3] === 110) {
    // Only "won't", "can't" and "shan't" (5 or 6 code units) can be irregular: build no string for the rest.
    let stemId = wl <= 6 ? irregularStem(buf, wl) : -1;
    if (stemId < 0) stemId = lookupCodes(v, buf, wl - 3);
    words.word(stemId, boundary, false, caps);
    words.word(notId(), BOUNDARY_NONE, true, caps);
    return;
  }
  const id = lookupCodes(v, buf, wl);
  if (id >= 0 && v.flags[id]! & FLAG_EXPANDS_NOT) {
    words.word(v.stems[id]!, boundary, false, caps);
    words.word(notId(), BOUNDARY_NONE, true, caps);
    return;
  }
  words.word(id, boundary, false, caps);
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
