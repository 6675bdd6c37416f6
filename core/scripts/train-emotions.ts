/**
 * Learns the emotion reading's weights from GoEmotions (Demszky et al., ACL 2020, CC BY 4.0)
 * and writes them to core/src/engine/lexicon/emotion-weights.ts.
 *
 * 1. Features: every comment of `train.tsv` is scanned by the engine's own feature scanner
 *    (core/src/engine/emotion-features.ts); features raised by fewer than `minComments`
 *    comments are dropped.
 * 2. Model: one logistic regression per label and per group of labels (EMOTION_GROUPS: the
 *    Ekman and sentiment groups), fitted by FTRL-proximal (per-feature learning rates, L1 and
 *    L2 penalties) over `epochs` passes in orders drawn from a fixed seed, so every run gives
 *    the same weights.
 * 3. Calibration: FOLDS-fold cross-validation on train alone: each comment is read by a model
 *    that did not see it, and each label's probability is fitted to those readings as a logistic
 *    regression over its own logit and those of every other label and group (a Platt scaling
 *    with more inputs: a rare label borrows the evidence of its family). Then a shift per label,
 *    chosen on the same cross-validated readings, lets rare labels come first where they
 *    should (chooseLabelShifts). dev.tsv is never read here.
 * 4. One linear model: the calibration is linear in the logits, which are linear in the
 *    features, so it folds into one weight per feature and label — every reading still names
 *    the words that moved it.
 * 5. Size: weights under MIN_WEIGHT are dropped, the weightiest features kept up to
 *    MODULE_BUDGET_BYTES, and the weights quantised per label (QUANT_LEVELS steps each side of
 *    zero). The fitted floats are kept in emotion-fit.tsv; the module is encoded from them
 *    (see emotion-encoding.ts and emotions.ts for the decoding).
 *
 * Run: `npm run engine:train:emotions` (about a minute on a quiet core; TONE_DATA points at the
 * data, default ../shared/tone-data beside the repository); `-- --encode` re-encodes the module
 * from emotion-fit.tsv alone; `-- --cv` prints cross-validated figures on train for other
 * SETTINGS (JSON in $SETTINGS). Tests check that the committed module is the encoding of the
 * committed fit and (with EMOTION_TRAIN_CHECK=1) that training writes that fit again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMOTION_COUNT, EMOTION_LABELS, type EmotionLabel } from '../src/engine/emotion-labels';
import { EMOTION_FEATURE_KINDS, scanEmotionFeatures, type EmotionFeatureKind } from '../src/engine/emotion-features';
import {
  DENSE_MARK,
  encodedWeightsLength,
  LABEL_CHARS,
  TERM_SEPARATOR,
  VALUE_ZERO,
} from '../src/engine/emotion-encoding';
import { emotionFigures } from './emotion-metrics';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the generated module is written. */
export const WEIGHTS_PATH = resolve(here, '../src/engine/lexicon/emotion-weights.ts');

/** The labelled data: $TONE_DATA or ../shared/tone-data beside the repository. */
export const TONE_DATA = process.env.TONE_DATA ?? resolve(here, '../../../shared/tone-data');

/** The settings of one fit; chosen by cross-validation on train. */
export interface TrainSettings {
  /** A feature is kept when at least this many training comments raise it. */
  minComments: number;
  /** FTRL learning-rate scale α and its damping β. */
  alpha: number;
  beta: number;
  /** L1 and L2 penalties per example. */
  l1: number;
  l2: number;
  /** Passes over the comments. */
  epochs: number;
  /** Comments carrying a label count (negatives/positives)^positiveWeight times in its fit. */
  positiveWeight: number;
  /** L2 penalty of the calibration's mixing weights (toward the label's own logit alone). */
  ridge: number;
  /** Seed of the order in which comments are visited. */
  seed: number;
}

/** The settings the committed weights were fitted with. */
export const SETTINGS: TrainSettings = {
  minComments: 2,
  alpha: 0.1,
  beta: 1,
  l1: 0.5,
  l2: 1,
  epochs: 5,
  positiveWeight: 0,
  seed: 20200,
  ridge: 1,
};

/**
 * Groups of labels fitted beside the labels, so that a rare label can borrow the evidence of
 * its family (grief from sadness): the Ekman groups and the sentiment groups of the GoEmotions
 * paper. The calibration combines each label's logit with all others and the groups'.
 */
export const EMOTION_GROUPS: readonly (readonly EmotionLabel[])[] = [
  ['anger', 'annoyance', 'disapproval'],
  ['disgust'],
  ['fear', 'nervousness'],
  [
    'joy',
    'amusement',
    'approval',
    'excitement',
    'gratitude',
    'love',
    'optimism',
    'relief',
    'pride',
    'admiration',
    'desire',
    'caring',
  ],
  ['sadness', 'disappointment', 'embarrassment', 'grief', 'remorse'],
  ['surprise', 'realization', 'confusion', 'curiosity'],
  [
    'fear',
    'nervousness',
    'remorse',
    'embarrassment',
    'disappointment',
    'sadness',
    'grief',
    'disgust',
    'anger',
    'annoyance',
    'disapproval',
  ],
  ['realization', 'surprise', 'curiosity', 'confusion'],
];

/** Targets of the first stage: the labels, then the groups. */
export const OUTPUT_COUNT = EMOTION_COUNT + EMOTION_GROUPS.length;

/** The largest shift of a label's calibrated logit chosen for top-1 (see chooseLabelShifts), and the grid's steps each side. */
export const MAX_SHIFT = 1.5;
const SHIFT_STEPS = 15;

/** Cross-validation folds for calibration. */
export const FOLDS = 5;

/** One labelled comment. */
export interface LabelledComment {
  text: string;
  labels: number[];
}

/** Reads a GoEmotions split (`text<TAB>ids<TAB>comment id`). */
export function readGoEmotions(file: string): LabelledComment[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => {
      const [text, ids] = line.split('\t');
      return { text: text!, labels: ids!.split(',').map(Number) };
    });
}

/** Comments as sparse count vectors over a feature list. */
export interface FeatureMatrix {
  names: string[];
  rowStart: Int32Array;
  columns: Int32Array;
  values: Float32Array;
  /** `gold[i * OUTPUT_COUNT + k]` is 1 when comment i carries label k (k < EMOTION_COUNT) or a label of group k − EMOTION_COUNT. */
  gold: Uint8Array;
  rows: number;
}

/** The named features of each comment, with counts. */
export function namedFeatures(comments: readonly LabelledComment[]): Map<string, number>[] {
  return comments.map(({ text }) => {
    const found = scanEmotionFeatures(text, true);
    const counts = new Map<string, number>();
    for (const name of found.names!) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  });
}

/** The features raised by at least `minComments` comments, sorted by kind then name. */
export function selectFeatures(perComment: readonly Map<string, number>[], minComments: number): string[] {
  const seen = new Map<string, number>();
  for (const counts of perComment) for (const name of counts.keys()) seen.set(name, (seen.get(name) ?? 0) + 1);
  const kindOrder = (name: string) =>
    EMOTION_FEATURE_KINDS.indexOf(name.slice(0, name.indexOf(':')) as EmotionFeatureKind);
  return [...seen]
    .filter(([, c]) => c >= minComments)
    .map(([name]) => name)
    .sort((a, b) => kindOrder(a) - kindOrder(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** Builds the matrix of `comments` over `names`. */
export function buildMatrix(
  comments: readonly LabelledComment[],
  perComment: readonly Map<string, number>[],
  names: string[],
): FeatureMatrix {
  const index = new Map(names.map((n, i) => [n, i]));
  const rowStart = new Int32Array(comments.length + 1);
  const columns: number[] = [];
  const values: number[] = [];
  const gold = new Uint8Array(comments.length * OUTPUT_COUNT);
  comments.forEach((c, i) => {
    const entries = [...perComment[i]!].filter(([n]) => index.has(n)).map(([n, v]) => [index.get(n)!, v] as const);
    entries.sort((a, b) => a[0] - b[0]);
    for (const [col, v] of entries) {
      columns.push(col);
      values.push(v);
    }
    rowStart[i + 1] = columns.length;
    for (const k of c.labels) {
      gold[i * OUTPUT_COUNT + k] = 1;
      EMOTION_GROUPS.forEach((members, g) => {
        if (members.includes(EMOTION_LABELS[k]!)) gold[i * OUTPUT_COUNT + EMOTION_COUNT + g] = 1;
      });
    }
  });
  return {
    names,
    rowStart,
    columns: Int32Array.from(columns),
    values: Float32Array.from(values),
    gold,
    rows: comments.length,
  };
}

/** A seeded shuffle of 0..n-1 (a linear congruential generator; the same seed gives the same order). */
export function seededOrder(n: number, seed: number): Int32Array {
  const order = Int32Array.from({ length: n }, (_, i) => i);
  let state = seed >>> 0;
  for (let i = n - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}

/** Fitted weights: `weights[f * EMOTION_COUNT + k]` for feature f and label k, and one bias per label (logits). */
export interface FittedModel {
  weights: Float64Array;
  bias: Float64Array;
}

/** Fits one logistic regression per target (OUTPUT_COUNT: the labels, then the groups) on the given rows by FTRL-proximal. */
export function fitModel(m: FeatureMatrix, rows: Int32Array, s: TrainSettings): FittedModel {
  const L = OUTPUT_COUNT;
  const d = m.names.length;
  const z = new Float64Array((d + 1) * L);
  const nsq = new Float64Array((d + 1) * L);
  const positives = new Float64Array(L);
  for (const r of rows) for (let k = 0; k < L; k++) positives[k]! += m.gold[r * L + k]!;
  const posWeight = Float64Array.from(positives, (p) => Math.pow((rows.length - p) / Math.max(p, 1), s.positiveWeight));
  const w = new Float64Array(L);
  const weightOf = (idx: number, l1: number, l2: number) => {
    const zi = z[idx]!;
    if (Math.abs(zi) <= l1) return 0;
    return -(zi - Math.sign(zi) * l1) / ((s.beta + Math.sqrt(nsq[idx]!)) / s.alpha + l2);
  };
  const cols: number[] = [];
  const vals: number[] = [];
  const ws = new Float64Array(64 * L);
  for (let epoch = 0; epoch < s.epochs; epoch++) {
    const order = seededOrder(rows.length, s.seed + epoch);
    for (let o = 0; o < order.length; o++) {
      const r = rows[order[o]!]!;
      cols.length = 0;
      vals.length = 0;
      for (let e = m.rowStart[r]!; e < m.rowStart[r + 1]!; e++) {
        cols.push(m.columns[e]!);
        vals.push(m.values[e]!);
      }
      cols.push(d);
      vals.push(1);
      const nnz = cols.length;
      const wbuf = nnz * L > ws.length ? new Float64Array(nnz * L) : ws;
      w.fill(0);
      for (let e = 0; e < nnz; e++) {
        const base = cols[e]! * L;
        const bias = cols[e] === d;
        for (let k = 0; k < L; k++) {
          const wi = weightOf(base + k, bias ? 0 : s.l1, bias ? 0 : s.l2);
          wbuf[e * L + k] = wi;
          w[k]! += wi * vals[e]!;
        }
      }
      for (let k = 0; k < L; k++) {
        const y = m.gold[r * L + k]!;
        const p = 1 / (1 + Math.exp(-Math.max(-35, Math.min(35, w[k]!))));
        const g0 = (p - y) * (y ? posWeight[k]! : 1);
        for (let e = 0; e < nnz; e++) {
          const idx = cols[e]! * L + k;
          const g = g0 * vals[e]!;
          const n0 = nsq[idx]!;
          const sigma = (Math.sqrt(n0 + g * g) - Math.sqrt(n0)) / s.alpha;
          z[idx]! += g - sigma * wbuf[e * L + k]!;
          nsq[idx] = n0 + g * g;
        }
      }
    }
  }
  const weights = new Float64Array(d * L);
  const bias = new Float64Array(L);
  for (let f = 0; f < d; f++) for (let k = 0; k < L; k++) weights[f * L + k] = weightOf(f * L + k, s.l1, s.l2);
  for (let k = 0; k < L; k++) bias[k] = weightOf(d * L + k, 0, 0);
  return { weights, bias };
}

/** The logits of one row under a model, into `out` (OUTPUT_COUNT values). */
export function rowLogits(m: FeatureMatrix, r: number, model: FittedModel, out: Float64Array): Float64Array {
  const L = OUTPUT_COUNT;
  out.set(model.bias);
  for (let e = m.rowStart[r]!; e < m.rowStart[r + 1]!; e++) {
    const base = m.columns[e]! * L;
    const v = m.values[e]!;
    for (let k = 0; k < L; k++) out[k]! += model.weights[base + k]! * v;
  }
  return out;
}

/** Out-of-fold logits of every row (FOLDS-fold cross-validation on the matrix's rows). */
export function outOfFoldLogits(m: FeatureMatrix, s: TrainSettings, folds = FOLDS): Float64Array {
  const L = OUTPUT_COUNT;
  const order = seededOrder(m.rows, s.seed ^ 0x5eed);
  const fold = new Int32Array(m.rows);
  order.forEach((r, i) => (fold[r] = i % folds));
  const logits = new Float64Array(m.rows * L);
  const row = new Float64Array(L);
  for (let f = 0; f < folds; f++) {
    const trainRows = Int32Array.from({ length: m.rows }, (_, i) => i).filter((r) => fold[r] !== f);
    const model = fitModel(m, trainRows, s);
    for (let r = 0; r < m.rows; r++) {
      if (fold[r] !== f) continue;
      logits.set(rowLogits(m, r, model, row), r * L);
    }
  }
  return logits;
}

/** Solves the symmetric positive definite system A x = b (n×n, row-major) by Cholesky; A is overwritten. */
function solveSpd(A: Float64Array, b: Float64Array, n: number): Float64Array {
  for (let j = 0; j < n; j++) {
    let d = A[j * n + j]!;
    for (let k = 0; k < j; k++) d -= A[j * n + k]! * A[j * n + k]!;
    d = Math.sqrt(Math.max(d, 1e-12));
    A[j * n + j] = d;
    for (let i = j + 1; i < n; i++) {
      let v = A[i * n + j]!;
      for (let k = 0; k < j; k++) v -= A[i * n + k]! * A[j * n + k]!;
      A[i * n + j] = v / d;
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let v = b[i]!;
    for (let k = 0; k < i; k++) v -= A[i * n + k]! * y[k]!;
    y[i] = v / A[i * n + i]!;
  }
  const x = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let v = y[i]!;
    for (let k = i + 1; k < n; k++) v -= A[k * n + i]! * x[k]!;
    x[i] = v / A[i * n + i]!;
  }
  return x;
}

/**
 * The calibration of one label: its probability is σ(Σ_j mix[j]·z_j + bias) over the first
 * stage's logits z (labels and groups), fitted by Newton's method with an L2 penalty `ridge`.
 */
export interface LabelCalibration {
  mix: Float64Array;
  bias: number;
}

/** The first-stage logits each label's calibration mixes: its own first, then every other label's and every group's. */
export function calibrationInputs(k: number): number[] {
  const inputs = [k];
  for (let j = 0; j < OUTPUT_COUNT; j++) if (j !== k) inputs.push(j);
  return inputs;
}

/** Fits each label's calibration to out-of-fold logits (rows × OUTPUT_COUNT) and gold labels. */
export function fitCalibration(m: FeatureMatrix, logits: Float64Array, ridge: number): LabelCalibration[] {
  const T = OUTPUT_COUNT;
  return EMOTION_LABELS.map((_, k) => {
    const inputs = calibrationInputs(k);
    const n = inputs.length + 1;
    const beta = new Float64Array(n);
    beta[0] = 1;
    const x = new Float64Array(n);
    for (let iter = 0; iter < 30; iter++) {
      const H = new Float64Array(n * n);
      const g = new Float64Array(n);
      x[n - 1] = 1;
      for (let r = 0; r < m.rows; r++) {
        for (let j = 0; j < n - 1; j++) x[j] = logits[r * T + inputs[j]!]!;
        let zz = 0;
        for (let j = 0; j < n; j++) zz += beta[j]! * x[j]!;
        const p = 1 / (1 + Math.exp(-zz));
        const e = p - m.gold[r * T + k]!;
        const q = Math.max(p * (1 - p), 1e-9);
        for (let a = 0; a < n; a++) {
          g[a]! += e * x[a]!;
          const qa = q * x[a]!;
          for (let b = 0; b <= a; b++) H[a * n + b]! += qa * x[b]!;
        }
      }
      for (let a = 0; a < n; a++) {
        for (let b = a + 1; b < n; b++) H[a * n + b] = H[b * n + a]!;
        if (a < n - 1) {
          H[a * n + a]! += ridge;
          g[a]! += ridge * (beta[a]! - (a === 0 ? 1 : 0));
        }
      }
      const step = solveSpd(H, g, n);
      let size = 0;
      for (let a = 0; a < n; a++) {
        beta[a]! -= step[a]!;
        size = Math.max(size, Math.abs(step[a]!));
      }
      if (size < 1e-7) break;
    }
    const mix = new Float64Array(T);
    inputs.forEach((j, i) => (mix[j] = beta[i]!));
    return { mix, bias: beta[n - 1]! };
  });
}

/** Calibrated probabilities (rows × EMOTION_COUNT) from first-stage logits (rows × OUTPUT_COUNT). */
export function applyCalibration(logits: Float64Array, cal: readonly LabelCalibration[]): Float64Array {
  const T = OUTPUT_COUNT;
  const rows = logits.length / T;
  const out = new Float64Array(rows * EMOTION_COUNT);
  for (let r = 0; r < rows; r++) {
    cal.forEach((c, k) => {
      let z = c.bias;
      for (let j = 0; j < T; j++) z += c.mix[j]! * logits[r * T + j]!;
      out[r * EMOTION_COUNT + k] = 1 / (1 + Math.exp(-z));
    });
  }
  return out;
}

/**
 * Shifts of each label's calibrated logit (within ±MAX_SHIFT) that raise the top-1 macro-F1 of
 * the out-of-fold readings of the single-label comments, found by coordinate ascent over a
 * grid. Without them the top label is almost never a rare one: a shift trades a little of a
 * rare label's calibration for its recall.
 */
export function chooseLabelShifts(
  m: FeatureMatrix,
  logits: Float64Array,
  cal: readonly LabelCalibration[],
): Float64Array {
  const L = EMOTION_COUNT;
  const T = OUTPUT_COUNT;
  const single: number[] = [];
  const goldOf: number[] = [];
  for (let r = 0; r < m.rows; r++) {
    let count = 0;
    let label = -1;
    for (let k = 0; k < L; k++) {
      if (m.gold[r * T + k]) {
        count++;
        label = k;
      }
    }
    if (count === 1) {
      single.push(r);
      goldOf.push(label);
    }
  }
  const n = single.length;
  const z = new Float64Array(n * L);
  single.forEach((r, i) => {
    cal.forEach((c, k) => {
      let v = c.bias;
      for (let j = 0; j < T; j++) v += c.mix[j]! * logits[r * T + j]!;
      z[i * L + k] = v;
    });
  });
  const shift = new Float64Array(L);
  const macro = (p: Int32Array) => {
    const tp = new Float64Array(L);
    const wrong = new Float64Array(L);
    for (let i = 0; i < n; i++) {
      if (p[i] === goldOf[i]) tp[p[i]!]!++;
      else {
        wrong[p[i]!]!++;
        wrong[goldOf[i]!]!++;
      }
    }
    let sum = 0;
    for (let k = 0; k < L; k++) sum += tp[k]! === 0 ? 0 : (2 * tp[k]!) / (2 * tp[k]! + wrong[k]!);
    return sum / L;
  };
  const bestOther = new Float64Array(n);
  const bestOtherLabel = new Int32Array(n);
  const trial = new Int32Array(n);
  for (let pass = 0; pass < 3; pass++) {
    for (let k = 0; k < L; k++) {
      for (let i = 0; i < n; i++) {
        let best = -Infinity;
        let label = 0;
        for (let j = 0; j < L; j++) {
          if (j === k) continue;
          const v = z[i * L + j]! + shift[j]!;
          if (v > best) {
            best = v;
            label = j;
          }
        }
        bestOther[i] = best;
        bestOtherLabel[i] = label;
      }
      let bestShift = shift[k]!;
      let bestScore = -1;
      // Candidates from zero outwards, so that of equal scores the smallest shift wins.
      for (let t = 0; t <= 2 * SHIFT_STEPS; t++) {
        const step = t % 2 === 0 ? t / 2 : -(t + 1) / 2;
        const candidate = (step * MAX_SHIFT) / SHIFT_STEPS;
        for (let i = 0; i < n; i++) trial[i] = z[i * L + k]! + candidate > bestOther[i]! ? k : bestOtherLabel[i]!;
        const score = macro(trial);
        if (score > bestScore + 1e-12) {
          bestScore = score;
          bestShift = candidate;
        }
      }
      shift[k] = bestShift;
    }
  }
  return shift;
}

/**
 * Prints the cross-validated figures on train (`--cv`, with SETTINGS overridden by the JSON in
 * $SETTINGS): how settings are compared without looking at dev.
 */
function crossValidate(): void {
  const settings: TrainSettings = {
    ...SETTINGS,
    ...(JSON.parse(process.env.SETTINGS ?? '{}') as Partial<TrainSettings>),
  };
  const train = readGoEmotions(resolve(TONE_DATA, 'goemotions/train.tsv'));
  const perComment = namedFeatures(train);
  const m = buildMatrix(train, perComment, selectFeatures(perComment, settings.minComments));
  const oof = outOfFoldLogits(m, settings);
  const cal = fitCalibration(m, oof, settings.ridge);
  const gold = train.map((c) => c.labels);
  const before = emotionFigures(applyCalibration(oof, cal), gold, EMOTION_COUNT);
  const shifts = chooseLabelShifts(m, oof, cal);
  cal.forEach((c, k) => (c.bias += shifts[k]!));
  const after = emotionFigures(applyCalibration(oof, cal), gold, EMOTION_COUNT);
  console.log(`train, ${FOLDS}-fold cross-validated: mean AUC ${after.meanAuc.toFixed(4)}`);
  console.log(
    `  top-1 macro-F1 ${before.macroF1.toFixed(4)} calibrated, ${after.macroF1.toFixed(4)} with the top-1 shifts`,
  );
}

/**
 * The fitted reading before encoding: for each kept feature its weight per label (logit units;
 * the calibration and the top-1 shifts already folded in, so that a label's probability is
 * σ(bias + Σ weights)), and each label's bias.
 */
export interface EmotionFit {
  bias: number[];
  /** Each feature, with how many training comments raised it (before pruning only). */
  features: { name: string; weights: number[]; comments?: number }[];
}

/** Where the fitted weights are kept between training and encoding (committed, so the encoding can be checked fast). */
export const FIT_PATH = resolve(here, 'emotion-fit.tsv');

/** The module is kept to about this many bytes: the least weighty features are left out past it. */
export const MODULE_BUDGET_BYTES = 110_000;
/** Weights smaller than this (logit units) are dropped. */
export const MIN_WEIGHT = 0.06;
/** Steps of the quantised weights on each side of zero (one character each). */
export const QUANT_LEVELS = 45;

/** Runs the whole training on train.tsv and returns the fit before pruning (about a minute). */
export function trainEmotions(settings: TrainSettings = SETTINGS, log: (line: string) => void = () => {}): EmotionFit {
  const train = readGoEmotions(resolve(TONE_DATA, 'goemotions/train.tsv'));
  const perComment = namedFeatures(train);
  const names = selectFeatures(perComment, settings.minComments);
  const m = buildMatrix(train, perComment, names);
  log(`${train.length} comments, ${names.length} features`);
  const oof = outOfFoldLogits(m, settings);
  const cal = fitCalibration(m, oof, settings.ridge);
  const shifts = chooseLabelShifts(m, oof, cal);
  log(`calibrated; top-1 shifts ${Array.from(shifts, (v) => v.toFixed(1)).join(' ')}`);
  const model = fitModel(
    m,
    Int32Array.from({ length: m.rows }, (_, i) => i),
    settings,
  );
  const T = OUTPUT_COUNT;
  const bias = cal.map((c, k) => {
    let b = c.bias + shifts[k]!;
    for (let j = 0; j < T; j++) b += c.mix[j]! * model.bias[j]!;
    return b;
  });
  const comments = new Map<string, number>();
  for (const counts of perComment) for (const name of counts.keys()) comments.set(name, (comments.get(name) ?? 0) + 1);
  const collapsed = names.map((name, f) => ({
    name,
    comments: comments.get(name)!,
    weights: cal.map((c) => {
      let w = 0;
      for (let j = 0; j < T; j++) w += c.mix[j]! * model.weights[f * T + j]!;
      return w;
    }),
  }));
  return { bias, features: collapsed };
}

/** The per-label steps of the quantisation: the largest weight of each label over QUANT_LEVELS. */
function labelSteps(features: EmotionFit['features'], labels: number): number[] {
  return Array.from({ length: labels }, (_, k) => {
    let max = 0;
    for (const f of features) max = Math.max(max, Math.abs(f.weights[k]!));
    return max / QUANT_LEVELS;
  });
}

/**
 * Zeroes the weights below MIN_WEIGHT, then keeps the weightiest features — largest weight
 * times the log of one plus the comments that raised it, so that a common word outranks a
 * pair seen twice — until the encoded module reaches the budget. Weights are rounded to 5
 * decimals; those that quantise to zero are zeroed.
 */
export function pruneFit(fit: EmotionFit, labels: number): EmotionFit {
  const cut = fit.features.map((f) => ({
    ...f,
    weights: f.weights.map((w) => (Math.abs(w) >= MIN_WEIGHT ? w : 0)),
  }));
  const weightiness = (f: EmotionFit['features'][number]) =>
    Math.max(...f.weights.map(Math.abs)) * Math.log(1 + (f.comments ?? 1));
  const ranked = cut
    .map((f, i) => ({ f, i, weight: weightiness(f) }))
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  const steps = labelSteps(
    ranked.map((r) => r.f),
    labels,
  );
  const kept: { f: EmotionFit['features'][number]; i: number }[] = [];
  let bytes = 4000;
  for (const r of ranked) {
    const entries = r.f.weights.filter((w, k) => Math.abs(w) >= steps[k]! / 2).length;
    const cost = r.f.name.length - r.f.name.indexOf(':') + encodedWeightsLength(entries, labels) + 1;
    if (bytes + cost > MODULE_BUDGET_BYTES) break;
    bytes += cost;
    kept.push(r);
  }
  kept.sort((a, b) => a.i - b.i);
  const round = (w: number) => Math.round(w * 1e5) / 1e5;
  return {
    bias: fit.bias.map(round),
    features: kept.map(({ f }) => ({
      name: f.name,
      weights: f.weights.map((w, k) => (Math.abs(w) >= steps[k]! / 2 ? round(w) : 0)),
    })),
  };
}

/** The fit as TSV: a line of biases, then one line per feature (name, then its non-zero weights as label=weight). */
export function fitText(fit: EmotionFit): string {
  const lines = [`bias\t${fit.bias.join(' ')}`];
  for (const f of fit.features) {
    const entries = f.weights.flatMap((w, k) => (w === 0 ? [] : [`${k}=${w}`]));
    lines.push(`${f.name}\t${entries.join(' ')}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads a fit written by fitText. */
export function parseFit(text: string): EmotionFit {
  const [head, ...rest] = text.trimEnd().split('\n');
  const bias = head!.split('\t')[1]!.split(' ').map(Number);
  const features = rest.map((line) => {
    const [name, entries] = line.split('\t');
    const weights = new Array<number>(EMOTION_COUNT).fill(0);
    for (const e of entries!.split(' ')) {
      if (e === '') continue;
      const [k, w] = e.split('=');
      weights[Number(k)] = Number(w);
    }
    return { name: name!, weights };
  });
  return { bias, features };
}

/** The source of the generated weights module for a fit (emotions.ts emotionModel decodes it). */
export function weightsModuleSource(fit: EmotionFit): string {
  const steps = labelSteps(fit.features, EMOTION_COUNT);
  const terms = Object.fromEntries(EMOTION_FEATURE_KINDS.map((kind) => [kind, [] as string[]])) as Record<
    EmotionFeatureKind,
    string[]
  >;
  const groups: string[] = [];
  for (const kind of EMOTION_FEATURE_KINDS) {
    for (const f of fit.features) {
      if (!f.name.startsWith(`${kind}:`)) continue;
      terms[kind].push(f.name.slice(kind.length + 1));
      const q = f.weights.map((w, k) => Math.max(-QUANT_LEVELS, Math.min(QUANT_LEVELS, Math.round(w / steps[k]!))));
      const nonZero = q.filter((v) => v !== 0).length;
      if (encodedWeightsLength(nonZero, EMOTION_COUNT) < 2 * nonZero)
        groups.push(DENSE_MARK + q.map((v) => String.fromCharCode(VALUE_ZERO + v)).join(''));
      else
        groups.push(q.map((v, k) => (v === 0 ? '' : LABEL_CHARS[k]! + String.fromCharCode(VALUE_ZERO + v))).join(''));
    }
  }
  const termLines = EMOTION_FEATURE_KINDS.map(
    (kind) => `  ${kind}: ${JSON.stringify(terms[kind].join(TERM_SEPARATOR[kind]))},`,
  ).join('\n');
  const counts = EMOTION_FEATURE_KINDS.map((kind) => `${terms[kind].length} ${kind}`).join(', ');
  return `/*
 * GENERATED by core/scripts/train-emotions.ts (npm run engine:train:emotions) — do not edit.
 * Weights of the emotion reading, learned from GoEmotions (Demszky et al., "GoEmotions: A
 * Dataset of Fine-Grained Emotions", ACL 2020, CC BY 4.0), train split only: ${fit.features.length} features
 * (${counts}).
 */

/** Each label's logit with no feature (EMOTION_LABELS order). */
export const EMOTION_BIASES: readonly number[] = ${JSON.stringify(fit.bias)};

/** Each label's weight step (logit units): a weight is its quantised value times its label's step. */
export const EMOTION_WEIGHT_SCALES: readonly number[] = ${JSON.stringify(steps.map((v) => Number(v.toPrecision(6))))};

/** The features of each kind, in the order of EMOTION_FEATURE_WEIGHTS (emotion-encoding.ts TERM_SEPARATOR between them). */
export const EMOTION_FEATURE_TERMS = {
${termLines}
} as const;

/**
 * Each feature's weights, features separated by a space (emotion-encoding.ts): pairs of a label
 * (LABEL_CHARS) and its quantised weight (character code − VALUE_ZERO), or DENSE_MARK and
 * one quantised weight per label.
 */
export const EMOTION_FEATURE_WEIGHTS: string = ${JSON.stringify(groups.join(' '))};
`;
}

/** Trains, writes the fit and the module. */
function main(): void {
  const started = performance.now();
  const full = trainEmotions(SETTINGS, (line) => console.log(line));
  if (process.env.FULL_FIT) writeFileSync(process.env.FULL_FIT, fitText(full));
  const fit = pruneFit(full, EMOTION_COUNT);
  writeFileSync(FIT_PATH, fitText(fit));
  writeFileSync(WEIGHTS_PATH, weightsModuleSource(parseFit(fitText(fit))));
  console.log(
    `wrote ${fit.features.length} features to ${WEIGHTS_PATH} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--cv')) crossValidate();
  else if (process.argv.includes('--encode'))
    writeFileSync(WEIGHTS_PATH, weightsModuleSource(parseFit(readFileSync(FIT_PATH, 'utf8'))));
  else main();
}
