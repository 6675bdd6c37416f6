/**
 * The spectrum's side of the scan: each code point's spectral value (0..1), counted from the
 * histogram of the text's characters, so the arithmetic runs once per distinct character.
 */
import { bmpValues, codePointValue } from '../char-values';
import { DEEP_MAX, SUSPENDED_MAX } from '../categories';

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
export function encode(text: string): { bytes: Uint8Array; length: number } {
  if (scratch.length <= text.length) scratch = new Uint8Array(Math.max(1024, text.length + (text.length >> 2) + 1));
  let result = encoder.encodeInto(text, scratch);
  if (result.read! < text.length || result.written === scratch.length) {
    scratch = new Uint8Array(text.length * 3 + 1);
    result = encoder.encodeInto(text, scratch);
  }
  return { bytes: scratch, length: result.written! };
}

/**
 * The spectral counts of a text from how often each of its characters occurs: `asciiCounts`
 * by code (128), the rest in `otherCounts` (null when none); the values array when `mode` asks.
 */
export function spectralCounts(
  text: string,
  mode: SpectralMode,
  asciiCounts: Int32Array,
  otherCounts: Map<number, number> | null,
): SpectralCounts {
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
export function countCodePoints(
  bytes: Uint8Array,
  length: number,
  asciiCounts: Int32Array,
): Map<number, number> | null {
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
