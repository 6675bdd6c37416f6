/**
 * The local four-axis engine (spec analysis §9): scores warmth↔detachment,
 * certainty↔ambiguity, intensity↔restraint and conflict↔coherence from the
 * words of a text, with no network and no model.
 *
 * For each axis, P = words on its positive side + 0.3 × intensifiers and
 * N = words on its negative side + 0.4 × negators; the score is P / (P + N)
 * when the text has at least one word of that axis, else 0.5.
 *
 * Our improvements on the spec formula:
 * - Negation scope: a negator moves the first lexicon word within the three
 *   words after it, in the same clause, to the opposite side ("not happy"
 *   counts as detachment). Its reach ends at that word, at a clause break
 *   (. , ; : ! ? … or a line break) and at a word that opens a new clause
 *   ("but", "if", "what", "because" …). The negator still adds its 0.4.
 * - Two-word phrases ("thank you", "not sure") are matched before single words;
 *   a negator inside a phrase does not negate what follows, and a few neutral
 *   phrases ("let me know") keep their words from being read alone.
 * - Inflected forms of every listed word are known ("hugged", "worries").
 * - n't contractions, with or without the apostrophe ("don't", "dont"), read
 *   as their stem followed by "not".
 * - An intensifier is never also read as a lexicon word.
 */
import type { AxisScores } from './tension';
import { scanText, type WordSink } from './scan';
import {
  AXES,
  FLAG_BREAKER,
  FLAG_INTENSIFIER,
  FLAG_NEGATOR,
  FLAG_PHRASE_START,
  phraseKey,
  vocabulary,
  type Vocabulary,
} from './vocabulary';

/** Positive weight of one intensifier. */
export const INTENSIFIER_WEIGHT = 0.3;
/** Negative weight of one negator. */
export const NEGATOR_WEIGHT = 0.4;
/** How many words after a negator it can still negate. */
export const NEGATION_SCOPE_WORDS = 3;
/** Score of an axis with no words of its own (balance). */
export const NEUTRAL_AXIS_SCORE = 0.5;

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

/**
 * Counts the words of one text as they arrive from the scanner, then scores the
 * axes. While scanning it only counts how often each term occurs (and how often
 * negated); the per-axis sums and the drivers are derived once at the end.
 */
export class AxisCounter implements WordSink {
  private readonly v: Vocabulary = vocabulary();
  /** Occurrences by term number × 2 (+1 when negated). */
  private readonly termCounts: Int32Array;
  private readonly touched: number[] = [];
  private wordCount = 0;
  private intensifierCount = 0;
  private negatorCount = 0;
  private index = 0;
  private lastNegator = -Infinity;
  private pending = -1;
  private pendingIndex = 0;

  constructor() {
    this.termCounts = new Int32Array(this.v.terms.length * 2);
  }

  word(id: number, clauseStart: boolean, fromContraction: boolean): void {
    // Most words are not in the vocabulary: count them and move on.
    if (id < 0 && !clauseStart && this.pending < 0) {
      this.wordCount++;
      this.index++;
      return;
    }
    if (clauseStart) {
      this.flushPending();
      this.lastNegator = -Infinity;
    }
    if (!fromContraction) this.wordCount++;
    const flags = id >= 0 ? this.v.flags[id]! : 0;
    if (flags & FLAG_INTENSIFIER) this.intensifierCount++;
    else if (flags & FLAG_NEGATOR) this.negatorCount++;
    if (this.pending >= 0) {
      const phrase = id >= 0 ? this.v.phrases.get(phraseKey(this.pending, id)) : undefined;
      if (phrase) {
        if (phrase.hits.length > 0) this.count(phrase.termId, this.pendingIndex);
        this.pending = -1;
        this.index++;
        return;
      }
      this.flushPending();
    }
    if (flags & FLAG_BREAKER) this.lastNegator = -Infinity;
    if (flags & FLAG_PHRASE_START) {
      this.pending = id;
      this.pendingIndex = this.index;
    } else this.single(id, flags, this.index);
    this.index++;
  }

  private single(id: number, flags: number, at: number): void {
    if (flags & FLAG_NEGATOR) this.lastNegator = at;
    else if (!(flags & FLAG_INTENSIFIER) && id >= 0 && this.v.terms[id]!.hits.length > 0) this.count(id, at);
  }

  private flushPending(): void {
    if (this.pending < 0) return;
    const id = this.pending;
    this.pending = -1;
    this.single(id, this.v.flags[id]!, this.pendingIndex);
  }

  private count(termId: number, at: number): void {
    const negated = at - this.lastNegator <= NEGATION_SCOPE_WORDS;
    const slot = termId * 2 + (negated ? 1 : 0);
    if (this.termCounts[slot]!++ === 0) this.touched.push(slot);
    if (negated) this.lastNegator = -Infinity;
  }

  /** Scores the axes from everything counted so far. */
  result(): LocalAxesResult {
    this.flushPending();
    const positive = new Float64Array(AXES.length);
    const negative = new Float64Array(AXES.length);
    const axisWords = new Int32Array(AXES.length);
    const drivers = AXES.map((): AxisDrivers => ({ positive: [], negative: [] }));
    for (const slot of this.touched) {
      const count = this.termCounts[slot]!;
      const negated = (slot & 1) === 1;
      const { term, hits } = this.v.terms[slot >> 1]!;
      for (const hit of hits) {
        const side = hit.positive !== negated;
        if (side) positive[hit.axis]! += count;
        else negative[hit.axis]! += count;
        axisWords[hit.axis]! += count;
        (side ? drivers[hit.axis]!.positive : drivers[hit.axis]!.negative).push({ term, count, negated });
      }
    }
    const score = (axis: number) => {
      if (axisWords[axis] === 0) return NEUTRAL_AXIS_SCORE;
      const p = positive[axis]! + INTENSIFIER_WEIGHT * this.intensifierCount;
      const n = negative[axis]! + NEGATOR_WEIGHT * this.negatorCount;
      return p + n === 0 ? NEUTRAL_AXIS_SCORE : p / (p + n);
    };
    const byCount = (a: AxisDriver, b: AxisDriver) => b.count - a.count || a.term.localeCompare(b.term);
    for (const d of drivers) {
      d.positive.sort(byCount);
      d.negative.sort(byCount);
    }
    return {
      warmthDetachment: score(0),
      certaintyAmbiguity: score(1),
      intensityRestraint: score(2),
      conflictCoherence: score(3),
      drivers: {
        warmthDetachment: drivers[0]!,
        certaintyAmbiguity: drivers[1]!,
        intensityRestraint: drivers[2]!,
        conflictCoherence: drivers[3]!,
      },
      wordCount: this.wordCount,
      intensifierCount: this.intensifierCount,
      negatorCount: this.negatorCount,
    };
  }
}

/** Scores the four axes of `text` with the local lexicon engine (see the module comment). */
export function analyseAxesLocally(text: string): LocalAxesResult {
  const counter = new AxisCounter();
  scanText(text, 'none', counter);
  return counter.result();
}
