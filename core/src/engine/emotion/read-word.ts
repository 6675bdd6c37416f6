/** Reads one word for the emotion scan: lower-cased, normalised and hashed as it is read, with its stem, capitals and (when names are kept) its letters. */
import * as keysModule from './keys';
import * as lettersModule from './letters';
import * as rolesModule from './roles';
import * as wordsModule from './words';

// The sibling modules' constants and helpers as this module's own constants, as in scan.ts.
const { FNV_OFFSET, FNV_PRIME } = keysModule;
const { isAlnum, isLetter } = lettersModule;
const { rolesOf } = rolesModule;
const { STEM_LENGTH } = wordsModule;

/** True while the scan keeps each feature's readable name (see scanEmotionFeatures' `withNames`). */
export let named = false;

/** Sets whether the scan keeps names. */
export function setNamed(withNames: boolean): void {
  named = withNames;
}

/** Empties the letters kept of the word about to be read. */
export function clearWordCodes(): void {
  wordCodes = [];
}

/* The word just read by readWord: its key, capitals and lower-case letters seen, and (when named) its text. */
export let wordKey = 0;
export let wordStem = 0;
export let wordLength = 0;
export let wordUpper = 0;
export let wordLower = 0;
export let wordCodes: number[] = [];

/** Reads the word starting at i (a letter) and returns its end; sets wordKey, wordUpper, wordLower. */
export function readWord(text: string, i: number, n: number): number {
  const keep = named;
  let h = FNV_OFFSET;
  let p1 = -1;
  let p2 = -1;
  let upper = 0;
  let lower = 0;
  let length = 0;
  let stem = 0;
  let j = i;
  for (; j < n; j++) {
    let c = text.charCodeAt(j);
    if (c >= 97 && c <= 122) lower++;
    else if (c >= 65 && c <= 90) {
      upper++;
      c += 32;
    } else if (c >= 48 && c <= 57) {
      // a digit inside a word ("mp3") is part of it
    } else if (c === 39 || c === 0x2019) {
      const d = j + 1 < n ? text.charCodeAt(j + 1) | 32 : 0;
      if (d < 97 || d > 122) break;
      // 'll, 're and 'd keep their apostrophe; n't, 'm, 's and 've lose it.
      if (d === 108 || d === 114 || d === 100) c = 39;
      else continue;
    } else if (c >= 0xc0 && isLetter(c)) {
      if (c <= 0xde && c !== 0xd7) c += 32;
    } else break;
    if (c === p1 && c === p2) continue;
    p2 = p1;
    p1 = c;
    h = Math.imul(h ^ c, FNV_PRIME);
    if (++length === STEM_LENGTH) stem = h;
    if (keep) wordCodes.push(c);
  }
  wordKey = h;
  wordStem = stem;
  wordLength = length;
  wordUpper = upper;
  wordLower = lower;
  return j;
}

/** Where the word nextWordRoles read ends (or where it stopped). */
export let peekEnd = 0;

/**
 * The roles of the word after position j in the same clause (spaces between), 0 when there is
 * none, or -1 when a mark or the end comes first. Leaves the state of readWord as it was.
 */
export function nextWordRoles(text: string, j: number, n: number): number {
  while (j < n && text.charCodeAt(j) === 32) j++;
  peekEnd = j;
  if (j >= n) return -1;
  const c = text.charCodeAt(j);
  if (!isLetter(c)) return isAlnum(c) ? 0 : -1;
  const saved = [wordKey, wordStem, wordLength, wordUpper, wordLower] as const;
  const savedCodes = wordCodes;
  const wasNamed = named;
  named = false;
  peekEnd = readWord(text, j, n);
  const roles = rolesOf(wordKey);
  named = wasNamed;
  wordCodes = savedCodes;
  [wordKey, wordStem, wordLength, wordUpper, wordLower] = saved;
  return roles;
}
