/**
 * The politeness section of the tone evaluation (bench/eval-tone.ts).
 *
 * Data: the Wikipedia half of the Stanford Politeness Corpus (Danescu-Niculescu-Mizil,
 * Sudhof, Jurafsky, Leskovec, Potts, "A computational approach to politeness with
 * application to social factors", ACL 2013; sudhof/politeness, Apache-2.0): requests rated
 * by five people; the paper's binary task, top against bottom quartile of the normalised score.
 *
 * readPoliteness's model is judged by 10-fold cross-validation around the whole training
 * procedure of core/scripts/train-politeness.ts (feature choice and the inner choice of λ
 * included), so no figure comes from requests the model was fitted on. Warmth
 * (analyseAxesLocally) and VADER are not fitted to this data and are scored on all of it.
 */
import { existsSync } from 'node:fs';
import vader from 'vader-sentiment';
import { analyseAxesLocally, POLITENESS_WARMTH_SHIFT_MAX } from '@tonelens/core';
import {
  auc,
  CORPUS_PATH,
  crossValidatedScores,
  loadRequests,
  modelLogit,
  quartileTask,
  trainPoliteness,
} from '../core/scripts/train-politeness';

/** Out-of-fold 10-fold cross-validated AUC and accuracy at probability 0.5 of the procedure. */
function crossValidated(rows: { text: string; polite: boolean }[], withWords: boolean) {
  const labels = rows.map((r) => r.polite);
  const logits = crossValidatedScores(rows, labels, 10, 2013, (train) => {
    const model = trainPoliteness(train, { withWords });
    return (row) => modelLogit(model, row.text);
  });
  const right = logits.filter((z, i) => z >= 0 === labels[i]).length;
  return { auc: auc(logits, labels), accuracy: right / rows.length, logits };
}

/** Prints the politeness section: cross-validated AUC and accuracy of readPoliteness's model, beside warmth and VADER. */
export function politenessEvaluation(): void {
  if (!existsSync(CORPUS_PATH)) {
    console.log(`Politeness: ${CORPUS_PATH} not found (set TONE_DATA); skipped.\n`);
    return;
  }
  const rows = quartileTask(loadRequests());
  const labels = rows.map((r) => r.polite);
  console.log(
    `Politeness (Stanford Politeness Corpus, Wikipedia; Danescu-Niculescu-Mizil et al. 2013, Apache-2.0 sudhof/politeness): ` +
      `${rows.length} requests, top vs bottom quartile`,
  );
  const started = performance.now();
  const full = crossValidated(rows, true);
  const strategies = crossValidated(rows, false);
  const ms = performance.now() - started;
  const warmths = rows.map((r) => analyseAxesLocally(r.text).warmthDetachment);
  const warmth = auc(warmths, labels);
  // Warmth moved as politenessWarmthShift would move it, by the out-of-fold model's score.
  const shifted = auc(
    warmths.map((w, i) => w + (1 / (1 + Math.exp(-full.logits[i]!)) - 0.5) * 2 * POLITENESS_WARMTH_SHIFT_MAX),
    labels,
  );
  const vaderAuc = auc(
    rows.map((r) => vader.SentimentIntensityAnalyzer.polarity_scores(r.text).compound),
    labels,
  );
  const f = (x: number) => x.toFixed(3);
  console.log(`  readPoliteness, 10-fold CV: AUC ${f(full.auc)}, accuracy at 0.5 ${(100 * full.accuracy).toFixed(1)}%`);
  console.log(
    `  strategies alone, 10-fold CV: AUC ${f(strategies.auc)}, accuracy at 0.5 ${(100 * strategies.accuracy).toFixed(1)}%  (${(ms / 1000).toFixed(1)} s both)`,
  );
  console.log(`  not fitted here: ToneLens warmth AUC ${f(warmth)}, VADER compound AUC ${f(vaderAuc)}`);
  console.log(`  warmth moved by politeness (out-of-fold, at most ±${POLITENESS_WARMTH_SHIFT_MAX}): AUC ${f(shifted)}`);
  console.log('  (the paper: 83.8% accuracy in-domain; people agree 86.7%)\n');
}
