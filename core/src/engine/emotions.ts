/**
 * The emotion reading: a calibrated probability for each of the 28 GoEmotions labels, for the
 * whole text and for each sentence, with the words that raised the strongest ones.
 *
 * The model is linear and so can name its reasons: each feature of emotion-features.ts carries
 * a learned weight per label (core/scripts/train-emotions.ts fits them on GoEmotions' train
 * split and writes lexicon/emotion-weights.ts), and a label's probability is σ(bias + the sum
 * of the weights of the features found). A sentence is read alone. The whole text is read as
 * GoEmotions' comments were: a text of up to WINDOW_WORDS words at once, a longer one in
 * windows of whole sentences of about that many words, its score the mean of its windows'
 * scores weighted by their words — so a long text scores the share of it that reads so.
 */
import {
  EMOTION_FEATURE_KINDS,
  featureKey,
  scanEmotionFeatures,
  type EmotionFeatureKind,
  type EmotionFeatures,
} from './emotion-features';
import { DENSE_MARK, LABEL_CHARS, TERM_SEPARATOR, VALUE_ZERO } from './emotion-encoding';
import { EMOTION_COUNT, EMOTION_LABELS, type EmotionLabel } from './emotion-labels';
import {
  EMOTION_BIASES,
  EMOTION_FEATURE_TERMS,
  EMOTION_FEATURE_WEIGHTS,
  EMOTION_WEIGHT_SCALES,
} from './lexicon/emotion-weights';

/** A probability (0..1) for each label. */
export type EmotionScores = Record<EmotionLabel, number>;

/**
 * One sentence of the text: its span [start, end) in UTF-16 offsets, its text and its scores.
 * The scores are worked out when first read; JSON carries them, a structured clone or a
 * spread of the object does not (take `JSON.parse(JSON.stringify(sentence))` for a copy).
 */
export interface EmotionSentence {
  start: number;
  end: number;
  text: string;
  scores: EmotionScores;
}

/** A word, phrase or mark of the text that raised a label, with its summed contribution. */
export interface EmotionDriverTerm {
  /** The text that raised it, as written (its first occurrence). */
  term: string;
  /** The model's feature ("word:happy", "pair:so happy", "negated:bad", "rule:#caps" …). */
  feature: string;
  kind: EmotionFeatureKind;
  /** What it added to the label's logit, over all its occurrences (log-odds units, > 0). */
  weight: number;
  /** Span of its first occurrence, UTF-16 offsets. */
  start: number;
  end: number;
}

/** The terms that raised one of the strongest labels, strongest first. */
export interface EmotionDriver {
  label: EmotionLabel;
  score: number;
  terms: EmotionDriverTerm[];
}

/** The emotion reading of a text. */
export interface EmotionReading {
  scores: EmotionScores;
  sentences: EmotionSentence[];
  drivers: EmotionDriver[];
}

/** A text (or window of one) of up to this many words is read at once. */
export const WINDOW_WORDS = 40;
/** Drivers are given for at most this many labels … */
export const DRIVER_LABELS = 3;
/** … those scoring at least this (0..1), and always the top label. */
export const DRIVER_MIN_SCORE = 0.15;
/** At most this many terms per label. */
export const DRIVER_TERMS = 5;

/**
 * The decoded weights: an open-addressing table from feature key (emotion-features.ts
 * featureKey) to feature index, each feature's name and kind, its weights as sparse entries
 * (`entryStart[f] .. entryStart[f + 1]`) and as a dense row, and each label's bias (logits).
 */
export interface EmotionModel {
  mask: number;
  tableKeys: Int32Array;
  tableFeatures: Int32Array;
  names: string[];
  kinds: Uint8Array;
  entryStart: Int32Array;
  entryLabel: Uint8Array;
  entryWeight: Float32Array;
  /** `dense[f * 28 + k]`: feature f's weight for label k. */
  dense: Float32Array;
  bias: Float64Array;
}

let model: EmotionModel | null = null;

function slotOf(key: number, mask: number): number {
  return (key ^ (key >>> 15)) & mask;
}

/** Decodes the weights module into the table the reading uses (once; about a few ms). */
export function emotionModel(): EmotionModel {
  if (model) return model;
  const names: string[] = [];
  const kinds: number[] = [];
  EMOTION_FEATURE_KINDS.forEach((kind, k) => {
    const terms = EMOTION_FEATURE_TERMS[kind];
    if (terms.length === 0) return;
    for (const term of terms.split(TERM_SEPARATOR[kind])) {
      names.push(`${kind}:${term}`);
      kinds.push(k);
    }
  });
  const count = names.length;
  let size = 1;
  while (size < count * 2) size <<= 1;
  const mask = size - 1;
  const tableKeys = new Int32Array(size);
  const tableFeatures = new Int32Array(size).fill(-1);
  for (let f = 0; f < count; f++) {
    const name = names[f]!;
    const kind = EMOTION_FEATURE_KINDS[kinds[f]!]!;
    const key = featureKey(kind, name.slice(kind.length + 1));
    let s = slotOf(key, mask);
    while (tableFeatures[s] !== -1) s = (s + 1) & mask;
    tableKeys[s] = key;
    tableFeatures[s] = f;
  }
  // One pass over the weights string, straight into typed arrays (this runs once, unoptimised).
  const w = EMOTION_FEATURE_WEIGHTS;
  const L = EMOTION_COUNT;
  const scales = Float64Array.from(EMOTION_WEIGHT_SCALES);
  const dense = new Float32Array(count * L);
  const entryStart = new Int32Array(count + 1);
  const labelOf = new Int8Array(128).fill(-1);
  for (let k = 0; k < L; k++) labelOf[LABEL_CHARS.charCodeAt(k)] = k;
  const denseMark = DENSE_MARK.charCodeAt(0);
  const allLabels = new Uint8Array(count * L);
  const allWeights = new Float32Array(count * L);
  let f = 0;
  let entries = 0;
  for (let i = 0; i < w.length;) {
    const c = w.charCodeAt(i);
    if (c === 32) {
      entryStart[++f] = entries;
      i++;
    } else if (c === denseMark) {
      for (let k = 0; k < L; k++) {
        const q = w.charCodeAt(i + 1 + k) - VALUE_ZERO;
        if (q === 0) continue;
        const v = q * scales[k]!;
        dense[f * L + k] = v;
        allLabels[entries] = k;
        allWeights[entries++] = v;
      }
      i += L + 1;
    } else {
      const k = labelOf[c]!;
      const v = (w.charCodeAt(i + 1) - VALUE_ZERO) * scales[k]!;
      dense[f * L + k] = v;
      allLabels[entries] = k;
      allWeights[entries++] = v;
      i += 2;
    }
  }
  entryStart[++f] = entries;
  if (f !== count) throw new Error(`emotion weights hold ${f} features for ${count} terms`);
  const entryLabel = allLabels.slice(0, entries);
  const entryWeight = allWeights.slice(0, entries);
  model = {
    dense,
    mask,
    tableKeys,
    tableFeatures,
    names,
    kinds: Uint8Array.from(kinds),
    entryStart,
    entryLabel,
    entryWeight,
    bias: Float64Array.from(EMOTION_BIASES),
  };
  return model;
}

/* Reused from one reading to the next: each found feature's index in the model. */
let featureOf = new Int32Array(1024);

/** Finds each found feature in the model's table: featureOf[i] is its index, or −1 when the model lacks it. */
function lookUpFeatures(m: EmotionModel, keys: Int32Array, count: number, out: Int32Array): void {
  const { tableKeys, tableFeatures, mask } = m;
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    let s = slotOf(key, mask);
    let feature = -1;
    for (;;) {
      const f = tableFeatures[s]!;
      if (f === -1) break;
      if (tableKeys[s] === key) {
        feature = f;
        break;
      }
      s = (s + 1) & mask;
    }
    out[i] = feature;
  }
}

/** Each sentence's sum of its features' weights (no bias): `sums[s * 28 + k]`. */
function sumSentences(
  m: EmotionModel,
  first: Int32Array,
  sentenceCount: number,
  features: Int32Array,
  sums: Float32Array,
) {
  const dense = m.dense;
  const L = EMOTION_COUNT;
  for (let s = 0; s < sentenceCount; s++) {
    const base = s * L;
    const end = first[s + 1]!;
    for (let i = first[s]!; i < end; i++) {
      const f = features[i]!;
      if (f < 0) continue;
      const row = f * L;
      for (let k = 0; k < L; k++) sums[base + k]! += dense[row + k]!;
    }
  }
}

/**
 * The text's probabilities: the mean over windows of whole sentences (up to WINDOW_WORDS words
 * each, a longer sentence alone) of their probabilities, weighted by their words; into `out` as logits.
 */
function readWindows(
  bias: Float64Array,
  sums: Float32Array,
  words: Int32Array,
  sentenceCount: number,
  out: Float64Array,
): void {
  const L = EMOTION_COUNT;
  const total = new Float64Array(L);
  const window = new Float64Array(L);
  let totalWords = 0;
  let windowWords = 0;
  for (let s = 0; s <= sentenceCount; s++) {
    const closing = s === sentenceCount || (windowWords > 0 && windowWords + words[s]! > WINDOW_WORDS);
    if (closing && (windowWords > 0 || totalWords === 0)) {
      const weight = Math.max(windowWords, 1);
      for (let k = 0; k < L; k++) total[k]! += weight * sigmoid(bias[k]! + window[k]!);
      totalWords += weight;
      windowWords = 0;
      window.fill(0);
    }
    if (s === sentenceCount) break;
    const base = s * L;
    for (let k = 0; k < L; k++) window[k]! += sums[base + k]!;
    windowWords += words[s]!;
  }
  for (let k = 0; k < L; k++) {
    const p = Math.min(Math.max(total[k]! / totalWords, 1e-12), 1 - 1e-12);
    out[k] = Math.log(p / (1 - p));
  }
}

/** 2^i for i in −64..64, by i + 64. */
const POWERS_OF_TWO = Float64Array.from({ length: 129 }, (_, i) => 2 ** (i - 64));

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
function scoresFrom(v: Float64Array, at: number): EmotionScores {
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

/**
 * Reads the emotions of `text`: a calibrated probability (0..1) for each of the 28 GoEmotions
 * labels for the whole text and for each sentence, and the terms that raised the strongest
 * labels. An empty text reads as the model's prior (mostly neutral).
 */
export function readEmotions(text: string): EmotionReading {
  const m = emotionModel();
  const L = EMOTION_COUNT;
  const found = scanEmotionFeatures(text);
  const count = found.count;
  if (featureOf.length < count) featureOf = new Int32Array(Math.max(count, featureOf.length * 2));
  const features = featureOf;
  lookUpFeatures(m, found.keys, count, features);

  const sentenceCount = found.sentenceCount;
  // Kept by the sentences, whose scores are worked out from it when first read.
  const sums = new Float32Array(sentenceCount * L);
  sumSentences(m, found.sentenceFirst, sentenceCount, features, sums);
  const bias = m.bias;
  const sentences: EmotionSentence[] = new Array<EmotionSentence>(sentenceCount);
  const logitsOf = new SentenceLogits(bias, sums);
  for (let s = 0; s < sentenceCount; s++) {
    const start = found.sentenceStarts[s]!;
    const end = found.sentenceEnds[s]!;
    sentences[s] = new SentenceReading(start, end, text.slice(start, end), logitsOf, s);
  }

  const logits = new Float64Array(L);
  readWindows(bias, sums, found.sentenceWords, sentenceCount, logits);
  const scores = scoresFrom(logits, 0);
  return { scores, sentences, drivers: findDrivers(text, m, scores, found, features) };
}

/** The sentences' summed weights of one reading, shared by its sentences. */
class SentenceLogits {
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
class SentenceReading implements EmotionSentence {
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

/** The terms behind the strongest labels: each feature's weight for the label, summed over its occurrences. */
function findDrivers(
  text: string,
  m: EmotionModel,
  scores: EmotionScores,
  found: EmotionFeatures,
  featureOf: Int32Array,
): EmotionDriver[] {
  const count = found.count;
  const ranked = EMOTION_LABELS.map((label, k) => ({ label, k, score: scores[label] })).sort(
    (a, b) => b.score - a.score || a.k - b.k,
  );
  const top = ranked.filter((r, i) => i === 0 || r.score >= DRIVER_MIN_SCORE).slice(0, DRIVER_LABELS);
  const features = m.names.length;
  const firstAt = new Int32Array(features).fill(-1);
  const occurrences = new Int32Array(features);
  for (let i = 0; i < count; i++) {
    const f = featureOf[i]!;
    if (f < 0) continue;
    if (occurrences[f] === 0) firstAt[f] = i;
    occurrences[f]!++;
  }
  return top.map(({ label, k, score }) => {
    const raised: { f: number; weight: number }[] = [];
    for (let f = 0; f < features; f++) {
      const w = occurrences[f]! * m.dense[f * EMOTION_COUNT + k]!;
      if (w > 0) raised.push({ f, weight: w });
    }
    raised.sort((a, b) => b.weight - a.weight || firstAt[a.f]! - firstAt[b.f]!);
    const terms = raised.slice(0, DRIVER_TERMS).map(({ f, weight }) => {
      const start = found.starts[firstAt[f]!]!;
      const end = found.ends[firstAt[f]!]!;
      return {
        term: text.slice(start, end),
        feature: m.names[f]!,
        kind: EMOTION_FEATURE_KINDS[m.kinds[f]!]!,
        weight,
        start,
        end,
      };
    });
    return { label, score, terms };
  });
}
