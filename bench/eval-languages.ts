/**
 * Tone evaluation in Spanish, French and German, beside the English engine on the same text:
 * the UMSAB tweets (Barbieri, Espinosa-Anke & Camacho-Collados, "XLM-T", LREC 2022; InterTASS
 * 2017 (es), DEFT 2017 (fr), SB-10K (de)), each labelled negative, neutral or positive by people.
 * Measure only: nothing the product ships is derived from them.
 *
 * Per language and split (train, val):
 * - macro-averaged recall of the tone family (UMSAB's metric): the family of the tone name the
 *   reading gets (tone-name.ts toneName, with the same thresholds for every language): tense
 *   stands for negative, steady for neutral, positive for positive;
 * - warmth AUC, positive against negative tweets: the chance that a positive tweet reads warmer
 *   than a negative one (ties count half).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyseAxesLocally,
  readAxes,
  readTone,
  toneName,
  type LocalAxesResult,
  type ToneFamily,
} from '@tonelens/core';
import '../core/src/engine/languages/all';
import type { OtherLanguage } from '../core/src/engine/languages/language';

/** UMSAB's labels: 0 negative, 1 neutral, 2 positive; the tone family that stands for each. */
const FAMILY_LABEL: Readonly<Record<ToneFamily, number>> = { tense: 0, steady: 1, positive: 2 };

/** Macro-averaged recall over the three labels (0..1). */
export function macroRecall(labels: readonly number[], predicted: readonly number[]): number {
  const right = [0, 0, 0];
  const count = [0, 0, 0];
  labels.forEach((label, i) => {
    count[label]!++;
    if (predicted[i] === label) right[label]!++;
  });
  const present = [0, 1, 2].filter((k) => count[k]! > 0);
  return present.reduce((sum, k) => sum + right[k]! / count[k]!, 0) / present.length;
}

/** Area under the ROC curve of `scores` for positives against negatives (0..1; 0.5 is chance; ties count half). */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  const all = [...positives.map((s) => ({ s, p: 1 })), ...negatives.map((s) => ({ s, p: 0 }))].sort(
    (a, b) => a.s - b.s,
  );
  let rankSum = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && all[j]!.s === all[i]!.s) j++;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) if (all[k]!.p === 1) rankSum += rank;
    i = j;
  }
  const np = positives.length;
  const nn = negatives.length;
  return np === 0 || nn === 0 ? 0.5 : (rankSum - (np * (np + 1)) / 2) / (np * nn);
}

/** Macro-recall and warmth AUC of one reader on labelled texts. */
export function measure(
  texts: readonly string[],
  labels: readonly number[],
  read: (text: string) => LocalAxesResult,
): { macroRecall: number; warmthAuc: number } {
  const readings = texts.map(read);
  const predicted = readings.map((r) => FAMILY_LABEL[toneName(r, r.drivers).family]);
  const warmth = (label: number) => readings.filter((_, i) => labels[i] === label).map((r) => r.warmthDetachment);
  return { macroRecall: macroRecall(labels, predicted), warmthAuc: auc(warmth(2), warmth(0)) };
}

const lines = (path: string) => readFileSync(path, 'utf8').split('\n');

/** Prints the figures for es, fr and de from `dataDir`/umsab (skips a language whose files are missing). */
export function evalLanguages(dataDir: string): void {
  console.log('UMSAB tweets (Barbieri et al., LREC 2022: InterTASS es, DEFT fr, SB-10K de), measure only');
  console.log(
    'language | split | tweets | macro-recall (own) | warmth AUC (own) | macro-recall (English engine) | warmth AUC (English engine) | ms',
  );
  const skipped = (language: string, split: string, path: string) =>
    console.log(`${language} ${split}: ${path} not found; skipped.`);
  for (const { language, split, texts, labels } of umsabSplits(dataDir, skipped)) {
    const started = performance.now();
    const own = measure(texts, labels, (t) => analyseAxesLocally(t, { language }));
    const ms = performance.now() - started;
    const english = measure(texts, labels, (t) => analyseAxesLocally(t, { language: 'en' }));
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      `${language.padEnd(8)} | ${split.padEnd(5)} | ${String(labels.length).padStart(6)} | ${pct(own.macroRecall).padStart(18)} | ` +
        `${own.warmthAuc.toFixed(3).padStart(16)} | ${pct(english.macroRecall).padStart(29)} | ${english.warmthAuc.toFixed(3).padStart(26)} | ${ms.toFixed(0)}`,
    );
  }
  console.log(
    '(tone family: tense = negative, steady = neutral, positive = positive; AUC: warmth, positive vs negative)',
  );
  shownAxes(dataDir);
  shownFamilies(dataDir);
}

/**
 * Each language's UMSAB split found under `dataDir`: its tweets and their labels (0 negative, 1 neutral,
 * 2 positive); `missing` hears of a split whose tweets are not there.
 */
function* umsabSplits(dataDir: string, missing?: (language: OtherLanguage, split: string, path: string) => void) {
  for (const language of ['es', 'fr', 'de'] as const satisfies readonly OtherLanguage[]) {
    for (const split of ['train', 'val']) {
      const dir = join(dataDir, 'umsab', language);
      const textPath = join(dir, `${split}_text.txt`);
      if (!existsSync(textPath)) {
        missing?.(language, split, textPath);
        continue;
      }
      const labels = lines(join(dir, `${split}_labels.txt`))
        .filter((l) => l.trim() !== '')
        .map(Number);
      const texts = lines(textPath).slice(0, labels.length);
      yield { language, split, texts, labels };
    }
  }
}

/**
 * Macro-recall and warmth AUC of the axes every screen shows (readAxes: the praise sarcasm rides on,
 * read from each language's gloss, counted as its opposite), beside the axes of the words above.
 */
function shownAxes(dataDir: string): void {
  const figures: string[] = [];
  for (const { language, split, texts, labels } of umsabSplits(dataDir)) {
    const shown = measure(texts, labels, (t) => readAxes(t, language).axes);
    figures.push(`${language} ${split} ${(100 * shown.macroRecall).toFixed(1)}% / ${shown.warmthAuc.toFixed(3)}`);
  }
  console.log(`macro-recall / warmth AUC of the axes as shown (readAxes, sarcasm read): ${figures.join(', ')}`);
}

/**
 * Macro-recall of the family of the tone every screen shows first (readTone, with the emotions,
 * politeness and sarcasm of each language's gloss), beside the axes' tone name above.
 */
function shownFamilies(dataDir: string): void {
  const figures: string[] = [];
  for (const { language, split, texts, labels } of umsabSplits(dataDir)) {
    const predicted = texts.map((t) => FAMILY_LABEL[readTone(t, { language }).tones[0]!.family]);
    figures.push(`${language} ${split} ${(100 * macroRecall(labels, predicted)).toFixed(1)}%`);
  }
  console.log(`macro-recall of the tone shown first (readTone): ${figures.join(', ')}\n`);
}

if (process.argv[1]?.endsWith('eval-languages.ts')) {
  evalLanguages(process.env.TONE_DATA ?? join(import.meta.dirname, '../../shared/tone-data'));
}
