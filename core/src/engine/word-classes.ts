/**
 * The word classes and weights of the local axis engine that both the product and the
 * lexicon compiler (core/scripts/compile-vocabulary.ts) read: the spec's intensifiers and
 * negators, contractions, neutral phrases, clause breakers, the inflection rules, the
 * word flags, the hash and the size limits of the vocabulary (vocabulary.ts).
 */
import { AXIS_CATALOGUE } from '../contract/catalogue';
import type { LexiconSide } from './lexicon/axis-lexicon';
import type { PhraseRole, WordRole } from './lexicon/roles';

/** The four axes with their positive and negative lexicon sides, in result order (contract/catalogue.ts). */
export const AXES: typeof AXIS_CATALOGUE & readonly { key: string; positive: LexiconSide; negative: LexiconSide }[] =
  AXIS_CATALOGUE;

/** Words up to this many code units are hashed whole; longer ones by seven of them. */
const HASHED_WHOLE = 7;
/** The hash keeps 25 bits, so each step stays a small integer (no overflow, no float) even in unoptimised code. */
const HASH_MASK = 0x1ffffff;

/**
 * Hash of a word as the vocabulary's lookup table keys it, from `buf[0..length)`: h × 33 +
 * code unit (mod 2^25) over every code unit of a word of up to seven, else over the first
 * three, the middle one and the last three, then over the length, folded so the low bits
 * see the high ones. A handful of integer steps per word, so the scanner hashes a word
 * once it ends and the one-time build hashes 21,000 words cheaply even before the
 * optimiser has run; {@link hashStringWord} is the same hash over a string.
 */
export function hashWord(buf: Uint16Array, length: number): number {
  return hashWordAt(buf, 0, length);
}

/** {@link hashWord} of the word `buf[start .. start + length)`. */
export function hashWordAt(buf: Uint16Array, start: number, length: number): number {
  let h = length;
  if (length <= HASHED_WHOLE) {
    for (let k = 0; k < length; k++) h = ((h << 5) + h + buf[start + k]!) & HASH_MASK;
  } else {
    h = ((h << 5) + h + buf[start]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + 1]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + 2]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + (length >> 1)]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + length - 3]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + length - 2]!) & HASH_MASK;
    h = ((h << 5) + h + buf[start + length - 1]!) & HASH_MASK;
  }
  return h ^ (h >>> 13);
}

/** The hash's step: h × 33 + code unit, kept to 25 bits (see HASH_MASK). */
export const HASH_STEP_MASK = HASH_MASK;

/** {@link hashWord} of the word `text[start .. start + length)`. */
export function hashStringWord(text: string, start: number, length: number): number {
  let h = length;
  if (length <= HASHED_WHOLE) {
    for (let k = 0; k < length; k++) h = ((h << 5) + h + text.charCodeAt(start + k)) & HASH_MASK;
  } else {
    h = ((h << 5) + h + text.charCodeAt(start)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + 1)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + 2)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + (length >> 1))) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + length - 3)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + length - 2)) & HASH_MASK;
    h = ((h << 5) + h + text.charCodeAt(start + length - 1)) & HASH_MASK;
  }
  return h ^ (h >>> 13);
}

/**
 * The code of a lower-case code unit in a word key: a–z are 1–26, 0–9 are 27–36 and the
 * apostrophe {@link WORD_CODE_APOSTROPHE}, six bits each; 0 for any other code unit.
 */
export const WORD_CODES: Uint8Array = (() => {
  const codes = new Uint8Array(128);
  for (let c = 97; c <= 122; c++) codes[c] = c - 96;
  for (let c = 48; c <= 57; c++) codes[c] = c - 48 + 27;
  codes[39] = 37;
  return codes;
})();
export const WORD_CODE_APOSTROPHE = 37;

/**
 * A word of up to seven code units, each of a–z, 0–9 and the apostrophe, has a key besides its
 * hash: from 0, per code unit, the key turned six bits left (a 32-bit rotation) with the unit's
 * code ({@link WORD_CODES}) mixed in. The scanner reads the key as it reads the word, and finds
 * the word by it in tables of its own (vocabulary.ts shortTable, mediumTable) without reading
 * the word again.
 *
 * Longest short word: the key of a word of up to five code units is its codes side by side
 * with nothing lost (30 bits), so two such words with one key are one word.
 */
export const SHORT_WORD_MAX = 5;
/**
 * Longest medium word: a word of six or seven code units is named by its key and its
 * {@link mediumWordCheck}. In the key its last five codes lie side by side in the low 30 bits
 * and each earlier code is turned onto them by a known amount, so once the check gives the
 * length and the earlier codes, the rest of the word can be read back: equal key and check,
 * equal word.
 */
export const MEDIUM_WORD_MAX = 7;

/**
 * What, beside its key, names a medium word of `length` code units whose codes before its
 * last five are `prefix` (side by side, six bits each, the first highest).
 */
export function mediumWordCheck(length: number, prefix: number): number {
  return (length << 24) | prefix;
}

/** First slot of word key `key` in a table of 2^(32 − `shift`) slots (Fibonacci hashing: every bit of the key moves the slot). */
export function keySlot(key: number, shift: number): number {
  return Math.imul(key, 0x9e3779b1) >>> shift;
}

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
/** The word may start a phrase: it is the first word of some phrase, or a degree word ({@link DEGREE_WORDS}). */
export const FLAG_PHRASE_START = 4;
export const FLAG_EXPANDS_NOT = 8;
export const FLAG_BREAKER = 16;
export const FLAG_SCOPE_NEGATOR = 32;
export const FLAG_CONTRAST = 64;
/** The word carries tone or modifies it: the counter must look at it. */
export const FLAG_TONED = 128;
/** The word is the second word of some phrase. */
export const FLAG_PHRASE_END = 256;
/** A negation passes through the word (lexicon/roles.ts ROLE_WORDS.transparent). */
export const FLAG_TRANSPARENT = 512;
/** The word, right after a phrase of {@link PHRASE_BREAKS}, unmakes the phrase. */
export const FLAG_PHRASE_BREAK = 1024;
/** The term's valence counts only when it is negated ("won't be going back"; lexicon/word-weights.ts NEGATED_ONLY). */
export const FLAG_NEGATED_ONLY = 2048;
/** A modal of {@link HYPERBOLE_MODALS}: a negator right after it may open a hyperbole of degree. */
export const FLAG_MODAL = 4096;
/** A word of {@link DEGREE_WORDS}, which makes a hyperbole of degree of a negated modal before it. */
export const FLAG_DEGREE = 8192;
/** The term counts only in a hyperbole of degree ("can't get enough of"; lexicon/word-weights.ts HYPERBOLE_ONLY). */
export const FLAG_HYPERBOLE_ONLY = 16384;
/** A word of {@link COMPARISON_WORDS}. */
export const FLAG_COMPARISON = 32768;
/** A negator of {@link COMPARING_NEGATORS} (of a two-word one, its second word). */
export const FLAG_COMPARING_NEGATOR = 65536;
/** A word of {@link QUANTITY_NEGATORS}. */
export const FLAG_QUANTITY_NEGATOR = 131072;
/** A word of {@link DETERMINERS}. */
export const FLAG_DETERMINER = 262144;
/** A word of {@link EXCEPTIVE_STARTS}. */
export const FLAG_EXCEPTIVE = 1048576;
/** A word of {@link CONCESSIVE_WORDS}. */
export const FLAG_CONCESSIVE = 2097152;
/** A word of {@link ELLIPTICAL_CONCESSIVES}. */
export const FLAG_ELLIPTICAL = 4194304;
/** A word of {@link UNREALISED_BEEN}. */
export const FLAG_BEEN = 16777216;
/** A word of {@link PAST_FORMS}. */
export const FLAG_PAST = 33554432;
/** A word of {@link EXPECTING_VERBS}. */
export const FLAG_EXPECTING = 67108864;
/** A word of {@link OPINION_VERBS}. */
export const FLAG_OPINION = 134217728;
/**
 * What a two-word phrase does besides counting its tone (Vocabulary.phraseRoles): none, negate
 * ({@link NEGATING_PHRASES}), or make an unrealised evaluation: a modal perfect
 * ({@link UNREALISING_PERFECTS}), one with "been" in it ({@link UNREALISING_PHRASES}), one of
 * possibility before a comparison ({@link UNREALISED_COMPARISONS}) or an unmet expectation
 * ({@link UNMET_EXPECTATIONS}).
 */
export const PHRASE_PLAIN = 0;
export const PHRASE_NEGATING = 1;
export const PHRASE_UNREALISING_PERFECT = 2;
export const PHRASE_UNREALISING = 3;
export const PHRASE_UNREALISED_COMPARISON = 4;
export const PHRASE_UNMET_EXPECTATION = 5;

/** The flag each role of engine/lexicon/roles.ts ROLE_WORDS gives its words (a comparing two-word negator's sits on its second word). */
export const ROLE_FLAGS: Readonly<Record<WordRole, number>> = {
  intensifier: FLAG_INTENSIFIER,
  negator: FLAG_NEGATOR,
  scopeNegator: FLAG_SCOPE_NEGATOR,
  breaker: FLAG_BREAKER,
  contrast: FLAG_CONTRAST,
  transparent: FLAG_TRANSPARENT,
  modal: FLAG_MODAL,
  // A degree word may start a phrase: the reader's token loop stops at such words only.
  degree: FLAG_DEGREE | FLAG_PHRASE_START,
  comparingNegator: FLAG_COMPARING_NEGATOR,
  comparison: FLAG_COMPARISON,
  // A concessive opens a new clause: a negation ends at it, as at a breaker.
  concessive: FLAG_CONCESSIVE | FLAG_BREAKER,
  elliptical: FLAG_ELLIPTICAL,
  quantityNegator: FLAG_QUANTITY_NEGATOR,
  determiner: FLAG_DETERMINER,
  exceptive: FLAG_EXCEPTIVE,
  // "been" after "should have" or "could have" starts no phrase, but the reader's token loop must stop at it.
  been: FLAG_BEEN | FLAG_PHRASE_START,
  past: FLAG_PAST,
  expecting: FLAG_EXPECTING,
  opinion: FLAG_OPINION,
  // Knowing is a property of the word's tone (Vocabulary.knowing), not a flag.
  knowing: 0,
};

/** The role code (PHRASE_*) each phrase role of engine/lexicon/roles.ts PHRASE_ROLES has in the vocabulary. */
export const PHRASE_ROLE_CODES: Readonly<Record<PhraseRole, number>> = {
  neutral: PHRASE_PLAIN,
  negating: PHRASE_NEGATING,
  unrealisingPerfect: PHRASE_UNREALISING_PERFECT,
  unrealising: PHRASE_UNREALISING,
  unrealisedComparison: PHRASE_UNREALISED_COMPARISON,
  unmetExpectation: PHRASE_UNMET_EXPECTATION,
  negatedExpectation: PHRASE_PLAIN,
};

/** Flags that make the counter look at a word at all. */
export const FLAGS_READ =
  FLAG_INTENSIFIER |
  FLAG_NEGATOR |
  FLAG_PHRASE_START |
  FLAG_BREAKER |
  FLAG_SCOPE_NEGATOR |
  FLAG_CONTRAST |
  FLAG_TONED |
  FLAG_PHRASE_BREAK;

/**
 * A word as the scanner hands it on (tokens/codes.ts scan events), in one number: its id + 1 in bits
 * 0–15 (0 for an unknown word) and, from bit {@link WORD_ENTRY_FLAGS_SHIFT}, its flags below
 * FLAG_NEGATED_ONLY (a flag of tones, which the counter reads by tone, as it does
 * FLAG_HYPERBOLE_ONLY; it reads FLAG_MODAL and FLAG_DEGREE from the word's flags, when it must).
 */
export const WORD_ENTRY_FLAGS_SHIFT = 21;
export const WORD_ENTRY_FLAGS = FLAG_NEGATED_ONLY - 1;

/** The entry of word `id` (-1 for an unknown word) with flags `flags`. */
export function wordEntry(id: number, flags: number): number {
  return (id + 1) | ((flags & WORD_ENTRY_FLAGS) << WORD_ENTRY_FLAGS_SHIFT);
}

/** Most vocabulary words: phrase keys must stay small integers (below 2^30), which maps look up fastest. */
export const MAX_VOCABULARY = 0x8000;
/** Most two-word phrases. */
export const MAX_PHRASES = 0x1000;

/** Key of a phrase in {@link Vocabulary.phrases}: first word id, second word id (a small integer). */
export function phraseKey(first: number, second: number): number {
  return first * MAX_VOCABULARY + second;
}

/** Numbers per tone in the compiled TONES list (graded-lexicon.ts). */
export const TONE_SIZE = 11;

/** A digit of a tone number in the compiled vocabulary (graded-lexicon.ts) is its code unit minus this ("0"): base {@link TONE_BASE}, "0" to "o". */
export const TONE_DIGIT_ZERO = 48;
/** The base of tone numbers in the compiled vocabulary: two digits hold up to 4,096 tones. */
export const TONE_BASE = 64;

/** Most code units a front-coded word of the compiled vocabulary shares with the one before (the capitals A..Z). */
export const MAX_SHARED = 25;
