/**
 * The vocabulary of the local axis engine, built once on first use: every
 * lexicon entry, the inflected forms of every single-word entry, the spec's
 * intensifiers and negators, apostrophe-less contractions ("dont") and the
 * words of two-word phrases, in an open-addressing hash table keyed by the
 * word's lower-case UTF-16 code units, so the scanner can look a word up
 * without building a string.
 */
import { AXIS_LEXICON, type LexiconSide } from './lexicon';

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
export const NEUTRAL_PHRASES = ['me know', 'you know', 'i mean', 'no problem', 'no worries'] as const;

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

/** One hit of a word on an axis side. */
export interface Hit {
  /** Index into {@link AXES}. */
  axis: number;
  positive: boolean;
}

export const FLAG_INTENSIFIER = 1;
export const FLAG_NEGATOR = 2;
export const FLAG_PHRASE_START = 4;
export const FLAG_EXPANDS_NOT = 8;
export const FLAG_BREAKER = 16;

/** A word the engine knows. */
export interface VocabularyEntry {
  word: string;
  hits: Hit[] | null;
  flags: number;
  /** For contractions: the id of the word before the implied "not". */
  stem: number;
}

/** A two-word phrase: its text and hits (empty for neutral phrases). */
export interface PhraseEntry {
  term: string;
  hits: Hit[];
  /** Term number: phrases are numbered after all entries (entry ids are the other term numbers). */
  termId: number;
}

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

/** The built vocabulary: entries, phrases and the hash table over the entries. */
export interface Vocabulary {
  entries: VocabularyEntry[];
  phrases: Map<number, PhraseEntry>;
  /** Slot → entry id + 1 (0 is empty). */
  table: Int32Array;
  mask: number;
  /** Code units of every entry's word, back to back. */
  pool: Uint16Array;
  offsets: Int32Array;
  /** Longest word in the vocabulary, in code units. */
  maxLength: number;
  /** Flags of every entry, by id (the hot path reads these rather than the entry objects). */
  flags: Int32Array;
  /** Every term that can move an axis, by term number: entries first (term number = id), then phrases. */
  terms: { term: string; hits: readonly Hit[] }[];
}

/** Most vocabulary entries: phrase keys must stay small integers (below 2^30), which maps look up fastest. */
export const MAX_VOCABULARY = 0x8000;

/** Key of a phrase in {@link Vocabulary.phrases}: first word id, second word id (a small integer). */
export function phraseKey(first: number, second: number): number {
  return first * MAX_VOCABULARY + second;
}

function buildVocabulary(): Vocabulary {
  const entries: VocabularyEntry[] = [];
  const ids = new Map<string, number>();
  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) {
      id = entries.length;
      ids.set(word, id);
      entries.push({ word, hits: null, flags: 0, stem: -1 });
    }
    return id;
  };
  const addHit = (entry: VocabularyEntry, hit: Hit) => {
    entry.hits ??= [];
    if (!entry.hits.some((h) => h.axis === hit.axis && h.positive === hit.positive)) entry.hits.push(hit);
  };

  for (const word of INTENSIFIERS) entries[idOf(word)]!.flags |= FLAG_INTENSIFIER;
  for (const word of NEGATORS) entries[idOf(word)]!.flags |= FLAG_NEGATOR;
  for (const word of NEGATION_BREAKERS) entries[idOf(word)]!.flags |= FLAG_BREAKER;
  for (const [word, stem] of Object.entries(BARE_CONTRACTIONS)) {
    const entry = entries[idOf(word)]!;
    entry.flags |= FLAG_EXPANDS_NOT;
    entry.stem = idOf(stem);
  }

  const phrases = new Map<number, PhraseEntry>();
  const phraseOf = (phrase: string): PhraseEntry => {
    const [first, second] = phrase.split(' ') as [string, string];
    const firstId = idOf(first);
    entries[firstId]!.flags |= FLAG_PHRASE_START;
    const key = phraseKey(firstId, idOf(second));
    let entry = phrases.get(key);
    if (!entry) {
      entry = { term: phrase, hits: [], termId: -1 };
      phrases.set(key, entry);
    }
    return entry;
  };
  for (const phrase of NEUTRAL_PHRASES) phraseOf(phrase);

  // Every lexicon item with the hit it gives, in lexicon order.
  const items = AXES.flatMap(({ positive, negative }, axis) =>
    [
      [positive, true],
      [negative, false],
    ].flatMap(([side, isPositive]) =>
      AXIS_LEXICON[side as LexiconSide].map((item) => ({ item, hit: { axis, positive: isPositive as boolean } })),
    ),
  );
  // Listed words first, so a listed form keeps its own sides even when it also looks like an inflection.
  const listed = new Set<string>();
  for (const { item, hit } of items) {
    if (item.includes(' ')) {
      const phrase = phraseOf(item);
      if (!phrase.hits.some((h) => h.axis === hit.axis && h.positive === hit.positive)) phrase.hits.push(hit);
    } else {
      listed.add(item);
      const entry = entries[idOf(item)]!;
      if (!(entry.flags & (FLAG_INTENSIFIER | FLAG_NEGATOR))) addHit(entry, hit);
    }
  }
  for (const { item, hit } of items) {
    if (item.includes(' ')) continue;
    for (const form of inflections(item)) {
      if (listed.has(form)) continue;
      const entry = entries[idOf(form)]!;
      if (!(entry.flags & (FLAG_INTENSIFIER | FLAG_NEGATOR | FLAG_EXPANDS_NOT))) addHit(entry, hit);
    }
  }

  if (entries.length > MAX_VOCABULARY)
    throw new Error(`The vocabulary has ${entries.length} entries; at most ${MAX_VOCABULARY} fit.`);
  let termId = entries.length;
  for (const phrase of phrases.values()) phrase.termId = termId++;
  const terms: { term: string; hits: readonly Hit[] }[] = entries.map((e) => ({ term: e.word, hits: e.hits ?? [] }));
  for (const phrase of phrases.values()) terms.push({ term: phrase.term, hits: phrase.hits });

  let size = 1;
  while (size < entries.length * 4) size <<= 1;
  const table = new Int32Array(size);
  const mask = size - 1;
  const offsets = new Int32Array(entries.length + 1);
  let total = 0;
  let maxLength = 0;
  for (let id = 0; id < entries.length; id++) {
    offsets[id] = total;
    total += entries[id]!.word.length;
    maxLength = Math.max(maxLength, entries[id]!.word.length);
  }
  offsets[entries.length] = total;
  const pool = new Uint16Array(total);
  for (let id = 0; id < entries.length; id++) {
    const word = entries[id]!.word;
    let h = HASH_SEED;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      pool[offsets[id]! + i] = c;
      h = hashStep(h, c);
    }
    let slot = h & mask;
    while (table[slot] !== 0) slot = (slot + 1) & mask;
    table[slot] = id + 1;
  }
  return {
    entries,
    phrases,
    terms,
    table,
    mask,
    pool,
    offsets,
    maxLength,
    flags: Int32Array.from(entries, (e) => e.flags),
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
    const stored = v.table[slot]!;
    if (stored === 0) return -1;
    const id = stored - 1;
    const start = v.offsets[id]!;
    if (v.offsets[id + 1]! - start === length) {
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
