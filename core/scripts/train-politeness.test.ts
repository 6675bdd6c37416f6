import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  auc,
  CORPUS_PATH,
  fitLogistic,
  foldsOf,
  GENERATED_PATH,
  logit,
  politenessWeightsSource,
  quartileTask,
} from './train-politeness';

describe('the generated politeness weights', () => {
  it.skipIf(!existsSync(CORPUS_PATH))(
    'are exactly what the training script writes today (run npm run engine:train:politeness after a change)',
    () => {
      expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(politenessWeightsSource());
    },
    30_000,
  );
});

describe('the training procedure', () => {
  it('takes the top quartile of the score as polite and the bottom quartile as impolite, dropping the middle', () => {
    const requests = [-2, -1, -0.5, 0, 0.2, 0.5, 1, 2].map((score, i) => ({ text: `r${i}`, score }));
    expect(quartileTask(requests)).toEqual([
      { text: 'r0', polite: false },
      { text: 'r1', polite: false },
      { text: 'r6', polite: true },
      { text: 'r7', polite: true },
    ]);
  });

  it('measures AUC as the chance a polite row outranks an impolite one, ties counting half', () => {
    expect(auc([0.9, 0.8, 0.1, 0.2], [true, true, false, false])).toBe(1);
    expect(auc([0.1, 0.2, 0.9, 0.8], [true, true, false, false])).toBe(0);
    expect(auc([0.5, 0.5], [true, false])).toBe(0.5);
  });

  it('deals the same stratified folds on every run', () => {
    const labels = Array.from({ length: 40 }, (_, i) => i % 4 === 0);
    const folds = foldsOf(labels, 10, 3);
    expect(foldsOf(labels, 10, 3)).toEqual(folds);
    for (let f = 0; f < 10; f++) expect(labels.filter((p, i) => p && folds[i] === f)).toHaveLength(1);
  });

  it('fits a logistic regression that puts a feature seen only in polite rows on the polite side', () => {
    const examples = [
      { active: Int32Array.of(0), polite: true },
      { active: Int32Array.of(0, 1), polite: true },
      { active: Int32Array.of(1), polite: false },
      { active: Int32Array.of(), polite: false },
    ];
    const w = fitLogistic(examples, 2, 1);
    expect(w[0]).toBeGreaterThan(0.5);
    expect(logit(w, Int32Array.of(0))).toBeGreaterThan(logit(w, Int32Array.of(1)));
  });
});
