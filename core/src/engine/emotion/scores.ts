/** From summed feature weights to probabilities: per sentence, per window of sentences, and the logistic function. */
import { EMOTION_COUNT } from '../emotion-labels';
import type { FeatureTally } from './drivers';
import { type EmotionModel, slotOf } from './model';
import { WINDOW_WORDS, type EmotionScores, type EmotionSentence } from './results';

/** The rows (feature × 28) of the model's features found in the sentence being summed; grown as needed. */
let foundRows = new Int32Array(256);

/**
 * Each sentence's sum of its features' weights (no bias): `sums[s * 28 + k]`. Each feature is
 * looked up in the model and tallied into `tally` (for the drivers), and the rows found are then
 * summed fourteen labels at a time in fourteen locals, which the optimiser can keep in the
 * sixteen floating-point registers: 28 locals at once measured about a tenth slower, and a loop
 * over k through the typed array twice as slow (this is the reading's costliest loop on long
 * texts). Each label is summed over the features in text order.
 */
export function sumSentences(
  m: EmotionModel,
  keys: Int32Array,
  first: Int32Array,
  sentenceCount: number,
  sums: Float32Array,
  tally: FeatureTally,
) {
  const { dense, table, mask } = m;
  const { occurrences, firstAt, distinct } = tally;
  let distinctCount = 0;
  const L = EMOTION_COUNT;
  for (let s = 0; s < sentenceCount; s++) {
    const end = first[s + 1]!;
    if (foundRows.length < end - first[s]!) foundRows = new Int32Array(2 * (end - first[s]!));
    const rows = foundRows;
    let count = 0;
    for (let i = first[s]!; i < end; i++) {
      const key = keys[i]!;
      let slot = slotOf(key, mask);
      let held = table[2 * slot + 1]!;
      while (held !== 0 && table[2 * slot] !== key) {
        slot = (slot + 1) & mask;
        held = table[2 * slot + 1]!;
      }
      if (held === 0) continue;
      const f = held - 1;
      const seen = occurrences[f]!;
      occurrences[f] = seen + 1;
      if (seen === 0) {
        firstAt[f] = i;
        distinct[distinctCount++] = f;
      }
      rows[count++] = f * L;
    }
    sumLabels(dense, rows, count, 0, sums, s * L);
    sumLabels(dense, rows, count, 14, sums, s * L);
  }
  tally.distinctCount = distinctCount;
}

/** Sums labels `from .. from + 14` of the `count` rows of `dense` that `rows` start at, into `sums` from `at + from`. */
function sumLabels(dense: Float64Array, rows: Int32Array, count: number, from: number, sums: Float32Array, at: number) {
  // prettier-ignore
  let a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0,
    a7 = 0, a8 = 0, a9 = 0, a10 = 0, a11 = 0, a12 = 0, a13 = 0;
  for (let i = 0; i < count; i++) {
    const r = rows[i]! + from;
    // prettier-ignore
    {
      a0 += dense[r + 0]!; a1 += dense[r + 1]!; a2 += dense[r + 2]!; a3 += dense[r + 3]!; a4 += dense[r + 4]!; a5 += dense[r + 5]!; a6 += dense[r + 6]!;
      a7 += dense[r + 7]!; a8 += dense[r + 8]!; a9 += dense[r + 9]!; a10 += dense[r + 10]!; a11 += dense[r + 11]!; a12 += dense[r + 12]!; a13 += dense[r + 13]!;
    }
  }
  const b = at + from;
  // prettier-ignore
  {
    sums[b + 0] = a0; sums[b + 1] = a1; sums[b + 2] = a2; sums[b + 3] = a3; sums[b + 4] = a4; sums[b + 5] = a5; sums[b + 6] = a6;
    sums[b + 7] = a7; sums[b + 8] = a8; sums[b + 9] = a9; sums[b + 10] = a10; sums[b + 11] = a11; sums[b + 12] = a12; sums[b + 13] = a13;
  }
}

/** A quarter of the labels: readWindows reads labels k, k + 7, k + 14 and k + 21 together. */
const QUARTER = EMOTION_COUNT / 4;

/**
 * The text's probabilities: the mean over windows of whole sentences (up to WINDOW_WORDS words
 * each, a longer sentence alone) of their probabilities, weighted by their words; into `out` as logits.
 */
export function readWindows(
  bias: Float64Array,
  sums: Float32Array,
  words: Int32Array,
  sentenceCount: number,
  out: Float64Array,
): void {
  const L = EMOTION_COUNT;
  const total = new Float64Array(L);
  let totalWords = 0;
  let windowWords = 0;
  // The window is sentences first .. s − 1, summed label by label when it closes (the sum kept in a register).
  let first = 0;
  for (let s = 0; s <= sentenceCount; s++) {
    const closing = s === sentenceCount || (windowWords > 0 && windowWords + words[s]! > WINDOW_WORDS);
    if (closing && (windowWords > 0 || totalWords === 0)) {
      const weight = Math.max(windowWords, 1);
      // Four labels at a time: their sums and logistic functions are independent, so the processor overlaps
      // them (about a quarter faster than one label at a time); each label's sum is taken in sentence order.
      for (let k = 0; k < QUARTER; k++) {
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        for (let t = first * L + k; t < s * L; t += L) {
          s0 += sums[t]!;
          s1 += sums[t + QUARTER]!;
          s2 += sums[t + 2 * QUARTER]!;
          s3 += sums[t + 3 * QUARTER]!;
        }
        total[k]! += weight * sigmoid(bias[k]! + s0);
        total[k + QUARTER]! += weight * sigmoid(bias[k + QUARTER]! + s1);
        total[k + 2 * QUARTER]! += weight * sigmoid(bias[k + 2 * QUARTER]! + s2);
        total[k + 3 * QUARTER]! += weight * sigmoid(bias[k + 3 * QUARTER]! + s3);
      }
      totalWords += weight;
      windowWords = 0;
      first = s;
    }
    if (s === sentenceCount) break;
    windowWords += words[s]!;
  }
  for (let k = 0; k < L; k++) {
    const p = Math.min(Math.max(total[k]! / totalWords, 1e-12), 1 - 1e-12);
    out[k] = Math.log(p / (1 - p));
  }
}

/** 2^i for i in −64..64, by i + 64. */
export const POWERS_OF_TWO = Float64Array.from({ length: 129 }, (_, i) => 2 ** (i - 64));

/**
 * The logistic function 1 / (1 + e^−z), within 2e-7 of the exact value: e^−z as 2^i · 2^f,
 * 2^f by its Taylor polynomial of degree 8 on [0, 1). Math.exp is a call the optimiser keeps
 * out of line; this runs 28 times for every sentence of a text.
 */
export function sigmoid(z: number): number {
  let t = -z * Math.LOG2E;
  if (t > 60) t = 60;
  else if (t < -60) t = -60;
  const i = Math.floor(t);
  const x = (t - i) * Math.LN2;
  const p =
    1 + x * (1 + x * (1 / 2 + x * (1 / 6 + x * (1 / 24 + x * (1 / 120 + x * (1 / 720 + x * (1 / 5040 + x / 40320)))))));
  return 1 / (1 + p * POWERS_OF_TWO[i + 64]!);
}

/**
 * The probabilities of the logits `v[at .. at + 28)`, as one object literal in EMOTION_LABELS
 * order (a test holds the order): built at once, it keeps one shape, where 28 keyed
 * assignments would not — this runs for every sentence of a text.
 */
export function scoresFrom(v: Float64Array, at: number): EmotionScores {
  return {
    admiration: sigmoid(v[at + 0]!),
    amusement: sigmoid(v[at + 1]!),
    anger: sigmoid(v[at + 2]!),
    annoyance: sigmoid(v[at + 3]!),
    approval: sigmoid(v[at + 4]!),
    caring: sigmoid(v[at + 5]!),
    confusion: sigmoid(v[at + 6]!),
    curiosity: sigmoid(v[at + 7]!),
    desire: sigmoid(v[at + 8]!),
    disappointment: sigmoid(v[at + 9]!),
    disapproval: sigmoid(v[at + 10]!),
    disgust: sigmoid(v[at + 11]!),
    embarrassment: sigmoid(v[at + 12]!),
    excitement: sigmoid(v[at + 13]!),
    fear: sigmoid(v[at + 14]!),
    gratitude: sigmoid(v[at + 15]!),
    grief: sigmoid(v[at + 16]!),
    joy: sigmoid(v[at + 17]!),
    love: sigmoid(v[at + 18]!),
    nervousness: sigmoid(v[at + 19]!),
    optimism: sigmoid(v[at + 20]!),
    pride: sigmoid(v[at + 21]!),
    realization: sigmoid(v[at + 22]!),
    relief: sigmoid(v[at + 23]!),
    remorse: sigmoid(v[at + 24]!),
    sadness: sigmoid(v[at + 25]!),
    surprise: sigmoid(v[at + 26]!),
    neutral: sigmoid(v[at + 27]!),
  };
}

/** The sentences' summed weights of one reading, shared by its sentences. */
export class SentenceLogits {
  constructor(
    readonly bias: Float64Array,
    readonly sums: Float32Array,
  ) {}
}

/**
 * One sentence's reading. Its scores are worked out when first read (a long text has thousands
 * of sentences that most callers never look at) by a getter, and `toJSON` writes them with the
 * rest; a structured clone or a spread copies only start, end and text, so call `toJSON()`
 * first where a copy must carry the scores.
 */
export class SentenceReading implements EmotionSentence {
  #scores: EmotionScores | null = null;
  readonly #logits: SentenceLogits;
  readonly #index: number;

  constructor(
    readonly start: number,
    readonly end: number,
    readonly text: string,
    logits: SentenceLogits,
    index: number,
  ) {
    this.#logits = logits;
    this.#index = index;
  }

  get scores(): EmotionScores {
    if (this.#scores === null) {
      const { bias, sums } = this.#logits;
      const logits = new Float64Array(EMOTION_COUNT);
      const base = this.#index * EMOTION_COUNT;
      for (let k = 0; k < EMOTION_COUNT; k++) logits[k] = bias[k]! + sums[base + k]!;
      this.#scores = scoresFrom(logits, 0);
    }
    return this.#scores;
  }

  toJSON(): EmotionSentence {
    return { start: this.start, end: this.end, text: this.text, scores: this.scores };
  }
}
