/**
 * What the scanner reads a text with: the class and word-hash code of every byte, and the
 * buffers it reuses from text to text (the piece of UTF-8 it reads, its character counts, the
 * word and emoticon being built). Each is made once and never replaced but when it must grow, so
 * the optimiser builds it into the scan loop as a constant (see engine/tokens/loop.ts).
 */
import { WORD_CODES, type Vocabulary } from '../vocabulary';

/** Character classes of the word scanner: other, clause break, apostrophe, sentence break; a word character's class is its lower-case code point (≥ 48). */
export const CLASS_OTHER = 0;
export const CLASS_CLAUSE = 1;
export const CLASS_APOSTROPHE = 2;
export const CLASS_SENTENCE = 3;
export const CLASS_WORD = 48;
/** Code points from which a character that is not a letter may be an emoji (arrows, symbols, pictographs). */
export const EMOJI_MIN = 0x2190;
/** Longest emoticon looked up, in characters. */
export const MAX_EMOTICON = 6;

/**
 * Class of every byte of UTF-8 text: ASCII as the word scanner reads it (letters and digits
 * are word characters, their class the lower case); every byte of a non-ASCII character is
 * CLASS_OTHER here, and the scanner decodes the character to class it.
 */
export const BYTE_CLASS = (() => {
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

/** The code in the word hash (word-classes.ts WORD_CODES) of each ASCII letter, either case, and digit; 0 for every other byte. */
export const BYTE_CODE = (() => {
  const codes = new Uint8Array(256);
  for (let c = 0; c < 128; c++) if (BYTE_CLASS[c]! >= CLASS_WORD) codes[c] = WORD_CODES[BYTE_CLASS[c]!]!;
  return codes;
})();

/** Every byte in lower case (A–Z → a–z, the rest unchanged): an ASCII word's code units as the vocabulary keys them. */
export const LOWER_BYTE = (() => {
  const lower = new Uint8Array(256);
  for (let c = 0; c < 256; c++) lower[c] = c >= 65 && c <= 90 ? c | 32 : c;
  return lower;
})();

/** ASCII punctuation, of which emoticons are made: 1 for each such character. */
export const SYMBOL_CHAR = (() => {
  const symbols = new Uint8Array(128);
  for (const ch of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') symbols[ch.charCodeAt(0)] = 1;
  return symbols;
})();
export const symbolBuffer = new Uint16Array(MAX_EMOTICON);
/**
 * What may be cut from a run of punctuation to find the emoticon in it: 1 for the marks of
 * prose around it ("Thanks!:)", ":).", a quote), cut from either end; 2 for a mouth, cut
 * from the end where it is drawn out (":)))", ":((").
 */
export const EMOTICON_TRIM = (() => {
  const trim = new Uint8Array(128);
  for (const ch of '.,!?"\'') trim[ch.charCodeAt(0)] = 1;
  for (const ch of '()[]') trim[ch.charCodeAt(0)] = 2;
  return trim;
})();
export const candidateBuffer = new Uint16Array(MAX_EMOTICON);

export const UNICODE_WORD = /^[\p{L}\p{M}\p{N}]$/u;
/** Longest word looked up, in UTF-16 code units; longer words count as words but are unknown. */
export const MAX_WORD = 64;
export const wordBuffer = new Uint16Array(MAX_WORD);

/** Class of a non-ASCII code point: ’ is an apostrophe, … a clause break, a letter/mark/number its lower case. */
export function unicodeClass(cp: number): number {
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
 * The count of each ASCII character of the text the word scan is reading, cleared when a scan
 * starts and copied out when it ends: one array for every scan, so that the optimiser knows
 * it in the scan loop as a constant, where an array passed in is checked and located again at
 * every character. One place for each byte value (the first 128 are copied out), so that no
 * byte read can fall outside it: about 0.4 % fewer instructions per 1 MiB than with 128.
 */
export const scanCounts = new Int32Array(256);

/** UTF-16 code units of a text the word scan encodes and reads at a time, at most (see scanText). */
export const SCAN_PIECE = 16384;

/**
 * The UTF-8 bytes of the piece the word scan is reading (see encodePiece), in the one field of
 * one object, which is replaced only when a piece does not fit (a piece of SCAN_PIECE code
 * units takes at most three bytes a unit; only a longer stretch without a space is bigger).
 * The optimiser builds a field that has never been replaced into the scan loop as a constant,
 * as it does scanCounts: an array passed in is checked and located again at every byte.
 */
export const piece = { bytes: new Uint8Array(SCAN_PIECE * 3 + 1) };

const pieceEncoder = new TextEncoder();

/**
 * Writes the UTF-8 bytes of `text` to piece.bytes, followed by a 0 byte that the word scan
 * stops at (so it need not check the length inside a word), and returns their count; lone
 * surrogates become U+FFFD.
 */
export function encodePiece(text: string): number {
  if (piece.bytes.length <= text.length * 3) piece.bytes = new Uint8Array(text.length * 3 + 1);
  const written = pieceEncoder.encodeInto(text, piece.bytes).written!;
  piece.bytes[written] = 0;
  return written;
}

/**
 * The vocabulary the word scan reads, added to this object by the first scan and not replaced
 * after (the vocabulary is built once): the optimiser then builds the vocabulary and its tables
 * into the scan loop as constants, as it does piece.bytes, where the vocabulary passed in had
 * each table checked and located again at every word.
 */
export const scanned: { vocabulary?: Vocabulary } = {};
