/**
 * A small word and sentence splitter for the politeness and sarcasm rules, until the
 * engine's shared scanner (tokens.ts) takes its place: one pass over the text, words of
 * letters, digits and inner apostrophes (a curly apostrophe read as a straight one),
 * lower-cased, with their UTF-16 offsets and the sentence they sit in.
 */
import { lookupWord, vocabulary } from '../vocabulary';

/** One word of a text. */
export interface RuleWord {
  /** The word in lower case, apostrophes straightened ("don’t" → "don't"). */
  norm: string;
  /** Offset of its first UTF-16 code unit in the text. */
  start: number;
  /** Offset just past its last code unit. */
  end: number;
  /** True for the first word of its sentence. */
  first: boolean;
  /** Index of its sentence (0-based, counted over sentences that hold words). */
  sentence: number;
  /** Index (in the word list) just past the last word of its sentence. */
  sentenceEnd: number;
  /** What the rules know of the word, shared by every appearance of it. */
  info: WordInfo;
}

/**
 * What the rules know of one distinct word, looked up once and kept (interned by the word),
 * so a rule reads a property instead of searching a table at each appearance.
 */
export interface WordInfo {
  readonly norm: string;
  /** Rated valence (see {@link valenceOf}), NaN until first asked for. */
  valence: number;
  /** The number of the last reading that counted this word (see {@link firstSighting}). */
  stamp: number;
  /** Each rule table's row for the word (see {@link wordTable}), filled on first use. */
  readonly rows: unknown[];
}

/**
 * Distinct words seen so far, in an open-addressing table keyed by a hash of the word
 * computed while scanning: a word met before is found without slicing or lower-casing it.
 * Made on the first scan (so merely importing core costs nothing) and emptied before a scan
 * when more than half full; within one scan it takes new words until 7/8 full, after which
 * a new word gets an info of its own at each appearance.
 */
const TABLE_SIZE = 1 << 15;
const TABLE_MASK = TABLE_SIZE - 1;
let table: (WordInfo | undefined)[] = [];
let hashes = new Int32Array(0);
let tableFill = 0;

/** Makes the table on first use and empties it when more than half full, between scans only. */
function prepareTable(): void {
  if (hashes.length === 0 || tableFill > TABLE_SIZE / 2) {
    table = new Array<WordInfo | undefined>(TABLE_SIZE);
    hashes = new Int32Array(TABLE_SIZE);
    tableFill = 0;
  }
}

/** FNV-1a step over one (lower-cased) code unit. */
const mix = (h: number, c: number) => Math.imul(h ^ c, 16777619);
const FNV_OFFSET = -2128831035;

/** The code unit as the word's lower-case form has it: ASCII capitals lowered, a curly apostrophe straightened. */
const lowerUnit = (c: number) => (c >= 65 && c <= 90 ? c | 32 : c === 0x2019 ? 39 : c);

/** The info of the word text[start, end) (ASCII letters, digits, apostrophes), hashed as `h`, interned on first sight. */
function asciiInfo(text: string, start: number, end: number, h: number): WordInfo {
  let slot = h & TABLE_MASK;
  const length = end - start;
  for (;;) {
    const info = table[slot];
    if (info === undefined) break;
    if (hashes[slot] === h && info.norm.length === length) {
      let k = 0;
      while (k < length && info.norm.charCodeAt(k) === lowerUnit(text.charCodeAt(start + k))) k++;
      if (k === length) return info;
    }
    slot = (slot + 1) & TABLE_MASK;
  }
  let norm = text.slice(start, end).toLowerCase();
  if (norm.includes('\u2019')) norm = norm.replace(/\u2019/g, "'");
  return intern(norm, h, slot);
}

/** The info of a word given as its lower-case form (any script). */
function normInfo(norm: string): WordInfo {
  let h = FNV_OFFSET;
  for (let k = 0; k < norm.length; k++) h = mix(h, norm.charCodeAt(k));
  let slot = h & TABLE_MASK;
  for (;;) {
    const info = table[slot];
    if (info === undefined) break;
    if (hashes[slot] === h && info.norm === norm) return info;
    slot = (slot + 1) & TABLE_MASK;
  }
  return intern(norm, h, slot);
}

function intern(norm: string, h: number, slot: number): WordInfo {
  const info: WordInfo = { norm, valence: NaN, stamp: 0, rows: [] };
  if (tableFill >= (TABLE_SIZE * 7) / 8) return info;
  table[slot] = info;
  hashes[slot] = h;
  tableFill++;
  return info;
}

/**
 * A rule's table as a function of a word: `row(norm)` is computed once per distinct word
 * and kept with it (it must not return undefined; use null for "not in the table").
 */
export function wordTable<T>(row: (norm: string) => T): (word: RuleWord) => T {
  const slot = tableCount++;
  return (word) => {
    const rows = word.info.rows;
    let value = rows[slot] as T | undefined;
    if (value === undefined) {
      value = row(word.norm);
      rows[slot] = value;
    }
    return value;
  };
}
let tableCount = 0;

let stamps = 0;

/** A fresh number for one reading, to pass to {@link firstSighting}. */
export function newStamp(): number {
  return ++stamps;
}

/** True the first time a word is met within the reading numbered `stamp`. */
export function firstSighting(word: RuleWord, stamp: number): boolean {
  if (word.info.stamp === stamp) return false;
  word.info.stamp = stamp;
  return true;
}

/** A letter or digit of any script (code units outside ASCII are tested once each). */
const LETTER = /[\p{L}\p{N}\p{M}]/u;

function isWordCode(c: number, text: string, i: number): boolean {
  if (c < 128) return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57);
  if (c >= 0xd800 && c <= 0xdfff) return false;
  return LETTER.test(text[i]!);
}

/** An apostrophe (straight or curly) inside a word. */
function isApostrophe(c: number): boolean {
  return c === 39 || c === 0x2019;
}

/** Ends a sentence: . ! ? and line breaks. */
function endsSentence(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 10 || c === 13;
}

/** The words of `text`, in order. */
export function splitWords(text: string): RuleWord[] {
  prepareTable();
  const words: RuleWord[] = [];
  let sentence = 0;
  let sentenceFirst = 0;
  let i = 0;
  const n = text.length;
  const closeSentence = () => {
    for (let k = sentenceFirst; k < words.length; k++) words[k]!.sentenceEnd = words.length;
    sentenceFirst = words.length;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isWordCode(c, text, i)) {
      const start = i;
      let ascii = c < 128;
      let h = mix(FNV_OFFSET, lowerUnit(c));
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d < 128 ? (d >= 97 && d <= 122) || (d >= 48 && d <= 57) || (d >= 65 && d <= 90) : isWordCode(d, text, i)) {
          if (d >= 128) ascii = false;
          h = mix(h, lowerUnit(d));
          i++;
        } else if (isApostrophe(d) && i + 1 < n && isWordCode(text.charCodeAt(i + 1), text, i + 1)) {
          h = mix(h, 39);
          i++;
        } else break;
      }
      const info = ascii
        ? asciiInfo(text, start, i, h)
        : normInfo(
            text
              .slice(start, i)
              .toLowerCase()
              .replace(/\u2019/g, "'"),
          );
      const first = words.length === sentenceFirst;
      words.push({ norm: info.norm, start, end: i, first, sentence, sentenceEnd: 0, info });
    } else {
      if (endsSentence(c) && words.length > sentenceFirst) {
        closeSentence();
        sentence++;
      }
      i++;
    }
  }
  closeSentence();
  return words;
}

/** Offset of the first character at or after `from` that is not a space or tab, or the text's length. */
export function skipSpaces(text: string, from: number): number {
  let i = from;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  return i;
}

/** True when a question mark follows offset `end`, after spaces and any other ! or ?. */
export function questionFollows(text: string, end: number): boolean {
  for (let i = skipSpaces(text, end); i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 63) return true;
    if (c !== 33) return false;
  }
  return false;
}

/** True when the words from `i` on read `phrase` (lower-case words separated by single spaces), within one sentence. */
export function wordsRead(words: readonly RuleWord[], i: number, phrase: readonly string[]): boolean {
  if (i + phrase.length > words.length) return false;
  const sentence = words[i]!.sentence;
  for (let k = 0; k < phrase.length; k++) {
    const w = words[i + k]!;
    if (w.norm !== phrase[k] || w.sentence !== sentence) return false;
  }
  return true;
}

/** A lower-case word's rated valence on −4..4 in the engine's graded lexicon (0 when it is not there). */
export function wordValence(word: string): number {
  const id = lookupWord(word);
  if (id < 0) return 0;
  const v = vocabulary();
  return v.valence[v.tone[id]!]!;
}

/** The word's rated valence on −4..4, looked up once per distinct word. */
export function valenceOf(word: RuleWord): number {
  const info = word.info;
  if (Number.isNaN(info.valence)) info.valence = wordValence(word.norm);
  return info.valence;
}

/** Phrases (each with its words) grouped under their first word, so a rule tries only those that may start at a word. */
export function byFirstWord<T extends { words: readonly string[] }>(phrases: readonly T[]): Map<string, T[]> {
  const index = new Map<string, T[]>();
  for (const p of phrases) {
    const list = index.get(p.words[0]!);
    if (list) list.push(p);
    else index.set(p.words[0]!, [p]);
  }
  return index;
}
