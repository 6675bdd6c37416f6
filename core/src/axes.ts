/**
 * The local four-axis engine (spec analysis §9): scores warmth↔detachment,
 * certainty↔ambiguity, intensity↔restraint and conflict↔coherence from the
 * words of a text, with no network and no model.
 *
 * For each axis, P = words on its positive side + 0.3 × intensifiers and
 * N = words on its negative side + 0.4 × negators; the score is P / (P + N)
 * when the text has at least one word of that axis, else 0.5.
 *
 * Our improvement on the spec formula, negation scope: a negator within the
 * three words before a lexicon word, in the same clause, moves that word to the
 * opposite side ("not happy" counts as detachment). Two-word phrases ("thank
 * you", "not sure") are matched before single words, and a negator that is part
 * of a phrase does not also negate what follows it.
 */
import { AXIS_LEXICON, type LexiconSide } from './lexicon';
import type { AxisScores } from './tension';

/** Words that add 0.3 each to every axis's positive weight (spec §9, exactly). */
export const INTENSIFIERS = ['very', 'really', 'extremely', 'incredibly', 'totally', 'completely'] as const;
/** Words that add 0.4 each to every axis's negative weight (spec §9, exactly). */
export const NEGATORS = ['not', 'never', 'no', 'hardly', 'barely', 'scarcely'] as const;
/** Positive weight of one intensifier. */
export const INTENSIFIER_WEIGHT = 0.3;
/** Negative weight of one negator. */
export const NEGATOR_WEIGHT = 0.4;
/** How many words before a lexicon word a negator still negates it. */
export const NEGATION_SCOPE_WORDS = 3;
/** Score of an axis with no words of its own (balance). */
export const NEUTRAL_AXIS_SCORE = 0.5;

/** The four axes with their positive and negative lexicon sides. */
export const AXES = [
  { key: 'warmthDetachment', positive: 'warmth', negative: 'detachment' },
  { key: 'certaintyAmbiguity', positive: 'certainty', negative: 'ambiguity' },
  { key: 'intensityRestraint', positive: 'intensity', negative: 'restraint' },
  { key: 'conflictCoherence', positive: 'coherence', negative: 'conflict' },
] as const satisfies readonly { key: keyof AxisScores; positive: LexiconSide; negative: LexiconSide }[];

/** The name of one axis score. */
export type AxisKey = (typeof AXES)[number]['key'];

/** A word or phrase that moved an axis, how often it occurred, and whether a negator had flipped it. */
export interface AxisDriver {
  term: string;
  count: number;
  negated: boolean;
}

/** The words that drove one axis, most frequent first. */
export interface AxisDrivers {
  positive: AxisDriver[];
  negative: AxisDriver[];
}

/** The local engine's result: the four scores (0..1), the words behind each, and the counts it used. */
export interface LocalAxesResult extends AxisScores {
  drivers: Record<AxisKey, AxisDrivers>;
  /** Words in the text (letters, digits and inner apostrophes; "don't" is one word). */
  wordCount: number;
  intensifierCount: number;
  negatorCount: number;
}

interface Hit {
  axis: number;
  positive: boolean;
}

const INTENSIFIER_SET: ReadonlySet<string> = new Set(INTENSIFIERS);
const NEGATOR_SET: ReadonlySet<string> = new Set(NEGATORS);

const WORD_HITS = new Map<string, Hit[]>();
const PHRASE_HITS = new Map<string, Hit[]>();
const PHRASE_STARTS = new Set<string>();

for (let axis = 0; axis < AXES.length; axis++) {
  const { positive, negative } = AXES[axis]!;
  for (const [side, isPositive] of [
    [positive, true],
    [negative, false],
  ] as const) {
    for (const entry of AXIS_LEXICON[side]) {
      const space = entry.indexOf(' ');
      const target = space < 0 ? WORD_HITS : PHRASE_HITS;
      if (space >= 0) PHRASE_STARTS.add(entry.slice(0, space));
      const hits = target.get(entry) ?? [];
      hits.push({ axis, positive: isPositive });
      target.set(entry, hits);
    }
  }
}

function isDoubledConsonant(base: string): boolean {
  const n = base.length;
  return n >= 3 && base[n - 1] === base[n - 2] && !'aeiou'.includes(base[n - 1]!);
}

/** Base forms to try for a word not found as-is, most specific first (a small suffix stemmer). */
export function stemCandidates(word: string): string[] {
  const out: string[] = [];
  const n = word.length;
  const strip = (suffix: string) => word.slice(0, n - suffix.length);
  if (word.endsWith("'s")) out.push(strip("'s"));
  if (n > 4 && (word.endsWith('ies') || word.endsWith('ied'))) out.push(strip('ies') + 'y');
  if (n > 5 && word.endsWith('iest')) out.push(strip('iest') + 'y');
  if (n > 4 && word.endsWith('ier')) out.push(strip('ier') + 'y');
  if (n > 5 && word.endsWith('ily')) out.push(strip('ily') + 'y');
  if (n > 5 && word.endsWith('iness')) out.push(strip('iness') + 'y');
  if (n > 5 && word.endsWith('ness')) out.push(strip('ness'));
  for (const suffix of ['ed', 'ing']) {
    if (n > suffix.length + 2 && word.endsWith(suffix)) {
      const base = strip(suffix);
      out.push(base, base + 'e');
      if (isDoubledConsonant(base)) out.push(base.slice(0, -1));
    }
  }
  for (const suffix of ['est', 'er']) {
    if (n > suffix.length + 2 && word.endsWith(suffix)) {
      const base = strip(suffix);
      out.push(base, base + 'e');
    }
  }
  if (n > 4 && word.endsWith('ly')) out.push(strip('ly'), strip('y') + 'e');
  if (n > 3 && word.endsWith('es')) out.push(strip('es'));
  if (n > 3 && word.endsWith('s') && !word.endsWith('ss')) out.push(strip('s'));
  return out;
}

const MEMO_LIMIT = 50_000;
const memo = new Map<string, Hit[] | null>();

/** Lexicon hits of one lower-case word, trying the stemmer when the word itself is not listed. */
function lookupWord(word: string): Hit[] | null {
  const known = memo.get(word);
  if (known !== undefined) return known;
  let hits = WORD_HITS.get(word) ?? null;
  if (!hits) {
    for (const base of stemCandidates(word)) {
      hits = WORD_HITS.get(base) ?? null;
      if (hits) break;
    }
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(word, hits);
  return hits;
}

const UNICODE_WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** 0: not part of a word; 1: word character; 2: apostrophe (part of a word only between word characters). */
function charKind(text: string, i: number): 0 | 1 | 2 {
  const c = text.charCodeAt(i);
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return 1;
  if (c === 39 || c === 0x2019) return 2;
  if (c < 128) return 0;
  return UNICODE_WORD_CHAR.test(text[i]!) ? 1 : 0;
}

/** Punctuation that ends a clause, and with it the reach of a negator. */
function isClauseBreak(c: number): boolean {
  return c === 46 || c === 33 || c === 63 || c === 59 || c === 58 || c === 44 || c === 10 || c === 0x2026;
}

/**
 * Calls `onWord(word, clauseStart, fromContraction)` for every word of `text` (which must be
 * lower-case), in order. `clauseStart` is true for the first word after a
 * clause break; `fromContraction` is true for the "not" an n't contraction
 * yields (so callers can count "don't" as one word). Inner apostrophes stay in the word (’ becomes '), and an n't
 * contraction yields its stem and then "not" ("don't" → "do", "not";
 * "won't" → "will", "not"; "cannot" → "can", "not").
 */
export function forEachWord(
  text: string,
  onWord: (word: string, clauseStart: boolean, fromContraction: boolean) => void,
): void {
  let i = 0;
  const n = text.length;
  let clauseStart = true;
  while (i < n) {
    const kind = charKind(text, i);
    if (kind !== 1) {
      if (isClauseBreak(text.charCodeAt(i))) clauseStart = true;
      i++;
      continue;
    }
    const start = i;
    let hasCurly = false;
    i++;
    while (i < n) {
      const k = charKind(text, i);
      if (k === 1) i++;
      else if (k === 2 && i + 1 < n && charKind(text, i + 1) === 1) {
        if (text.charCodeAt(i) === 0x2019) hasCurly = true;
        i += 2;
      } else break;
    }
    let word = text.slice(start, i);
    if (hasCurly) word = word.replace(/\u2019/g, "'");
    if (word.endsWith("n't") && word.length > 3) {
      const stem =
        word === "won't" ? 'will' : word === "can't" ? 'can' : word === "shan't" ? 'shall' : word.slice(0, -3);
      onWord(stem, clauseStart, false);
      onWord('not', false, true);
    } else if (word === 'cannot') {
      onWord('can', clauseStart, false);
      onWord('not', false, true);
    } else {
      onWord(word, clauseStart, false);
    }
    clauseStart = false;
  }
}

/** Scores the four axes of `text` with the local lexicon engine (see the module comment). */
export function analyseAxesLocally(text: string): LocalAxesResult {
  const positive = new Float64Array(AXES.length);
  const negative = new Float64Array(AXES.length);
  const lexiconWords = new Uint32Array(AXES.length);
  const drivers = AXES.map(() => ({
    positive: new Map<string, AxisDriver>(),
    negative: new Map<string, AxisDriver>(),
  }));
  let wordCount = 0;
  let intensifierCount = 0;
  let negatorCount = 0;

  let index = 0;
  let lastNegator = -Infinity;
  let pending: string | null = null;
  let pendingIndex = 0;

  const count = (hits: Hit[], term: string, at: number) => {
    const negated = at - lastNegator <= NEGATION_SCOPE_WORDS;
    for (const hit of hits) {
      const side = hit.positive !== negated;
      if (side) positive[hit.axis]!++;
      else negative[hit.axis]!++;
      lexiconWords[hit.axis]!++;
      const key = negated ? `not ${term}` : term;
      const bucket = side ? drivers[hit.axis]!.positive : drivers[hit.axis]!.negative;
      const driver = bucket.get(key);
      if (driver) driver.count++;
      else bucket.set(key, { term, count: 1, negated });
    }
  };

  const flushPendingAsWord = () => {
    if (pending === null) return;
    const word = pending;
    pending = null;
    if (NEGATOR_SET.has(word)) {
      lastNegator = pendingIndex;
      return;
    }
    const hits = lookupWord(word);
    if (hits) count(hits, word, pendingIndex);
  };

  forEachWord(text.toLowerCase(), (word, clauseStart, fromContraction) => {
    if (clauseStart) {
      flushPendingAsWord();
      lastNegator = -Infinity;
    }
    if (!fromContraction) wordCount++;
    if (INTENSIFIER_SET.has(word)) intensifierCount++;
    else if (NEGATOR_SET.has(word)) negatorCount++;
    if (pending !== null) {
      const phrase = `${pending} ${word}`;
      const hits = PHRASE_HITS.get(phrase);
      if (hits) {
        count(hits, phrase, pendingIndex);
        pending = null;
        index++;
        return;
      }
      flushPendingAsWord();
    }
    if (PHRASE_STARTS.has(word)) {
      pending = word;
      pendingIndex = index;
    } else if (NEGATOR_SET.has(word)) {
      lastNegator = index;
    } else {
      const hits = lookupWord(word);
      if (hits) count(hits, word, index);
    }
    index++;
  });
  flushPendingAsWord();

  const score = (axis: number) => {
    if (lexiconWords[axis] === 0) return NEUTRAL_AXIS_SCORE;
    const p = positive[axis]! + INTENSIFIER_WEIGHT * intensifierCount;
    const n = negative[axis]! + NEGATOR_WEIGHT * negatorCount;
    return p + n === 0 ? NEUTRAL_AXIS_SCORE : p / (p + n);
  };
  const sorted = (m: Map<string, AxisDriver>) =>
    [...m.values()].sort((a, b) => b.count - a.count || a.term.localeCompare(b.term));

  return {
    warmthDetachment: score(0),
    certaintyAmbiguity: score(1),
    intensityRestraint: score(2),
    conflictCoherence: score(3),
    drivers: {
      warmthDetachment: { positive: sorted(drivers[0]!.positive), negative: sorted(drivers[0]!.negative) },
      certaintyAmbiguity: { positive: sorted(drivers[1]!.positive), negative: sorted(drivers[1]!.negative) },
      intensityRestraint: { positive: sorted(drivers[2]!.positive), negative: sorted(drivers[2]!.negative) },
      conflictCoherence: { positive: sorted(drivers[3]!.positive), negative: sorted(drivers[3]!.negative) },
    },
    wordCount,
    intensifierCount,
    negatorCount,
  };
}
