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
import { AXIS_LEXICON, BOOSTERS, CONTRAST_WORDS, MILD_ENTRIES, SCOPE_NEGATORS, type LexiconSide } from './lexicon';

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

/** A word the engine knows. */
export interface VocabularyEntry {
  word: string;
  flags: number;
  /** For contractions: the id of the word before the implied "not". */
  stem: number;
}

/** What a term (word or phrase) carries, before it becomes typed arrays. */
interface Draft {
  term: string;
  /** Rated valence, VADER units −4..4 (0 when none). */
  valence: number;
  /** Curated weight per side (word-equivalents), or null. */
  sides: number[] | null;
  /** Booster (+) or dampener (−) weight, VADER units. */
  modifier: number;
}

/** The built vocabulary: entries, phrases, the hash table over the entries and every term's tone. */
export interface Vocabulary {
  entries: VocabularyEntry[];
  /** Phrase key ({@link phraseKey}) → term number. */
  phrases: Map<number, number>;
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
  /** Text of every term, by term number: entries first (term number = id), then phrases. */
  terms: string[];
  /** Rated valence of every term, VADER units −4..4 (0 when none). */
  valence: Float32Array;
  /** Valence the warmth axis reads (VADER units): the rated valence, or the curated warmth where a term has one. */
  warmth: Float32Array;
  /** Curated weight of every term on each side but warmth's, 8 per term in {@link SIDES} order (word-equivalents). */
  sides: Float32Array;
  /** Booster (+) or dampener (−) weight of every term, VADER units. */
  modifier: Float32Array;
  /** 1 when the term carries tone or modifies it. */
  toned: Uint8Array;
  /** 1 when the term has a curated weight on a side other than warmth's. */
  curated: Uint8Array;
}

/** Most vocabulary entries: phrase keys must stay small integers (below 2^30), which maps look up fastest. */
export const MAX_VOCABULARY = 0x8000;

/** Key of a phrase in {@link Vocabulary.phrases}: first word id, second word id (a small integer). */
export function phraseKey(first: number, second: number): number {
  return first * MAX_VOCABULARY + second;
}

const SIDE_INDEX = Object.fromEntries(SIDES.map((side, i) => [side, i])) as Record<LexiconSide, number>;

function buildVocabulary(): Vocabulary {
  const entries: VocabularyEntry[] = [];
  const drafts: (Draft | null)[] = [];
  const ids = new Map<string, number>();
  const idOf = (word: string): number => {
    let id = ids.get(word);
    if (id === undefined) {
      id = entries.length;
      ids.set(word, id);
      entries.push({ word, flags: 0, stem: -1 });
      drafts.push(null);
    }
    return id;
  };
  const phrases = new Map<number, Draft>();
  const draftOf = (term: string): Draft => {
    const space = term.indexOf(' ');
    if (space < 0) {
      const id = idOf(term);
      return (drafts[id] ??= { term, valence: 0, sides: null, modifier: 0 });
    }
    const firstId = idOf(term.slice(0, space));
    entries[firstId]!.flags |= FLAG_PHRASE_START;
    const key = phraseKey(firstId, idOf(term.slice(space + 1)));
    let draft = phrases.get(key);
    if (!draft) {
      draft = { term, valence: 0, sides: null, modifier: 0 };
      phrases.set(key, draft);
    }
    return draft;
  };

  for (const word of INTENSIFIERS) entries[idOf(word)]!.flags |= FLAG_INTENSIFIER;
  for (const word of NEGATORS) entries[idOf(word)]!.flags |= FLAG_NEGATOR;
  for (const word of SCOPE_NEGATORS) entries[idOf(word)]!.flags |= FLAG_SCOPE_NEGATOR;
  for (const word of NEGATION_BREAKERS) entries[idOf(word)]!.flags |= FLAG_BREAKER;
  for (const word of CONTRAST_WORDS) entries[idOf(word)]!.flags |= FLAG_CONTRAST;
  for (const [word, stem] of Object.entries(BARE_CONTRACTIONS)) {
    const entry = entries[idOf(word)]!;
    entry.flags |= FLAG_EXPANDS_NOT;
    entry.stem = idOf(stem);
  }
  for (const phrase of NEUTRAL_PHRASES) draftOf(phrase);

  for (const line of GRADED_VALENCE.split('\n')) {
    const tab = line.indexOf('\t');
    const value = Number(line.slice(0, tab));
    for (const term of line.slice(tab + 1).split('|')) draftOf(term).valence = value;
  }

  const addSide = (draft: Draft, side: number, weight: number) => {
    draft.sides ??= [0, 0, 0, 0, 0, 0, 0, 0];
    draft.sides[side] = Math.max(draft.sides[side]!, weight);
  };
  // Listed words first, so a listed form keeps its own sides even when it also looks like an inflection.
  const listed = new Set<string>();
  const listedItems: [string, number, number][] = [];
  for (const side of SIDES) {
    for (const item of AXIS_LEXICON[side]) {
      const weight = MILD_ENTRIES.has(item) ? CURATED_WEIGHT * MILD_SHARE : CURATED_WEIGHT;
      listedItems.push([item, SIDE_INDEX[side], weight]);
      if (!item.includes(' ')) listed.add(item);
      addSide(draftOf(item), SIDE_INDEX[side], weight);
    }
  }
  for (const [item, side, weight] of listedItems) {
    if (item.includes(' ')) continue;
    for (const form of inflections(item)) {
      if (listed.has(form)) continue;
      const id = idOf(form);
      if (entries[id]!.flags & (FLAG_INTENSIFIER | FLAG_NEGATOR | FLAG_EXPANDS_NOT)) continue;
      addSide(draftOf(form), side, weight);
    }
  }
  // Boosters modify the words after them; their own rated valence would count the emphasis twice.
  for (const [term, weight] of Object.entries(BOOSTERS)) {
    const draft = draftOf(term);
    draft.modifier = weight;
    draft.valence = 0;
  }
  // The spec's intensifiers and negators carry their own weights and nothing else.
  for (const word of [...INTENSIFIERS, ...NEGATORS]) {
    const draft = drafts[idOf(word)];
    if (draft) {
      draft.valence = 0;
      draft.sides = null;
    }
  }

  if (entries.length > MAX_VOCABULARY)
    throw new Error(`The vocabulary has ${entries.length} entries; at most ${MAX_VOCABULARY} fit.`);
  const termCount = entries.length + phrases.size;
  const terms: string[] = entries.map((e) => e.word);
  const valence = new Float32Array(termCount);
  const warmth = new Float32Array(termCount);
  const sides = new Float32Array(termCount * 8);
  const modifier = new Float32Array(termCount);
  const toned = new Uint8Array(termCount);
  const curated = new Uint8Array(termCount);
  const fill = (t: number, draft: Draft | null) => {
    if (!draft) return;
    valence[t] = draft.valence;
    modifier[t] = draft.modifier;
    let warm = draft.valence;
    if (draft.sides) {
      for (let s = 2; s < 8; s++) {
        sides[t * 8 + s] = draft.sides[s]!;
        if (draft.sides[s]! > 0) curated[t] = 1;
      }
      const [warmSide, coldSide] = draft.sides as [number, number];
      // A curated warmth entry reads at least its floor on its own side, whatever its rated valence.
      if (warmSide > 0 && coldSide === 0) {
        const floor = warmSide * CURATED_WARMTH_FLOOR.warm * VALENCE_PER_WORD;
        warm = Math.max(warm, floor);
      } else if (coldSide > 0 && warmSide === 0) {
        const floor = coldSide * CURATED_WARMTH_FLOOR.cold * VALENCE_PER_WORD;
        warm = warm < 0 ? Math.min(warm, -floor) : -floor;
      }
    }
    warmth[t] = warm;
    toned[t] = warm !== 0 || draft.valence !== 0 || draft.modifier !== 0 || draft.sides !== null ? 1 : 0;
  };
  drafts.forEach((draft, id) => {
    fill(id, draft);
    if (toned[id]) entries[id]!.flags |= FLAG_TONED;
  });
  const phraseTerms = new Map<number, number>();
  let termId = entries.length;
  for (const [key, draft] of phrases) {
    terms.push(draft.term);
    fill(termId, draft);
    phraseTerms.set(key, termId++);
  }

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
    phrases: phraseTerms,
    table,
    mask,
    pool,
    offsets,
    maxLength,
    flags: Int32Array.from(entries, (e) => e.flags),
    terms,
    valence,
    warmth,
    sides,
    modifier,
    toned,
    curated,
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
