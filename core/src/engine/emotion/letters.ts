/** Character tests of the emotion scan: letters, digits, and dots that end an abbreviation rather than a sentence. */
import { FNV_OFFSET, FNV_PRIME, hashText } from './keys';

export function isLetter(c: number): boolean {
  return (
    (c >= 97 && c <= 122) ||
    (c >= 65 && c <= 90) ||
    (c >= 0xc0 && c <= 0x24f && c !== 0xd7 && c !== 0xf7) ||
    (c >= 0x370 && c <= 0x52f) ||
    (c >= 0x5d0 && c <= 0x6ff) ||
    (c >= 0x900 && c <= 0xdff) ||
    (c >= 0x3040 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af)
  );
}

export function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || isLetter(c);
}

export function startsWithAt(text: string, i: number, s: string): boolean {
  return text.startsWith(s, i);
}

/**
 * Abbreviations whose dot ends no sentence, by the key of their lower-case letters (a typed array
 * of ten, searched in turn: a Set would box each key that is not a small integer to look it up).
 */
export const ABBREVIATIONS = Int32Array.from(
  ['mr', 'mrs', 'ms', 'dr', 'vs', 'st', 'jr', 'sr', 'prof', 'approx'],
  hashText,
);

/** Whether the dot at `dot` ends an abbreviation ("e.g.", "i.e.", "Mr.") rather than a sentence. */
export function isAbbreviation(text: string, dot: number): boolean {
  let k = dot;
  while (k > 0 && dot - k <= 6 && isLetter(text.charCodeAt(k - 1))) k--;
  const length = dot - k;
  if (length === 1) return k > 0 && text.charCodeAt(k - 1) === 46;
  if (length < 2 || length > 6) return false;
  let h = FNV_OFFSET;
  for (let j = k; j < dot; j++) h = Math.imul(h ^ (text.charCodeAt(j) | 32), FNV_PRIME);
  for (let a = 0; a < ABBREVIATIONS.length; a++) if (ABBREVIATIONS[a] === h) return true;
  return false;
}
