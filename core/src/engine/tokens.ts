/**
 * The scanner: a text becomes tokens (its words and symbols in order, each with its vocabulary
 * id, the break before it, capitals, and whether it is the "not" of a contraction) and, in the
 * same pass, the count of each of its characters, from which the spectrum is read. The tokens
 * live in one reused buffer, one packed number each (engine/tokens/codes.ts), which the rules
 * read in place; {@link readTokens} presents the same tokens as objects.
 *
 * All the engine's tuning for speed lives here and in engine/tokens/: the rest of the engine is
 * written plainly.
 */
import { termText, vocabulary } from './vocabulary';
import { SCAN_PIECE, encodePiece, scanCounts, scanned, wordBuffer } from './tokens/bytes';
import {
  buffer,
  EVENT_ROOM,
  eventBoundary,
  eventId,
  reserve,
  SCAN_EVENT_CAPS,
  SCAN_EVENT_CONTRACTION,
  SCAN_EVENT_SYMBOL,
} from './tokens/codes';
import * as loop from './tokens/loop';
import { countCodePoints, encode, spectralCounts, type SpectralCounts, type SpectralMode } from './tokens/spectral';
import { emoticon, finishWord } from './tokens/words';

export {
  BOUNDARY_CLAUSE,
  BOUNDARY_NONE,
  BOUNDARY_SENTENCE,
  eventBoundary,
  eventFlags,
  eventId,
  SCAN_EVENT_BOUNDARY_MASK,
  SCAN_EVENT_BOUNDARY_SHIFT,
  SCAN_EVENT_CAPS,
  SCAN_EVENT_CONTRACTION,
  SCAN_EVENT_FLAGS_SHIFT,
  SCAN_EVENT_SYMBOL,
  SCAN_EVENT_WORD_FLAGS,
} from './tokens/codes';
export { SCAN_PIECE } from './tokens/bytes';
export { characterValuesOf, OPENING_RESOLUTION_SPAN, type SpectralCounts, type SpectralMode } from './tokens/spectral';

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
    loop.startScan();
    for (let from = 0; from < text.length;) {
      let to = text.length;
      if (to - from > SCAN_PIECE) {
        const space = text.lastIndexOf(' ', from + SCAN_PIECE - 1);
        if (space >= from) to = space + 1;
      }
      const length = encodePiece(from === 0 && to === text.length ? text : text.substring(from, to));
      reserve(loop.endEvents + (to - from) + 2 * EVENT_ROOM, loop.endEvents);
      loop.scanLoop(length, loop.endOtherCounts, loop.endPendingBoundary, loop.endEvents);
      from = to;
    }
    asciiCounts.set(scanCounts.subarray(0, 128));
    otherCounts = loop.endOtherCounts;
    let n = loop.endEvents;
    reserve(n + 2 * EVENT_ROOM, n);
    if (loop.endSymbols > 1) n = emoticon(v, loop.endSymbols, n);
    if (loop.endInWord) {
      const caps = loop.endUpper > 1 && loop.endUpper === loop.endWl;
      n = finishWord(v, wordBuffer, loop.endWl, loop.endBoundary, caps, n);
    }
    tokens = { codes: buffer.codes, count: n, asciiCounts };
  } else if (mode !== 'none') {
    const { bytes, length } = encode(text);
    otherCounts = countCodePoints(bytes, length, asciiCounts);
  }

  return { counts: spectralCounts(text, mode, asciiCounts, otherCounts), tokens };
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
    const symbol = (event & SCAN_EVENT_SYMBOL) !== 0;
    out.push({
      kind: symbol ? 'symbol' : 'word',
      id,
      form: id >= 0 ? termText(v, id) : null,
      boundary: symbol ? 0 : eventBoundary(event),
      caps: (event & SCAN_EVENT_CAPS) !== 0,
      fromContraction: (event & SCAN_EVENT_CONTRACTION) !== 0,
    });
  }
  return out;
}
