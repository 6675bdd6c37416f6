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

/** One sentence of the text: its span [start, end) in UTF-16 offsets, its text and its scores. */
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

/** The decoded weights: an open-addressing table from feature key to feature, and each feature's weights. */
interface EmotionModel {
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
  const w = EMOTION_FEATURE_WEIGHTS;
  const entryStart = new Int32Array(count + 1);
  const labels: number[] = [];
  const weights: number[] = [];
  let f = 0;
  for (let i = 0; i < w.length;) {
    if (w.charCodeAt(i) === 32) {
      entryStart[++f] = labels.length;
      i++;
      continue;
    }
    if (w[i] === DENSE_MARK) {
      for (let k = 0; k < EMOTION_COUNT; k++) {
        const q = w.charCodeAt(i + 1 + k) - VALUE_ZERO;
        if (q === 0) continue;
        labels.push(k);
        weights.push(q * EMOTION_WEIGHT_SCALES[k]!);
      }
      i += EMOTION_COUNT + 1;
      continue;
    }
    const label = LABEL_CHARS.indexOf(w[i]!);
    labels.push(label);
    weights.push((w.charCodeAt(i + 1) - VALUE_ZERO) * EMOTION_WEIGHT_SCALES[label]!);
    i += 2;
  }
  entryStart[++f] = labels.length;
  if (f !== count) throw new Error(`emotion weights hold ${f} features for ${count} terms`);
  const entryLabel = Uint8Array.from(labels);
  const entryWeight = Float32Array.from(weights);
  const dense = new Float32Array(count * EMOTION_COUNT);
  for (let g = 0; g < count; g++) {
    for (let e = entryStart[g]!; e < entryStart[g + 1]!; e++)
      dense[g * EMOTION_COUNT + entryLabel[e]!] = entryWeight[e]!;
  }
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

let featureOf = new Int32Array(1024);

/**
 * The probabilities of the logits `v[at .. at + 28)`, as one object literal in EMOTION_LABELS
 * order (a test holds the order): built at once, it keeps one shape, where 28 keyed
 * assignments would not — this runs for every sentence of a text.
 */
function scoresFrom(v: Float64Array, at: number): EmotionScores {
  return {
    admiration: 1 / (1 + Math.exp(-v[at + 0]!)),
    amusement: 1 / (1 + Math.exp(-v[at + 1]!)),
    anger: 1 / (1 + Math.exp(-v[at + 2]!)),
    annoyance: 1 / (1 + Math.exp(-v[at + 3]!)),
    approval: 1 / (1 + Math.exp(-v[at + 4]!)),
    caring: 1 / (1 + Math.exp(-v[at + 5]!)),
    confusion: 1 / (1 + Math.exp(-v[at + 6]!)),
    curiosity: 1 / (1 + Math.exp(-v[at + 7]!)),
    desire: 1 / (1 + Math.exp(-v[at + 8]!)),
    disappointment: 1 / (1 + Math.exp(-v[at + 9]!)),
    disapproval: 1 / (1 + Math.exp(-v[at + 10]!)),
    disgust: 1 / (1 + Math.exp(-v[at + 11]!)),
    embarrassment: 1 / (1 + Math.exp(-v[at + 12]!)),
    excitement: 1 / (1 + Math.exp(-v[at + 13]!)),
    fear: 1 / (1 + Math.exp(-v[at + 14]!)),
    gratitude: 1 / (1 + Math.exp(-v[at + 15]!)),
    grief: 1 / (1 + Math.exp(-v[at + 16]!)),
    joy: 1 / (1 + Math.exp(-v[at + 17]!)),
    love: 1 / (1 + Math.exp(-v[at + 18]!)),
    nervousness: 1 / (1 + Math.exp(-v[at + 19]!)),
    optimism: 1 / (1 + Math.exp(-v[at + 20]!)),
    pride: 1 / (1 + Math.exp(-v[at + 21]!)),
    realization: 1 / (1 + Math.exp(-v[at + 22]!)),
    relief: 1 / (1 + Math.exp(-v[at + 23]!)),
    remorse: 1 / (1 + Math.exp(-v[at + 24]!)),
    sadness: 1 / (1 + Math.exp(-v[at + 25]!)),
    surprise: 1 / (1 + Math.exp(-v[at + 26]!)),
    neutral: 1 / (1 + Math.exp(-v[at + 27]!)),
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
  const { tableKeys, tableFeatures, mask, entryStart, entryLabel, entryWeight } = m;
  const keys = found.keys;
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
    featureOf[i] = feature;
  }

  // Each sentence's sum of weights, without the bias.
  const sentenceCount = found.sentenceCount;
  const sums = new Float64Array(Math.max(sentenceCount, 1) * L);
  const first = found.sentenceFirst;
  for (let s = 0; s < sentenceCount; s++) {
    const base = s * L;
    for (let i = first[s]!; i < first[s + 1]!; i++) {
      const f = featureOf[i]!;
      if (f < 0) continue;
      for (let e = entryStart[f]!; e < entryStart[f + 1]!; e++) sums[base + entryLabel[e]!]! += entryWeight[e]!;
    }
  }

  const sentences: EmotionSentence[] = new Array<EmotionSentence>(sentenceCount);
  const logits = new Float64Array(L);
  for (let s = 0; s < sentenceCount; s++) {
    for (let k = 0; k < L; k++) logits[k] = m.bias[k]! + sums[s * L + k]!;
    const start = found.sentenceStarts[s]!;
    const end = found.sentenceEnds[s]!;
    sentences[s] = { start, end, text: text.slice(start, end), scores: scoresFrom(logits, 0) };
  }

  // The whole text, in windows of whole sentences.
  const total = new Float64Array(L);
  let totalWords = 0;
  let windowWords = 0;
  let windowOpen = false;
  const closeWindow = () => {
    const weight = Math.max(windowWords, 1);
    for (let k = 0; k < L; k++) {
      total[k]! += weight / (1 + Math.exp(-(m.bias[k]! + logits[k]!)));
    }
    totalWords += weight;
    windowWords = 0;
    windowOpen = false;
  };
  logits.fill(0);
  for (let s = 0; s < sentenceCount; s++) {
    const words = found.sentenceWords[s]!;
    if (windowOpen && windowWords + words > WINDOW_WORDS) {
      closeWindow();
      logits.fill(0);
    }
    for (let k = 0; k < L; k++) logits[k]! += sums[s * L + k]!;
    windowWords += words;
    windowOpen = true;
  }
  if (windowOpen || totalWords === 0) closeWindow();
  // scoresFrom takes logits: pass those of the mean probabilities.
  for (let k = 0; k < L; k++) {
    const p = Math.min(Math.max(total[k]! / totalWords, 1e-12), 1 - 1e-12);
    total[k] = Math.log(p / (1 - p));
  }
  const scores = scoresFrom(total, 0);

  return { scores, sentences, drivers: findDrivers(text, m, scores, found) };
}

/** The terms behind the strongest labels: each feature's weight for the label, summed over its occurrences. */
function findDrivers(text: string, m: EmotionModel, scores: EmotionScores, found: EmotionFeatures): EmotionDriver[] {
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
