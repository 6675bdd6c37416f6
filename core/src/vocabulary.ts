/**
 * The vocabulary of the local axis engine, built once on first use: every term of the
 * graded valence lexicon (graded-lexicon.ts), every curated axis entry (lexicon.ts) with
 * the inflected forms of its single words, the boosters, the spec's intensifiers and
 * negators, apostrophe-less contractions ("dont") and the words of two-word phrases, in
 * an open-addressing hash table keyed by the word's lower-case UTF-16 code units, so the
 * scanner can look a word up without building a string. Each term's tone is kept in
 * typed arrays by term number (words first, then phrases).
 */
import { GRADED_VALENCE } from './graded-lexicon';
import {
  AXIS_LEXICON,
  BOOSTERS,
  CONTRAST_WORDS,
  KNOWING_WORDS,
  MILD_ENTRIES,
  NEGATION_TRANSPARENT,
  SCOPE_NEGATORS,
  type LexiconSide,
} from './lexicon';

/** Words that add 0.3 each to every axis's positive weight (spec §9, exactly). */
export const INTENSIFIERS = ['very', 'really', 'extremely', 'incredibly', 'totally', 'completely'] as const;
/** Words that add 0.4 each to every axis's negative weight (spec §9, exactly). */
export const NEGATORS = ['not', 'never', 'no', 'hardly', 'barely', 'scarcely'] as const;

/** The four axes with their positive and negative lexicon sides, in result order. */
export const AXES = [
  { key: 'warmthDetachment', positive: 'warmth', negative: 'detachment' },
  { key: 'certaintyAmbiguity', positive: 'certainty', negative: 'ambiguity' },
  { key: 'intensityRestraint', positive: 'intensity', negative: 'restraint' },
  { key: 'conflictCoherence', positive: 'coherence', negative: 'conflict' },
] as const satisfies readonly { key: string; positive: LexiconSide; negative: LexiconSide }[];

/** Contractions written without an apostrophe, as chat often does, with the word they negate. */
export const BARE_CONTRACTIONS: Readonly<Record<string, string>> = {
  dont: 'do',
  doesnt: 'does',
  didnt: 'did',
  cant: 'can',
  cannot: 'can',
  couldnt: 'could',
  wont: 'will',
  wouldnt: 'would',
  shouldnt: 'should',
  isnt: 'is',
  arent: 'are',
  wasnt: 'was',
  werent: 'were',
  havent: 'have',
  hasnt: 'has',
  hadnt: 'had',
  mustnt: 'must',
  neednt: 'need',
  aint: 'is',
};

/** Irregular n't contractions: the stem is not the word minus n't. */
export const IRREGULAR_NOT_STEMS: Readonly<Record<string, string>> = {
  "won't": 'will',
  "can't": 'can',
  "shan't": 'shall',
};

/** Two-word sequences matched as phrases that move no axis, so their words are not read alone ("let me know" is not certainty). */
export const NEUTRAL_PHRASES = [
  'me know',
  'you know',
  'i mean',
  'at least',
  'no one',
  'not only',
  'of course',
] as const;

/** Words that end the reach of a negator: a new clause starts with them. */
export const NEGATION_BREAKERS = [
  'but',
  'if',
  'whether',
  'what',
  'because',
  'though',
  'although',
  'which',
  'who',
  'when',
  'while',
] as const;

/**
 * Real words that look like inflections of a lexicon entry but are not
 * ("number" is not more "numb"); they are never generated as inflected forms.
 */
export const NOT_INFLECTIONS = new Set([
  'finally',
  'number',
  'numbers',
  'business',
  'businesses',
  'means',
  'evening',
  'evenings',
  'career',
  'careers',
]);

const VOWELS = 'aeiou';

/** Inflected forms of a lower-case base word: plurals, past, -ing, comparatives, -ly, -ness, possessive. */
export function inflections(base: string): string[] {
  const forms: string[] = [`${base}'s`];
  const last = base[base.length - 1] ?? '';
  const beforeLast = base[base.length - 2] ?? '';
  if (last === 'y' && !VOWELS.includes(beforeLast)) {
    const stem = base.slice(0, -1);
    forms.push(`${stem}ies`, `${stem}ied`, `${stem}ier`, `${stem}iest`, `${stem}ily`, `${stem}iness`, `${base}ing`);
  } else if (last === 'e') {
    const stem = base.slice(0, -1);
    forms.push(`${base}s`, `${base}d`, `${stem}ing`, `${base}r`, `${base}st`, `${base}ly`, `${base}ness`);
    if (base.endsWith('le')) forms.push(`${stem}y`);
  } else {
    const sibilant = /(s|x|z|ch|sh)$/.test(base);
    forms.push(
      sibilant ? `${base}es` : `${base}s`,
      `${base}ed`,
      `${base}ing`,
      `${base}er`,
      `${base}est`,
      `${base}ly`,
      `${base}ness`,
    );
    if (base.endsWith('ic')) forms.push(`${base}ally`);
    const cvc =
      base.length >= 3 &&
      !VOWELS.includes(last) &&
      !'wxy'.includes(last) &&
      VOWELS.includes(beforeLast) &&
      !VOWELS.includes(base[base.length - 3]!);
    if (cvc) forms.push(`${base}${last}ed`, `${base}${last}ing`, `${base}${last}er`, `${base}${last}est`);
  }
  return forms.filter((form) => !NOT_INFLECTIONS.has(form));
}

/** FNV-1a step over one UTF-16 code unit. */
export function hashStep(h: number, code: number): number {
  return Math.imul(h ^ code, 16777619);
}
/** FNV-1a offset basis. */
export const HASH_SEED = 0x811c9dc5 | 0;

/** The eight sides in term-array order: side 2a is axis a's positive side, 2a + 1 its negative side. */
export const SIDES: readonly LexiconSide[] = AXES.flatMap((axis) => [axis.positive, axis.negative]);

/** How much a curated entry weighs on its side, in word-equivalents (one plain word = 1). */
export const CURATED_WEIGHT = 1;
/** Weight of an entry of {@link MILD_ENTRIES}, as a share of a full entry. */
export const MILD_SHARE = 0.4;
/**
 * The least warmth a curated entry carries (word-equivalents): warm words at least one
 * plain word; words of distance less (formal distance is cool, not hostile; cold,
 * hostile words carry more through their rated valence).
 */
export const CURATED_WARMTH_FLOOR = { warm: 1, cold: 0.4 } as const;
/** VADER units per word-equivalent: VADER rates a typical clear word ("good") about 2. */
export const VALENCE_PER_WORD = 2;

export const FLAG_INTENSIFIER = 1;
export const FLAG_NEGATOR = 2;
export const FLAG_PHRASE_START = 4;
export const FLAG_EXPANDS_NOT = 8;
export const FLAG_BREAKER = 16;
export const FLAG_SCOPE_NEGATOR = 32;
export const FLAG_CONTRAST = 64;
/** The word carries tone or modifies it: the counter must look at it. */
export const FLAG_TONED = 128;
/** The word is the second word of some phrase. */
export const FLAG_PHRASE_END = 256;
/** A negation passes through the word (lexicon.ts NEGATION_TRANSPARENT). */
export const FLAG_TRANSPARENT = 512;
/** Flags that make the counter look at a word at all. */
export const FLAGS_READ =
  FLAG_INTENSIFIER | FLAG_NEGATOR | FLAG_PHRASE_START | FLAG_BREAKER | FLAG_SCOPE_NEGATOR | FLAG_CONTRAST | FLAG_TONED;

/** The built vocabulary: the hash table over its words, its phrases and every term's tone. */
export interface Vocabulary {
  /** Number of words (ids 0 .. size − 1). */
  size: number;
  /** Number of two-word phrases (term numbers size .. size + phraseCount − 1). */
  phraseCount: number;
  /** Open-addressing table of the phrases, two entries per slot: phrase key ({@link phraseKey}) + 1 (0 is empty), then the term number. */
  phraseTable: Int32Array;
  /** Two entries per slot: word id + 1 (0 is empty), then the word's hash (checked before the word itself). */
  table: Int32Array;
  mask: number;
  /** Code units of every word, back to back. */
  pool: Uint16Array;
  /** Where each word starts in the pool, by id (one more entry marks the end). */
  offsets: Int32Array;
  /** Longest word in the vocabulary, in code units. */
  maxLength: number;
  /** Flags of every word, by id. */
  flags: Int32Array;
  /** For contractions written without an apostrophe: the id of the word before the implied "not" (−1 otherwise). */
  stems: Int32Array;
  /** Text of every term, by term number: words first (term number = id), then phrases. */
  terms: string[];
  /** Rated valence of every term, VADER units −4..4 (0 when none). */
  valence: Float32Array;
  /** Valence the warmth axis reads (VADER units): the rated valence, or the curated warmth where a term has one. */
  warmth: Float32Array;
  /** Curated weight of every term on each side, 8 per term in {@link SIDES} order (word-equivalents; warmth's two sides are read through {@link warmth}). */
  sides: Float32Array;
  /** Booster (+) or dampener (−) weight of every term, VADER units. */
  modifier: Float32Array;
  /** 1 when the term carries tone or modifies it. */
  toned: Uint8Array;
  /** 1 when the term has a curated weight on a side other than warmth's. */
  curated: Uint8Array;
  /** 1 for the words of knowing (lexicon.ts KNOWING_WORDS), whose negation is a hedge. */
  knowing: Uint8Array;
}

/** Most vocabulary words: phrase keys must stay small integers (below 2^30), which maps look up fastest. */
export const MAX_VOCABULARY = 0x8000;
/** Most two-word phrases. */
export const MAX_PHRASES = 0x1000;

/** Key of a phrase in {@link Vocabulary.phrases}: first word id, second word id (a small integer). */
export function phraseKey(first: number, second: number): number {
  return first * MAX_VOCABULARY + second;
}

/** Slots of the phrase table, as a power of two: twice {@link MAX_PHRASES}. */
const PHRASE_BITS = 13;
const PHRASE_SLOTS = 1 << PHRASE_BITS;

/** First slot of a phrase key in the phrase table (Fibonacci hashing). */
function phraseSlot(key: number): number {
  return Math.imul(key, 0x9e3779b1) >>> (32 - PHRASE_BITS);
}

/** Term number of the phrase of words `first` and `second`, or -1. */
export function lookupPhrase(v: Vocabulary, first: number, second: number): number {
  const key = phraseKey(first, second) + 1;
  let slot = phraseSlot(key - 1);
  for (;;) {
    const stored = v.phraseTable[slot << 1]!;
    if (stored === key) return v.phraseTable[(slot << 1) + 1]!;
    if (stored === 0) return -1;
    slot = (slot + 1) & (PHRASE_SLOTS - 1);
  }
}

const SIDE_INDEX = Object.fromEntries(SIDES.map((side, i) => [side, i])) as Record<LexiconSide, number>;

/**
 * Builds the vocabulary straight into typed arrays (no object per word, so the one-time
 * build makes little garbage): words get ids as they are first met; while building, a
 * term's tone sits at its word id, or at MAX_VOCABULARY + its index for a phrase; the
 * lookup table is filled once at the end.
 */
export function buildVocabulary(): Vocabulary {
  const draftSize = MAX_VOCABULARY + MAX_PHRASES;
  const valence = new Float32Array(draftSize);
  const modifier = new Float32Array(draftSize);
  const sides = new Float32Array(draftSize * 8);
  const hasSides = new Uint8Array(draftSize);
  const flags = new Int32Array(MAX_VOCABULARY);
  const stems = new Int32Array(MAX_VOCABULARY).fill(-1);
  const words: string[] = [];
  const ids = new Map<string, number>();

  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) {
      id = words.length;
      if (id >= MAX_VOCABULARY) throw new Error(`The vocabulary has more than ${MAX_VOCABULARY} words.`);
      ids.set(word, id);
      words.push(word);
    }
    return id;
  };
  const phraseIndex = new Map<number, number>();
  const phraseTexts: string[] = [];
  /** The draft slot of a term, adding its words (and the phrase) when new. */
  const slotOf = (term: string): number => {
    const space = term.indexOf(' ');
    if (space < 0) return idOf(term);
    const firstId = idOf(term.slice(0, space));
    const secondId = idOf(term.slice(space + 1));
    flags[firstId]! |= FLAG_PHRASE_START;
    flags[secondId]! |= FLAG_PHRASE_END;
    const key = phraseKey(firstId, secondId);
    let index = phraseIndex.get(key);
    if (index === undefined) {
      index = phraseTexts.length;
      if (index >= MAX_PHRASES) throw new Error(`The vocabulary has more than ${MAX_PHRASES} phrases.`);
      phraseIndex.set(key, index);
      phraseTexts.push(term);
    }
    return MAX_VOCABULARY + index;
  };

  for (const word of INTENSIFIERS) flags[idOf(word)]! |= FLAG_INTENSIFIER;
  for (const word of NEGATORS) flags[idOf(word)]! |= FLAG_NEGATOR;
  for (const word of SCOPE_NEGATORS) flags[idOf(word)]! |= FLAG_SCOPE_NEGATOR;
  for (const word of NEGATION_BREAKERS) flags[idOf(word)]! |= FLAG_BREAKER;
  for (const word of CONTRAST_WORDS) flags[idOf(word)]! |= FLAG_CONTRAST;
  for (const word of NEGATION_TRANSPARENT) flags[idOf(word)]! |= FLAG_TRANSPARENT;
  for (const [word, stem] of Object.entries(BARE_CONTRACTIONS)) {
    const id = idOf(word);
    flags[id]! |= FLAG_EXPANDS_NOT;
    stems[id] = idOf(stem);
  }
  for (const phrase of NEUTRAL_PHRASES) slotOf(phrase);

  for (const line of GRADED_VALENCE.split('\n')) {
    const tab = line.indexOf('\t');
    const value = Number(line.slice(0, tab));
    for (const term of line.slice(tab + 1).split('|')) valence[slotOf(term)] = value;
  }

  const addSide = (slot: number, side: number, weight: number) => {
    hasSides[slot] = 1;
    const at = slot * 8 + side;
    if (weight > sides[at]!) sides[at] = weight;
  };
  // Listed words first, so a listed form keeps its own sides even when it also looks like an inflection.
  const listed = new Set<string>();
  for (const side of SIDES) {
    for (const item of AXIS_LEXICON[side]) {
      const weight = MILD_ENTRIES.has(item) ? CURATED_WEIGHT * MILD_SHARE : CURATED_WEIGHT;
      if (!item.includes(' ')) listed.add(item);
      addSide(slotOf(item), SIDE_INDEX[side], weight);
    }
  }
  const blocked = FLAG_INTENSIFIER | FLAG_NEGATOR | FLAG_EXPANDS_NOT;
  for (const side of SIDES) {
    for (const item of AXIS_LEXICON[side]) {
      if (item.includes(' ')) continue;
      const weight = MILD_ENTRIES.has(item) ? CURATED_WEIGHT * MILD_SHARE : CURATED_WEIGHT;
      for (const form of inflections(item)) {
        if (listed.has(form)) continue;
        const id = idOf(form);
        if (!(flags[id]! & blocked)) addSide(id, SIDE_INDEX[side], weight);
      }
    }
  }
  // Boosters modify the words after them; their own rated valence would count the emphasis twice.
  for (const [term, weight] of Object.entries(BOOSTERS)) {
    const slot = slotOf(term);
    modifier[slot] = weight;
    valence[slot] = 0;
  }
  // The spec's intensifiers and negators carry their own weights and nothing else.
  for (const word of [...INTENSIFIERS, ...NEGATORS]) {
    const id = idOf(word);
    valence[id] = 0;
    hasSides[id] = 0;
    sides.fill(0, id * 8, id * 8 + 8);
  }

  const knowingIds = KNOWING_WORDS.map(idOf);
  const size = words.length;
  // The lookup table: every word's code units in one pool, and its id and hash by slot.
  let used = 0;
  for (const word of words) used += word.length;
  const pool = new Uint16Array(used);
  const offsets = new Int32Array(size + 1);
  const tableSize = MAX_VOCABULARY * 2;
  const table = new Int32Array(tableSize * 2);
  const mask = tableSize - 1;
  let maxLength = 0;
  let at = 0;
  for (let id = 0; id < size; id++) {
    const word = words[id]!;
    offsets[id] = at;
    let h = HASH_SEED;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      pool[at++] = c;
      h = Math.imul(h ^ c, 16777619);
    }
    if (word.length > maxLength) maxLength = word.length;
    let slot = h & mask;
    while (table[slot << 1] !== 0) slot = (slot + 1) & mask;
    table[slot << 1] = id + 1;
    table[(slot << 1) + 1] = h;
  }
  offsets[size] = at;
  const termCount = size + phraseTexts.length;
  const out = {
    valence: new Float32Array(termCount),
    warmth: new Float32Array(termCount),
    sides: new Float32Array(termCount * 8),
    modifier: new Float32Array(termCount),
    toned: new Uint8Array(termCount),
    curated: new Uint8Array(termCount),
    knowing: new Uint8Array(termCount),
  };
  for (const id of knowingIds) out.knowing[id] = 1;
  const fill = (t: number, slot: number) => {
    const value = valence[slot]!;
    out.valence[t] = value;
    out.modifier[t] = modifier[slot]!;
    let warm = value;
    if (hasSides[slot]) {
      for (let s = 2; s < 8; s++) {
        const weight = sides[slot * 8 + s]!;
        out.sides[t * 8 + s] = weight;
        if (weight > 0) out.curated[t] = 1;
      }
      const warmSide = sides[slot * 8]!;
      const coldSide = sides[slot * 8 + 1]!;
      // A curated warmth entry reads at least its floor on its own side, whatever its rated valence.
      if (warmSide > 0 && coldSide === 0) {
        warm = Math.max(warm, warmSide * CURATED_WARMTH_FLOOR.warm * VALENCE_PER_WORD);
      } else if (coldSide > 0 && warmSide === 0) {
        const floor = coldSide * CURATED_WARMTH_FLOOR.cold * VALENCE_PER_WORD;
        warm = warm < 0 ? Math.min(warm, -floor) : -floor;
      }
    }
    out.warmth[t] = warm;
    out.toned[t] = warm !== 0 || value !== 0 || modifier[slot] !== 0 || out.curated[t] ? 1 : 0;
  };
  for (let id = 0; id < size; id++) {
    fill(id, id);
    if (out.toned[id]) flags[id]! |= FLAG_TONED;
  }
  for (let p = 0; p < phraseTexts.length; p++) fill(size + p, MAX_VOCABULARY + p);
  const phraseTable = new Int32Array(PHRASE_SLOTS * 2);
  for (const [key, index] of phraseIndex) {
    let slot = phraseSlot(key);
    while (phraseTable[slot << 1] !== 0) slot = (slot + 1) & (PHRASE_SLOTS - 1);
    phraseTable[slot << 1] = key + 1;
    phraseTable[(slot << 1) + 1] = size + index;
  }

  return {
    size,
    phraseCount: phraseTexts.length,
    phraseTable,
    table,
    mask,
    pool,
    offsets,
    maxLength,
    flags: flags.subarray(0, size),
    stems: stems.subarray(0, size),
    terms: words.concat(phraseTexts),
    ...out,
  };
}

let built: Vocabulary | null = null;

/** The vocabulary, built on first use (so merely importing core costs nothing). */
export function vocabulary(): Vocabulary {
  built ??= buildVocabulary();
  return built;
}

/** Id of the word in `buf[0..length)` with hash `h`, or -1. */
export function lookupCodes(v: Vocabulary, buf: Uint16Array, length: number, h: number): number {
  let slot = h & v.mask;
  for (;;) {
    const stored = v.table[slot << 1]!;
    if (stored === 0) return -1;
    const id = stored - 1;
    const start = v.offsets[id]!;
    if (v.table[(slot << 1) + 1] === h && v.offsets[id + 1]! - start === length) {
      let i = 0;
      while (i < length && v.pool[start + i] === buf[i]) i++;
      if (i === length) return id;
    }
    slot = (slot + 1) & v.mask;
  }
}

/** Id of a lower-case word, or -1. */
export function lookupWord(word: string): number {
  const v = vocabulary();
  const buf = new Uint16Array(word.length);
  let h = HASH_SEED;
  for (let i = 0; i < word.length; i++) {
    buf[i] = word.charCodeAt(i);
    h = hashStep(h, buf[i]!);
  }
  return lookupCodes(v, buf, word.length, h);
}
