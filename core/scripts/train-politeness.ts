/**
 * Learns the weights of readPoliteness (core/src/engine/politeness.ts) and writes them to
 * core/src/engine/lexicon/politeness-weights.ts.
 *
 * Data: the Wikipedia half of the Stanford Politeness Corpus (Danescu-Niculescu-Mizil,
 * Sudhof, Jurafsky, Leskovec, Potts, ACL 2013; sudhof/politeness, Apache-2.0): 4,353
 * requests, each rated by five people. As in the paper, the task is the top quartile of
 * the normalised score (polite) against the bottom quartile (impolite).
 *
 * Model: L2-regularised logistic regression, fitted by L-BFGS, over the presence of each
 * politeness strategy (rules/politeness/) and of common words (those in at least
 * MIN_DOCUMENTS requests, rare and Wikipedia-only tokens left out, so that what is
 * learned carries over to other communities). The regularisation strength is chosen by
 * 5-fold cross-validation on the data being fitted; the evaluation (bench/eval-politeness.ts)
 * reports a 10-fold cross-validated AUC around the whole procedure, choice included.
 * Everything is deterministic: folds come from a seeded shuffle.
 *
 * Run: `npm run engine:train:politeness`. A test checks that the committed module equals
 * this script's output.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from '../../bench/csv';
import { politenessFeatures } from '../src/engine/politeness';
import { POLITENESS_STRATEGIES } from '../src/engine/rules/politeness/index';

const here = dirname(fileURLToPath(import.meta.url));

/** Where the generated module is written. */
export const GENERATED_PATH = resolve(here, '../src/engine/lexicon/politeness-weights.ts');

/** The labelled requests: $TONE_DATA or ../shared/tone-data beside the repository. */
export const CORPUS_PATH = resolve(
  process.env.TONE_DATA ?? resolve(here, '../../../shared/tone-data'),
  'politeness/wikipedia.annotated.csv',
);

/** A word must appear in at least this many requests to be a feature. */
export const MIN_DOCUMENTS = 30;
/**
 * Words that name Wikipedia's own machinery or the corpus's placeholders ("<url>"): left
 * out so the model does not lean on one site's vocabulary.
 */
const SITE_WORDS = new Set(
  'url wikipedia wiki wp talk article articles edit edits editing editor editors template templates page pages revert reverted reverting vandalism user users section sections discussion image images source sources'.split(
    ' ',
  ),
);
/** L2 strengths tried by the inner cross-validation (on the summed log-loss). */
export const LAMBDAS = [1, 2, 4, 8, 16, 32] as const;
/** Weights smaller than this (log-odds) are dropped from the module. */
const PRUNE_BELOW = 0.02;
/** Decimal places kept in the module. */
const DECIMALS = 2;

/** One request ready for fitting: the indices of its active features and its class. */
export interface Example {
  active: Int32Array;
  polite: boolean;
}

/** A request of the corpus with its normalised politeness score (z-scored mean rating). */
export interface Request {
  text: string;
  score: number;
}

/** The requests of the corpus. */
export function loadRequests(path = CORPUS_PATH): Request[] {
  return parseCsvRecords(readFileSync(path, 'utf8'))
    .filter((r) => r.Request)
    .map((r) => ({ text: r.Request!, score: Number(r['Normalized Score']) }));
}

/** The paper's binary task: the top quartile of the score as polite, the bottom quartile as impolite. */
export function quartileTask(requests: readonly Request[]): { text: string; polite: boolean }[] {
  const sorted = requests.map((r) => r.score).sort((a, b) => a - b);
  const low = sorted[Math.floor(sorted.length / 4)]!;
  const high = sorted[Math.floor((sorted.length * 3) / 4)]!;
  return requests
    .filter((r) => r.score < low || r.score >= high)
    .map((r) => ({ text: r.text, polite: r.score >= high }));
}

/** Feature names: the strategies first, then the words kept (most frequent first, ties alphabetical). */
export function featureNames(texts: readonly string[]): string[] {
  const documents = new Map<string, number>();
  for (const text of texts)
    for (const w of politenessFeatures(text).words) documents.set(w, (documents.get(w) ?? 0) + 1);
  const words = [...documents]
    .filter(([w, n]) => n >= MIN_DOCUMENTS && !SITE_WORDS.has(w) && /^[a-z][a-z']*$/.test(w))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([w]) => w);
  return [...POLITENESS_STRATEGIES, ...words];
}

/** The examples over the given feature names (words outside them are ignored). */
export function toExamples(rows: readonly { text: string; polite: boolean }[], names: readonly string[]): Example[] {
  const strategyCount = POLITENESS_STRATEGIES.length;
  const index = new Map(names.map((n, i) => [n, i]));
  return rows.map(({ text, polite }) => {
    const f = politenessFeatures(text);
    const active: number[] = [];
    for (const s of f.strategies) active.push(POLITENESS_STRATEGIES.indexOf(s));
    for (const w of f.words) {
      const i = index.get(w);
      if (i !== undefined && i >= strategyCount) active.push(i);
    }
    return { active: Int32Array.from(active), polite };
  });
}

/** Logistic loss (summed) + λ/2·‖w‖² over the weights (bias unpenalised), and its gradient. Bias is the last entry. */
function lossAndGradient(examples: readonly Example[], w: Float64Array, lambda: number, grad: Float64Array): number {
  const dim = w.length - 1;
  grad.fill(0);
  let loss = 0;
  for (const { active, polite } of examples) {
    let z = w[dim]!;
    for (const j of active) z += w[j]!;
    const y = polite ? 1 : -1;
    const m = y * z;
    loss += m > 0 ? Math.log1p(Math.exp(-m)) : -m + Math.log1p(Math.exp(m));
    const g = -y / (1 + Math.exp(m));
    for (const j of active) grad[j]! += g;
    grad[dim]! += g;
  }
  for (let j = 0; j < dim; j++) {
    loss += 0.5 * lambda * w[j]! * w[j]!;
    grad[j]! += lambda * w[j]!;
  }
  return loss;
}

const dot = (a: Float64Array, b: Float64Array) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/** The L2-regularised logistic regression's weights (bias last), fitted by L-BFGS from zero. */
export function fitLogistic(examples: readonly Example[], dim: number, lambda: number): Float64Array {
  const n = dim + 1;
  const memory = 8;
  let w = new Float64Array(n);
  let g = new Float64Array(n);
  let f = lossAndGradient(examples, w, lambda, g);
  const ss: Float64Array[] = [];
  const ys: Float64Array[] = [];
  const next = new Float64Array(n);
  const gNext = new Float64Array(n);
  for (let iteration = 0; iteration < 300; iteration++) {
    // Two-loop recursion: d = −H·g.
    const d = Float64Array.from(g, (x) => -x);
    const alphas: number[] = [];
    for (let k = ss.length - 1; k >= 0; k--) {
      const a = dot(ss[k]!, d) / dot(ys[k]!, ss[k]!);
      alphas[k] = a;
      for (let i = 0; i < n; i++) d[i]! -= a * ys[k]![i]!;
    }
    if (ss.length > 0) {
      const last = ss.length - 1;
      const scale = dot(ss[last]!, ys[last]!) / dot(ys[last]!, ys[last]!);
      for (let i = 0; i < n; i++) d[i]! *= scale;
    } else {
      const norm = Math.sqrt(dot(d, d));
      for (let i = 0; i < n; i++) d[i]! /= Math.max(1, norm);
    }
    for (let k = 0; k < ss.length; k++) {
      const b = dot(ys[k]!, d) / dot(ys[k]!, ss[k]!);
      for (let i = 0; i < n; i++) d[i]! += (alphas[k]! - b) * ss[k]![i]!;
    }
    const slope = dot(g, d);
    let step = 1;
    let fNext = 0;
    for (let tries = 0; tries < 40; tries++) {
      for (let i = 0; i < n; i++) next[i] = w[i]! + step * d[i]!;
      fNext = lossAndGradient(examples, next, lambda, gNext);
      if (fNext <= f + 1e-4 * step * slope) break;
      step /= 2;
    }
    const s = Float64Array.from(next, (x, i) => x - w[i]!);
    const y = Float64Array.from(gNext, (x, i) => x - g[i]!);
    if (dot(s, y) > 1e-12) {
      ss.push(s);
      ys.push(y);
      if (ss.length > memory) {
        ss.shift();
        ys.shift();
      }
    }
    const done = f - fNext < 1e-9 * Math.max(1, Math.abs(f));
    w = Float64Array.from(next);
    g = Float64Array.from(gNext);
    f = fNext;
    if (done) break;
  }
  return w;
}

/** The model's log-odds of politeness for one example. */
export function logit(w: Float64Array, active: Int32Array): number {
  let z = w[w.length - 1]!;
  for (const j of active) z += w[j]!;
  return z;
}

/** Area under the ROC curve of `scores` against `labels` (ties count half). */
export function auc(scores: readonly number[], labels: readonly boolean[]): number {
  const order = scores.map((s, i) => [s, i] as const).sort((a, b) => a[0] - b[0]);
  let rankSum = 0;
  let positives = 0;
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j < order.length && order[j]![0] === order[i]![0]) j++;
    const meanRank = (i + 1 + j) / 2;
    for (let k = i; k < j; k++) {
      if (labels[order[k]![1]]) {
        rankSum += meanRank;
        positives++;
      }
    }
    i = j;
  }
  const negatives = order.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** A seeded generator of numbers in [0, 1) (mulberry32), so folds are the same on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The fold (0..k−1) of each row, stratified by class, from a seeded shuffle. */
export function foldsOf(polite: readonly boolean[], k: number, seed: number): number[] {
  const random = seeded(seed);
  const keyed = polite.map((p, i) => ({ i, p, r: random() }));
  keyed.sort((a, b) => a.r - b.r);
  const folds = new Array<number>(polite.length);
  let politeSeen = 0;
  let rudeSeen = 0;
  for (const { i, p } of keyed) folds[i] = p ? politeSeen++ % k : rudeSeen++ % k;
  return folds;
}

/** Out-of-fold log-odds for every row under k-fold cross-validation of `train`. */
export function crossValidatedScores<T>(
  rows: readonly T[],
  polite: readonly boolean[],
  k: number,
  seed: number,
  train: (rows: T[]) => (row: T) => number,
): number[] {
  const folds = foldsOf(polite, k, seed);
  const scores = new Array<number>(rows.length);
  for (let fold = 0; fold < k; fold++) {
    const model = train(rows.filter((_, i) => folds[i] !== fold));
    rows.forEach((row, i) => {
      if (folds[i] === fold) scores[i] = model(row);
    });
  }
  return scores;
}

/** A fitted model: feature names, weights (bias last) and the λ the inner cross-validation chose. */
export interface PolitenessModel {
  names: string[];
  weights: Float64Array;
  lambda: number;
}

/**
 * The whole procedure on labelled texts: features from these texts, λ by 5-fold CV, then a
 * fit on all of them. `withWords: false` leaves the words out (the strategies alone).
 */
export function trainPoliteness(
  rows: readonly { text: string; polite: boolean }[],
  { withWords = true } = {},
): PolitenessModel {
  const all = featureNames(rows.map((r) => r.text));
  const names = withWords ? all : all.slice(0, POLITENESS_STRATEGIES.length);
  const examples = toExamples(rows, names);
  const labels = examples.map((e) => e.polite);
  let best: { lambda: number; auc: number } = { lambda: LAMBDAS[0], auc: -1 };
  for (const lambda of LAMBDAS) {
    const scores = crossValidatedScores(examples, labels, 5, 7, (train) => {
      const w = fitLogistic(train, names.length, lambda);
      return (e) => logit(w, e.active);
    });
    const a = auc(scores, labels);
    if (a > best.auc) best = { lambda, auc: a };
  }
  return { names, weights: fitLogistic(examples, names.length, best.lambda), lambda: best.lambda };
}

/** The model's log-odds for a text, as readPoliteness computes it from the same features. */
export function modelLogit(model: PolitenessModel, text: string): number {
  return logit(model.weights, toExamples([{ text, polite: false }], model.names)[0]!.active);
}

const round = (x: number) => Number(x.toFixed(DECIMALS));

/** The generated module's source for a fitted model. */
export function weightsSource(model: PolitenessModel, rows: number): string {
  const { names, weights, lambda } = model;
  const strategyCount = POLITENESS_STRATEGIES.length;
  const strategies = POLITENESS_STRATEGIES.map((s, i) => `  ${s}: ${round(weights[i]!)},`).join('\n');
  const words = names
    .slice(strategyCount)
    .map((w, i) => [w, round(weights[strategyCount + i]!)] as const)
    .filter(([, x]) => Math.abs(x) >= PRUNE_BELOW)
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  const wordText = words.map(([w, x]) => `${w} ${x}`).join(' ');
  return `/*
 * GENERATED by core/scripts/train-politeness.ts (npm run engine:train:politeness) — do not edit.
 * Logistic-regression weights (log-odds of a polite request) learned from ${rows} requests of the
 * Stanford Politeness Corpus, Wikipedia (Danescu-Niculescu-Mizil et al., ACL 2013; sudhof/politeness,
 * Apache-2.0): top against bottom quartile of the normalised score; L2 strength ${lambda} chosen by
 * 5-fold cross-validation.
 */

/** Log-odds of politeness before any feature. */
export const POLITENESS_BIAS = ${round(weights[weights.length - 1]!)};

/** Log-odds each politeness strategy adds when it shows at least once. */
export const POLITENESS_STRATEGY_WEIGHTS = {
${strategies}
} as const;

/** Log-odds each word adds when it appears at least once: "word weight" pairs, space-separated, ${words.length} words. */
export const POLITENESS_WORD_WEIGHTS: string =
  ${JSON.stringify(wordText)};
`;
}

/** The module this script writes from the corpus today. */
export function politenessWeightsSource(path = CORPUS_PATH): string {
  const rows = quartileTask(loadRequests(path));
  return weightsSource(trainPoliteness(rows), rows.length);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!existsSync(CORPUS_PATH)) throw new Error(`${CORPUS_PATH} not found (set TONE_DATA)`);
  const source = politenessWeightsSource();
  writeFileSync(GENERATED_PATH, source);
  console.log(`Wrote ${GENERATED_PATH} (${source.length} bytes)`);
}
