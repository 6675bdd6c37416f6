/**
 * How the scanner finishes a word or a run of symbols into tokens: n't contractions as the stem
 * and "not", words drawn out ("goooood") or written with a dropped g ("lovin"), and the
 * emoticons and emoji the vocabulary knows. Each adds its tokens to the token buffer at `ne`
 * and returns the new count.
 */
import {
  FLAG_EXPANDS_NOT,
  FLAG_NEGATOR,
  FLAG_PHRASE_END,
  FLAG_PHRASE_START,
  FLAG_SCOPE_NEGATOR,
  lookupCodes,
  lookupWord,
  WORD_CODES,
  type Vocabulary,
} from '../vocabulary';
import { IRREGULAR_NOT_STEMS } from '../lexicon/forms';
import { BYTE_CODE, candidateBuffer, EMOTICON_TRIM, MAX_EMOTICON, MAX_WORD, symbolBuffer } from './bytes';
import { BOUNDARY_NONE, buffer, eventOf, SCAN_EVENT_SYMBOL, wordEvent } from './codes';

const BREAK_NONE = BOUNDARY_NONE;
const EVENT_SYMBOL = SCAN_EVENT_SYMBOL;

/**
 * Adds a run of punctuation to the events at `ne` when the vocabulary knows it, or an emoticon
 * in it (see findEmoticon), as an emoticon; returns the new event count.
 */
export function emoticon(v: Vocabulary, sl: number, ne: number): number {
  if (sl > MAX_EMOTICON) return ne;
  const out = buffer.codes;
  let id = lookupCodes(v, symbolBuffer, sl);
  if (id < 0) id = findEmoticon(v, sl, false, 0);
  if (id >= 0) out[ne++] = EVENT_SYMBOL | (id + 1);
  return ne;
}

/**
 * The emoticon in the first `length` characters of symbolBuffer, by id, or -1: the whole run
 * if the vocabulary knows it, else the run with the fewest marks of prose cut from its front
 * (EMOTICON_TRIM), then the fewest cut from its end, marks of prose or a drawn-out mouth
 * (":)!" and "!:)" hold ":)", ":)))" holds ":)"). With `letter`, the run ends in a letter or
 * digit (":D"), which is never cut; such an emoticon must stand apart from the word before
 * it (`before`, the byte before the run): "2:3" and "Note:D" are not faces.
 */
export function findEmoticon(v: Vocabulary, length: number, letter: boolean, before: number): number {
  const run = symbolBuffer;
  const candidate = candidateBuffer;
  for (let from = 0; length - from >= 2; from++) {
    if (from > 0 && EMOTICON_TRIM[run[from - 1]!] !== 1) break;
    if (letter && from === 0 && (before >= 0x80 || BYTE_CODE[before] !== 0)) continue;
    for (let to = length; to - from >= 2; to--) {
      if (to < length) {
        const cut = run[to]!;
        if (!(EMOTICON_TRIM[cut] === 1 || (EMOTICON_TRIM[cut] === 2 && run[to - 1] === cut))) break;
      }
      for (let k = from; k < to; k++) candidate[k - from] = run[k]!;
      const id = lookupCodes(v, candidate, to - from);
      if (id >= 0) return id;
    }
  }
  return -1;
}

const emojiBuffer = new Uint16Array(2);
/** Adds an emoji to the events at `ne` when the vocabulary knows it; returns the new event count. */
export function emoji(v: Vocabulary, cp: number, ne: number): number {
  let n = 0;
  if (cp > 0xffff) {
    emojiBuffer[n++] = 0xd800 + ((cp - 0x10000) >> 10);
    emojiBuffer[n++] = 0xdc00 + ((cp - 0x10000) & 0x3ff);
  } else emojiBuffer[n++] = cp;
  const id = lookupCodes(v, emojiBuffer, n);
  if (id >= 0) buffer.codes[ne++] = EVENT_SYMBOL | (id + 1);
  return ne;
}

/**
 * Adds one finished word to the events at `ne`: n't contractions as the stem and "not"; words
 * past MAX_WORD as unknown; an unknown word drawn out as the word it draws out (drawnOut).
 * Returns the new event count.
 */
export function finishWord(
  v: Vocabulary,
  buf: Uint16Array,
  wl: number,
  boundary: number,
  caps: boolean,
  ne: number,
): number {
  const out = buffer.codes;
  if (wl > MAX_WORD) {
    out[ne++] = wordEvent(-1, 0, boundary, false, false);
    return ne;
  }
  if (wl >= 4 && buf[wl - 1] === 116 && buf[wl - 2] === 39 && buf[wl - 3] === 110) {
    // Only "won't", "can't" and "shan't" (5 or 6 code units) can be irregular: build no string for the rest.
    let stemId = wl <= 6 ? irregularStem(buf, wl) : -1;
    if (stemId < 0) stemId = lookupCodes(v, buf, wl - 3);
    out[ne++] = eventOf(v, stemId, boundary, false, caps);
    out[ne++] = eventOf(v, notId(), BREAK_NONE, true, caps);
    return ne;
  }
  let id = lookupCodes(v, buf, wl);
  if (id < 0 && wl >= 4) {
    const drawn = drawnOut(v, buf, wl, boundary, ne);
    if (drawn >= 0) return drawn;
  }
  if (id < 0 && wl >= DROPPED_G_MIN && wl < MAX_WORD && buf[wl - 1] === 110 && buf[wl - 2] === 105)
    id = droppedG(v, buf, wl);
  if (id >= 0 && v.flags[id]! & FLAG_EXPANDS_NOT) {
    out[ne++] = eventOf(v, v.stems[id]!, boundary, false, caps);
    out[ne++] = eventOf(v, notId(), BREAK_NONE, true, caps);
    return ne;
  }
  out[ne++] = eventOf(v, id, boundary, false, caps);
  return ne;
}

/**
 * Shortest word read as an -ing word with its g dropped: five code units ("lovin" for "loving"),
 * so that no word of four ("skin", "ruin", "pain") is read as another ("sking").
 */
export const DROPPED_G_MIN = 5;

/** The key (word-classes.ts WORD_CODES, as the scan builds it) of the two letters "in", which end a word written with its g dropped. */
export const KEY_IN = (WORD_CODES[105]! << 6) | WORD_CODES[110]!;

/** The word with its dropped g put back, as droppedG builds it. */
const droppedBuffer = new Uint16Array(MAX_WORD + 1);

/** What makes an -ing word worth reading for a word written with its g dropped, besides a rated valence or a booster's weight. */
const DROPPED_G_FLAGS = FLAG_NEGATOR | FLAG_SCOPE_NEGATOR | FLAG_PHRASE_START | FLAG_PHRASE_END;

/**
 * Id of the -ing word that an unknown word `buf[0..wl)` ending in "in" writes with its g dropped
 * ("lovin", "amazin", "nothin'", "good mornin'": how people write speech), or -1. Only a word
 * with a rated valence, a booster's weight, a negation or a place in a phrase: an -ing form that
 * carries only a curated side is read from its own spelling alone, so that a word ending in "in"
 * is not taken for it on that evidence. A word that ends in "in" of its own and whose -ing form is
 * rated ("robin") is in the vocabulary, so it never comes here (lexicon/forms.ts NOT_DROPPED_G).
 */
export function droppedG(v: Vocabulary, buf: Uint16Array, wl: number): number {
  const out = droppedBuffer;
  for (let k = 0; k < wl; k++) out[k] = buf[k]!;
  out[wl] = 103;
  const id = lookupCodes(v, out, wl + 1);
  if (id < 0) return -1;
  const tone = v.tone[id]!;
  return v.valence[tone] !== 0 ||
    v.warmth[tone] !== 0 ||
    v.modifier[tone] !== 0 ||
    (v.flags[id]! & DROPPED_G_FLAGS) !== 0
    ? id
    : -1;
}

/** The low five bits and the top bit of each 6-bit lane of a short word's key (five lanes). */
export const LANE_LOW = 0x1f7df7df;
export const LANE_HIGH = 0x20820820;

/** The word a drawn-out word draws out, as drawnOut builds it. */
const drawnBuffer = new Uint16Array(MAX_WORD);

/**
 * An unknown word `buf[0..wl)` (lower case) with a letter a–z written three or more times
 * running: read as the word it draws out, each such run cut to two letters ("goooood" → "good",
 * "sweeeet" → "sweet") or else to one ("sooo" → "so", "yesss" → "yes", "loooove" → "love"), and
 * emphasised as capitals are: drawing a word out is how people stress it in writing. Adds its
 * events at `ne` and returns the new count, or -1 when the word has no such run or neither
 * reading is a word the vocabulary knows (the word stays unknown).
 */
export function drawnOut(v: Vocabulary, buf: Uint16Array, wl: number, boundary: number, ne: number): number {
  let drawn = false;
  for (let k = 2; k < wl && !drawn; k++) {
    const c = buf[k]!;
    drawn = c >= 97 && c <= 122 && buf[k - 1] === c && buf[k - 2] === c;
  }
  if (!drawn) return -1;
  const out = drawnBuffer;
  for (let keep = 2; keep >= 1; keep--) {
    let length = 0;
    for (let k = 0; k < wl;) {
      const c = buf[k]!;
      let run = k + 1;
      while (run < wl && buf[run] === c) run++;
      const times = run - k >= 3 && c >= 97 && c <= 122 ? keep : run - k;
      for (let t = 0; t < times; t++) out[length++] = c;
      k = run;
    }
    if (lookupCodes(v, out, length) >= 0) return finishWord(v, out, length, boundary, true, ne);
  }
  return -1;
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
export function notId(): number {
  if (notIdCache < 0) notIdCache = lookupWord('not');
  return notIdCache;
}
