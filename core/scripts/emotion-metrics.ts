/**
 * The figures the emotion reading is judged by on GoEmotions, shared by the training script
 * (cross-validation on train) and the evaluation (dev): top-1 macro-F1 and accuracy on the
 * comments with one label, and the ROC AUC of each label over all comments.
 */

/** Per-label F1 (0..1) of top-1 predictions against one gold label each, over `labelCount` labels. */
export function perLabelF1(gold: readonly number[], predicted: readonly number[], labelCount: number): number[] {
  const tp = new Array<number>(labelCount).fill(0);
  const fp = new Array<number>(labelCount).fill(0);
  const fn = new Array<number>(labelCount).fill(0);
  gold.forEach((g, i) => {
    const p = predicted[i]!;
    if (p === g) tp[g]!++;
    else {
      fp[p]!++;
      fn[g]!++;
    }
  });
  return tp.map((t, k) => (t === 0 ? 0 : (2 * t) / (2 * t + fp[k]! + fn[k]!)));
}

/** Mean of the per-label F1 (0..1). */
export function macroF1(gold: readonly number[], predicted: readonly number[], labelCount: number): number {
  const f1 = perLabelF1(gold, predicted, labelCount);
  return f1.reduce((a, b) => a + b, 0) / labelCount;
}

/**
 * ROC AUC (0..1) of `scores` for the binary labels `positive`: the chance that a random
 * positive scores above a random negative, ties counted half. 0.5 when one class is empty.
 */
export function rocAuc(scores: ArrayLike<number>, positive: ArrayLike<boolean>): number {
  const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[a]! - scores[b]!);
  let rankSum = 0;
  let positives = 0;
  let i = 0;
  while (i < order.length) {
    let j = i;
    while (j + 1 < order.length && scores[order[j + 1]!] === scores[order[i]!]) j++;
    const meanRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (positive[order[k]!]) {
        rankSum += meanRank;
        positives++;
      }
    }
    i = j + 1;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return 0.5;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Index of the largest of `values[from .. from + count)`, relative to `from` (the first on ties). */
export function argmax(values: ArrayLike<number>, from = 0, count = values.length - from): number {
  let best = 0;
  for (let k = 1; k < count; k++) if (values[from + k]! > values[from + best]!) best = k;
  return best;
}

/** The GoEmotions figures of a set of readings: `scores[i * labelCount + k]` for comment i and label k. */
export interface EmotionFigures {
  /** Top-1 macro-F1 over the labels, on the comments with exactly one label (0..1). */
  macroF1: number;
  /** Share of the single-label comments whose top label is the gold one (0..1). */
  accuracy: number;
  /** Share of all comments whose top label is one of their gold labels (0..1). */
  topInGold: number;
  /** Mean over the labels of the ROC AUC on all comments (0..1). */
  meanAuc: number;
  perLabel: { f1: number; auc: number; support: number }[];
  singleLabelCount: number;
}

/** Computes the figures of readings against gold label sets. */
export function emotionFigures(
  scores: ArrayLike<number>,
  gold: readonly (readonly number[])[],
  labelCount: number,
): EmotionFigures {
  const singleGold: number[] = [];
  const singlePred: number[] = [];
  let topInGold = 0;
  gold.forEach((labels, i) => {
    const top = argmax(scores, i * labelCount, labelCount);
    if (labels.includes(top)) topInGold++;
    if (labels.length === 1) {
      singleGold.push(labels[0]!);
      singlePred.push(top);
    }
  });
  const f1 = perLabelF1(singleGold, singlePred, labelCount);
  const perLabel = f1.map((f, k) => {
    const column = Float64Array.from(gold, (_, i) => scores[i * labelCount + k]!);
    const positive = gold.map((labels) => labels.includes(k));
    return { f1: f, auc: rocAuc(column, positive), support: singleGold.filter((g) => g === k).length };
  });
  return {
    macroF1: f1.reduce((a, b) => a + b, 0) / labelCount,
    accuracy: singleGold.filter((g, i) => singlePred[i] === g).length / singleGold.length,
    topInGold: topInGold / gold.length,
    meanAuc: perLabel.reduce((a, p) => a + p.auc, 0) / labelCount,
    perLabel,
    singleLabelCount: singleGold.length,
  };
}
