/**
 * Core benchmark: the one-time build of the lexicon, then the full local analysis
 * (analyseLocally: spectrum, four axes and plain stats in one pass) of
 * a 1 MiB text (the upload limit) and of a 2 KB message, against the `sentiment`
 * (AFINN) and `vader-sentiment` packages on the same texts. Prints medians and
 * ratios; targets: lexicon build ≤ 20 ms; 1 MiB ≤ 50 ms and ≥ 3× faster than
 * sentiment; 2 KB ≤ 0.5 ms and ≥ 10× faster than vader. Then the emotion reading
 * (readEmotions) on the same texts, alone and with the local analysis (targets: 1 MiB ≤ 60 ms
 * and 2 KB ≤ 0.5 ms together), and its weights' one-time decoding (≤ 30 ms). Then a 2 KB message
 * in Spanish, French and German, timed as the English one is (languages-bench.ts; ≤ 0.5 ms each).
 */
import { performance } from 'node:perf_hooks';
import Sentiment from 'sentiment';
import type vaderModule from 'vader-sentiment';
import {
  analyseLocally,
  analyseAxesLocally,
  analyseSpectral,
  emotionModel,
  plainStats,
  readEmotions,
  UPLOAD_LIMIT_BYTES,
  vocabulary,
} from '@tonelens/core';
import { distinctShare, MESSAGES, messageText } from './texts';
import { fmt, interleavedMediansMs, medianMs } from './measure';
import { benchLanguages } from './languages-bench';
import { requirePlain } from './plain-require';

// VADER's 110 KB bundle is loaded past the TypeScript loader, which would otherwise turn off V8's
// fast typed-array access for the whole process (see plain-require.ts); its last section times that regime.
const vader = requirePlain<typeof vaderModule>('vader-sentiment', import.meta.url);

/** The three functions one by one, as a caller that wants only one of them would run them. */
function separately(text: string) {
  const spectral = analyseSpectral(text);
  const axes = analyseAxesLocally(text);
  return { spectral, axes, stats: plainStats(text, axes) };
}

// The lexicon's one-time build, measured first, before anything else has built it.
const buildStart = performance.now();
const built = vocabulary();
const buildMs = performance.now() - buildStart;

// The emotion weights' one-time decoding, likewise measured before anything has decoded them.
const emotionBuildStart = performance.now();
const emotionWeights = emotionModel();
const emotionBuildMs = performance.now() - emotionBuildStart;

const afinn = new Sentiment();
const big = messageText(UPLOAD_LIMIT_BYTES);
const small = messageText(2048);

console.log('ToneLens core benchmark (median of repeated runs, ms)');
console.log(`node ${process.version}, texts: 1 MiB = ${big.length} chars, 2 KB = ${small.length} chars`);
console.log(
  `texts are ${MESSAGES.length} everyday messages, whole or recombined at clause breaks: ${(100 * distinctShare(UPLOAD_LIMIT_BYTES)).toFixed(0)} % of the 1 MiB text's paragraphs occur once\n`,
);

const rows: [string, number, number, number][] = [];
for (const [label, text, rounds, vaderRuns] of [
  ['1 MiB', big, 25, 3],
  ['2 KB', small, 1500, 300],
] as const) {
  const [ours, apart, materialised, theirsAfinn] = interleavedMediansMs(
    [
      () => analyseLocally(text),
      () => separately(text),
      () => analyseLocally(text).spectral.characterValues,
      () => afinn.analyze(text),
    ],
    rounds,
  );
  const theirsVader = medianMs(() => vader.SentimentIntensityAnalyzer.polarity_scores(text), vaderRuns, 1);
  console.log(
    `${label}: analyseLocally ${ours!.toFixed(3)} ms; analyseSpectral + analyseAxesLocally + plainStats ${apart!.toFixed(3)} ms; analyseLocally + reading characterValues ${materialised!.toFixed(3)} ms`,
  );
  rows.push([label, ours!, theirsAfinn!, theirsVader]);
}

console.log('\ntext    | ToneLens full local |  sentiment (AFINN) | vader-sentiment | × vs AFINN | × vs vader');
for (const [label, ours, a, v] of rows) {
  console.log(
    `${label.padEnd(7)} | ${fmt(ours, 3, 19)} | ${fmt(a, 3, 18)} | ${fmt(v, 3, 15)} | ${fmt(a / ours, 1, 10)} | ${fmt(v / ours, 1, 10)}`,
  );
}

const [bigRow, smallRow] = rows;

// The emotion reading (readEmotions: 28 calibrated labels for the text and each sentence, with
// drivers) beside the full local analysis, as a surface that shows both runs them; the local
// analysis alone is timed in the same interleaved rounds, so a busy machine shows in both.
const emotionRows: [string, number, number, number][] = [];
for (const [label, text, rounds] of [
  ['1 MiB', big, 25],
  ['2 KB', small, 1500],
] as const) {
  const [local, emotions, both] = interleavedMediansMs(
    [() => analyseLocally(text), () => readEmotions(text), () => (analyseLocally(text), readEmotions(text))],
    rounds,
  );
  emotionRows.push([label, local!, emotions!, both!]);
}
console.log('\ntext    | analyseLocally | readEmotions | analyseLocally + readEmotions');
for (const [label, local, emotions, both] of emotionRows)
  console.log(`${label.padEnd(7)} | ${fmt(local, 3, 14)} | ${fmt(emotions, 3, 12)} | ${fmt(both, 3, 29)}`);
console.log(
  `Emotion weights one-time decoding: ${emotionBuildMs.toFixed(2)} ms (${emotionWeights.names.length} features, ${emotionWeights.entryLabel.length} weights)`,
);
console.log(`\nLexicon one-time build: ${buildMs.toFixed(2)} ms (${built.size} words, ${built.phraseCount} phrases)`);
console.log('\nTargets:');
console.log(`  lexicon build ≤ 20 ms: ${buildMs.toFixed(2)} ms — ${buildMs <= 20 ? 'met' : 'MISSED'}`);
console.log(`  1 MiB ≤ 50 ms: ${bigRow![1].toFixed(2)} ms — ${bigRow![1] <= 50 ? 'met' : 'MISSED'}`);
console.log(
  `  1 MiB ≥ 3× faster than sentiment: ${(bigRow![2] / bigRow![1]).toFixed(1)}× — ${bigRow![2] / bigRow![1] >= 3 ? 'met' : 'MISSED'}`,
);
console.log(`  2 KB ≤ 0.5 ms: ${smallRow![1].toFixed(3)} ms — ${smallRow![1] <= 0.5 ? 'met' : 'MISSED'}`);
console.log(
  `  1 MiB with emotions ≤ 60 ms: ${emotionRows[0]![3].toFixed(2)} ms — ${emotionRows[0]![3] <= 60 ? 'met' : 'MISSED'}`,
);
console.log(
  `  2 KB with emotions ≤ 0.5 ms: ${emotionRows[1]![3].toFixed(3)} ms — ${emotionRows[1]![3] <= 0.5 ? 'met' : 'MISSED'}`,
);
console.log(
  `  emotion weights decoded ≤ 30 ms: ${emotionBuildMs.toFixed(2)} ms — ${emotionBuildMs <= 30 ? 'met' : 'MISSED'}`,
);
console.log(
  `  2 KB ≥ 10× faster than vader: ${(smallRow![3] / smallRow![1]).toFixed(1)}× — ${smallRow![3] / smallRow![1] >= 10 ? 'met' : 'MISSED'}`,
);

// Memory: what one analysis of 1 MiB keeps alive beyond the text. The values array is the one
// allocation proportional to the input that the result holds (8 bytes per character).
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) {
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = analyseLocally(big);
  const values = kept.spectral.characterValues;
  gc();
  // A plain array of numbers holds each as an 8-byte double, on the heap.
  const valueBytes = values.length * 8;
  const heap = process.memoryUsage().heapUsed - before - valueBytes;
  console.log('\nMemory held by one 1 MiB result:');
  console.log(
    `  values: ${(valueBytes / 2 ** 20).toFixed(2)} MiB (one array of ${values.length} numbers, made when read)`,
  );
  console.log(`  heap besides: ${(heap / 2 ** 20).toFixed(2)} MiB`);

  // A full collection frees whatever only weak references hold; the optimised code of the
  // engine's loops must survive it, or the first analysis after every one runs slowly.
  const timedAfterCollection: number[] = [];
  for (let k = 0; k < 9; k++) {
    gc();
    const start = performance.now();
    analyseLocally(big);
    timedAfterCollection.push(performance.now() - start);
  }
  timedAfterCollection.sort((a, b) => a - b);
  console.log(
    `\n1 MiB right after a full garbage collection: ${timedAfterCollection[4]!.toFixed(3)} ms (median of 9; steady ${bigRow![1].toFixed(3)} ms)`,
  );
} else {
  console.log('\n(run with node --expose-gc for the memory figures)');
}

// Spanish, French and German, after every English figure: once a language is loaded, a call with no language detects.
await benchLanguages();

// The regime after any ArrayBuffer in the process has been detached (transferred to a worker,
// or the memory of WebAssembly grown, as some pages do): V8 then checks every typed-array access
// of optimised code, for good. Measured last, as it cannot be undone; printed for information.
const detached = new ArrayBuffer(8);
structuredClone(detached, { transfer: [detached] });
const [oursDetached, afinnDetached] = interleavedMediansMs([() => analyseLocally(big), () => afinn.analyze(big)], 25);
const [smallDetached] = interleavedMediansMs([() => analyseLocally(small)], 1500);
console.log(
  `\nAfter an ArrayBuffer has been detached (V8 checks every typed-array access from then on):\n` +
    `  1 MiB: ${oursDetached!.toFixed(3)} ms, sentiment ${afinnDetached!.toFixed(3)} ms, ${(afinnDetached! / oursDetached!).toFixed(1)}× faster\n` +
    `  2 KB: ${smallDetached!.toFixed(3)} ms, ${(smallRow![3] / smallDetached!).toFixed(1)}× faster than vader's time above`,
);
