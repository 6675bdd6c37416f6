/**
 * Character values (spec analysis §9): every character of a text maps to a
 * spectral value in 0..1. The mapping is positional and deliberately simple,
 * so the same text always paints the same spectrum.
 */

/**
 * Punctuation values, all inside 0.01..0.118 as the spec requires. Pauses that
 * close a thought sit lowest, marks that open or join sit in the middle, and
 * emphatic marks sit highest.
 */
export const PUNCTUATION_VALUES: Readonly<Record<string, number>> = {
  '.': 0.01,
  ',': 0.018,
  ';': 0.026,
  ':': 0.034,
  '…': 0.042,
  '-': 0.05,
  '–': 0.054,
  '—': 0.058,
  '(': 0.062,
  ')': 0.066,
  '[': 0.07,
  ']': 0.072,
  '{': 0.074,
  '}': 0.076,
  "'": 0.078,
  '’': 0.08,
  '‘': 0.081,
  '"': 0.082,
  '“': 0.084,
  '”': 0.085,
  '/': 0.086,
  '\\': 0.088,
  '&': 0.09,
  '*': 0.094,
  _: 0.096,
  '@': 0.098,
  '#': 0.102,
  '%': 0.104,
  $: 0.106,
  '+': 0.108,
  '=': 0.11,
  '<': 0.112,
  '>': 0.113,
  '~': 0.114,
  '^': 0.115,
  '`': 0.116,
  '|': 0.1165,
  '?': 0.117,
  '!': 0.118,
};

/** Value of `t` (spec §9). */
export const LOWER_T_VALUE = 0.96;
/** Value of `T` (spec §9). */
export const UPPER_T_VALUE = 0.97;
/** Value of `u`/`U`; v..z climb from here in steps of {@link UVWXYZ_STEP}. */
export const UVWXYZ_START = 0.971;
/** Step between u, v, w, x, y, z (and their capitals). */
export const UVWXYZ_STEP = 0.003;

const CODE_A = 65;
const CODE_a = 97;

/** Rounds away binary noise so table values compare exactly (0.04 + 3·0.05 is 0.19, not 0.19000000000000003). */
function tidy(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/**
 * Value of one UTF-16 code unit or code point, by the spec §9 rules:
 * A–S from 0.04 in steps of 0.05, a–s from 0.02 in steps of 0.05, t 0.96,
 * T 0.97, u–z / U–Z from 0.971 in steps of 0.003, digits 0–9 are 0.00–0.09,
 * white space is 0 (a space, and likewise a tab or line break: they are
 * spaces in the text's rhythm), punctuation from {@link PUNCTUATION_VALUES},
 * anything else its code modulo 100, divided by 100.
 */
function valueOfCode(code: number): number {
  if (code >= CODE_A && code <= CODE_A + 25) {
    const i = code - CODE_A;
    if (i <= 18) return tidy(0.04 + 0.05 * i);
    if (i === 19) return UPPER_T_VALUE;
    return tidy(UVWXYZ_START + UVWXYZ_STEP * (i - 20));
  }
  if (code >= CODE_a && code <= CODE_a + 25) {
    const i = code - CODE_a;
    if (i <= 18) return tidy(0.02 + 0.05 * i);
    if (i === 19) return LOWER_T_VALUE;
    return tidy(UVWXYZ_START + UVWXYZ_STEP * (i - 20));
  }
  if (code >= 48 && code <= 57) return (code - 48) / 100;
  if (code === 32 || code === 9 || code === 10 || code === 13 || code === 0xa0) return 0;
  const punctuation = PUNCTUATION_VALUES[String.fromCodePoint(code)];
  if (punctuation !== undefined) return punctuation;
  return (code % 100) / 100;
}

let bmpTable: Float64Array | null = null;

/**
 * Value of every Basic Multilingual Plane code point, built on first use (so
 * merely importing core costs nothing); the hot loops then read one array slot
 * per character. Lone surrogates (U+D800–U+DFFF) read as U+FFFD, the
 * replacement character, as they do once the text is encoded.
 */
export function bmpValues(): Float64Array {
  if (!bmpTable) {
    bmpTable = new Float64Array(0x10000);
    for (let code = 0; code < 0x10000; code++)
      bmpTable[code] = valueOfCode(code >= 0xd800 && code <= 0xdfff ? 0xfffd : code);
  }
  return bmpTable;
}

/** Value of any code point (astral ones included). */
export function codePointValue(code: number): number {
  return code < 0x10000 ? bmpValues()[code]! : valueOfCode(code);
}

/**
 * Spectral value (0..1) of one character (spec analysis §9). For a string of
 * more than one character, the first code point counts; the empty string is 0;
 * a lone surrogate counts as U+FFFD.
 */
export function charValue(ch: string): number {
  const code = ch.codePointAt(0);
  return code === undefined ? 0 : codePointValue(code);
}
