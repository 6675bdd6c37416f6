/**
 * The packed form of a token: one number per word or symbol, which the scanner writes into a
 * reused buffer and the rules read in place (engine/tokens.ts presents the same tokens as objects).
 */
import { WORD_ENTRY_FLAGS, WORD_ENTRY_FLAGS_SHIFT, wordEntry, type Vocabulary } from '../vocabulary';

/** What comes before a word: nothing, a clause break (, ; :) or a sentence break (. ! ? … or a line break). */
export const BOUNDARY_NONE = 0;
export const BOUNDARY_CLAUSE = 1;
export const BOUNDARY_SENTENCE = 2;

/**
 * A scan event: a word or a symbol in one number. Bits 0–15 hold the id + 1 (0 for an
 * unknown word), bits 16–17 the boundary before a word, and bits 21–31 the word's flags
 * (word-classes.ts FLAG_*, those below {@link SCAN_EVENT_WORD_FLAGS}); the bits below mark a
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
const EVENT_FLAGS_SHIFT = SCAN_EVENT_FLAGS_SHIFT;
/** The word flags a scan event holds (word-classes.ts WORD_ENTRY_FLAGS: a scan event of a word is its word entry and the bits above). */
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

/**
 * The tokens of the text being scanned, in order: one scan event per word or symbol, in the one
 * field of one object, replaced only when a text has more tokens than it holds (a text of n
 * UTF-16 code units has at most n tokens: every token takes at least one code unit, and the
 * "not" of a contraction takes the three of n't or the two of "nt"). The scan reserves room for
 * a piece before it reads it, so the loop writes with no check; the optimiser builds a field
 * never replaced into the loop as a constant, as it does piece.bytes.
 */
export const buffer = { codes: new Int32Array(4096) };
/** Most tokens one step of the scan adds past its own code units: an emoticon, a word and its "not". */
export const EVENT_ROOM = 3;

/** Makes room in the token buffer for `count` tokens, keeping the first `kept`. */
export function reserve(count: number, kept: number): void {
  if (count <= buffer.codes.length) return;
  const codes = new Int32Array(Math.max(count, buffer.codes.length * 2));
  codes.set(buffer.codes.subarray(0, kept));
  buffer.codes = codes;
}

/**
 * The scan event of a word: its id (-1 unknown) and flags (`flags`, 0 when unknown), the break
 * before it, whether it is the "not" of a contraction, whether in capitals.
 */
export function wordEvent(
  id: number,
  flags: number,
  boundary: number,
  fromContraction: boolean,
  caps: boolean,
): number {
  return (
    wordEntry(id, flags) |
    (boundary << EVENT_BOUNDARY_SHIFT) |
    (fromContraction ? EVENT_CONTRACTION : 0) |
    (caps ? EVENT_CAPS : 0)
  );
}

/** The scan event of word `id` of `v` (-1 unknown): see {@link wordEvent}. */
export function eventOf(v: Vocabulary, id: number, boundary: number, fromContraction: boolean, caps: boolean): number {
  return wordEvent(id, id >= 0 ? v.flags[id]! : 0, boundary, fromContraction, caps);
}
