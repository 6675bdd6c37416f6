import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMOTION_COUNT, EMOTION_LABELS } from '../src/engine/emotion-labels';
import { featureKey, scanEmotionFeatures, type EmotionFeatureKind } from '../src/engine/emotion-features';
import { emotionModel, readEmotions } from '../src/engine/emotions';
import { emotionFigures } from './emotion-metrics';
import { EMOTION_WEIGHT_SCALES } from '../src/engine/lexicon/emotion-weights';
import {
  FIT_PATH,
  fitText,
  parseFit,
  pruneFit,
  readGoEmotions,
  SETTINGS,
  TONE_DATA,
  trainEmotions,
  weightsModuleSource,
  WEIGHTS_PATH,
} from './train-emotions';

describe('the generated emotion weights', () => {
  const fit = parseFit(readFileSync(FIT_PATH, 'utf8'));

  it('are exactly what the script encodes from the committed fit, so they cannot go stale (run npm run engine:train:emotions after a change)', () => {
    expect(readFileSync(WEIGHTS_PATH, 'utf8')).toBe(weightsModuleSource(fit));
  });

  it('keep the fit as the script writes it', () => {
    expect(fitText(fit)).toBe(readFileSync(FIT_PATH, 'utf8'));
  });

  it('decode to every fitted feature, each weight within half a quantisation step of the fitted one', () => {
    const model = emotionModel();
    expect(model.names).toEqual(
      [...fit.features].map((f) => f.name).sort((a, b) => kindRank(a) - kindRank(b) || (a < b ? -1 : a > b ? 1 : 0)),
    );
    const byName = new Map(fit.features.map((f) => [f.name, f.weights]));
    let checked = 0;
    model.names.forEach((name, f) => {
      const fitted = byName.get(name)!;
      const decoded = new Array<number>(EMOTION_COUNT).fill(0);
      for (let e = model.entryStart[f]!; e < model.entryStart[f + 1]!; e++)
        decoded[model.entryLabel[e]!] = model.entryWeight[e]!;
      decoded.forEach((w, k) => {
        expect(Math.abs(w - fitted[k]!)).toBeLessThanOrEqual(EMOTION_WEIGHT_SCALES[k]! / 2 + 1e-6);
        checked++;
      });
    });
    expect(checked).toBe(fit.features.length * EMOTION_COUNT);
  });

  it('are small: at most 120 KB of source', () => {
    expect(readFileSync(WEIGHTS_PATH).length).toBeLessThanOrEqual(120_000);
  });
});

const KINDS = ['word', 'stem', 'negated', 'pair', 'start', 'symbol', 'rule'];
function kindRank(name: string): number {
  return KINDS.indexOf(name.slice(0, name.indexOf(':')));
}

describe('the feature keys the training names', () => {
  it('are the keys the scanner finds, for every feature of a thousand training comments', () => {
    const comments = readGoEmotions(resolve(TONE_DATA, 'goemotions/train.tsv')).slice(0, 1000);
    let checked = 0;
    for (const { text } of comments) {
      const found = scanEmotionFeatures(text, true);
      const keys = Array.from(found.keys.subarray(0, found.count));
      const fromNames = found.names!.map((name) => {
        const colon = name.indexOf(':');
        return featureKey(name.slice(0, colon) as EmotionFeatureKind, name.slice(colon + 1));
      });
      expect(fromNames).toEqual(keys);
      checked += keys.length;
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

// The whole training takes about a minute on one core: set EMOTION_TRAIN_CHECK=1 to check that
// it still writes the committed fit.
describe.runIf(process.env.EMOTION_TRAIN_CHECK)('a full training run', () => {
  it('writes the committed fit again', () => {
    expect(fitText(pruneFit(trainEmotions(SETTINGS), EMOTION_COUNT))).toBe(readFileSync(FIT_PATH, 'utf8'));
  }, 600_000);
});

describe('the reading of GoEmotions dev (measured, never fitted)', () => {
  it('reaches top-1 macro-F1 ≥ 0.44 on single-label comments and mean per-label AUC ≥ 0.89', () => {
    const dev = readGoEmotions(resolve(TONE_DATA, 'goemotions/dev.tsv'));
    const scores = new Float64Array(dev.length * EMOTION_COUNT);
    dev.forEach(({ text }, i) => {
      const read = readEmotions(text).scores;
      EMOTION_LABELS.forEach((label, k) => (scores[i * EMOTION_COUNT + k] = read[label]));
    });
    const figures = emotionFigures(
      scores,
      dev.map((c) => c.labels),
      EMOTION_COUNT,
    );
    expect(figures.macroF1).toBeGreaterThanOrEqual(0.44);
    expect(figures.meanAuc).toBeGreaterThanOrEqual(0.89);
  }, 60_000);
});
