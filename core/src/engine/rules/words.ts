/**
 * A small word and sentence splitter for the politeness and sarcasm rules, until the
 * engine's shared scanner (tokens.ts) takes its place: one pass over the text, words of
 * letters, digits and inner apostrophes (a curly apostrophe read as a straight one),
 * lower-cased, with their UTF-16 offsets and the sentence they sit in.
 */
import { lookupWord, vocabulary } from '../../vocabulary';

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
  const words: RuleWord[] = [];
  let sentence = 0;
  let sentenceHasWords = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isWordCode(c, text, i)) {
      const start = i;
      let curly = false;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (isWordCode(d, text, i)) i++;
        else if (isApostrophe(d) && i + 1 < n && isWordCode(text.charCodeAt(i + 1), text, i + 1)) {
          if (d !== 39) curly = true;
          i += 2;
        } else break;
      }
      let norm = text.slice(start, i).toLowerCase();
      if (curly) norm = norm.replace(/\u2019/g, "'");
      words.push({ norm, start, end: i, first: !sentenceHasWords, sentence });
      sentenceHasWords = true;
    } else {
      if (endsSentence(c) && sentenceHasWords) {
        sentence++;
        sentenceHasWords = false;
      }
      i++;
    }
  }
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
