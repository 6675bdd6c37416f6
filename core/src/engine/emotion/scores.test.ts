import { describe, expect, it } from 'vitest';
import { EMOTION_COUNT } from '../emotion-labels';
import { WINDOW_WORDS } from './results';
import { readWindows, sigmoid } from './scores';

const L = EMOTION_COUNT;

/** A fixed pseudo-random sequence in [0, 1), so the sums differ from label to label and sentence to sentence. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

/** readWindows written plainly: each window's sums label by label, in sentence order, then the weighted mean as logits. */
function plainWindows(bias: Float64Array, sums: Float32Array, words: Int32Array, count: number): number[] {
  const windows: number[][] = [];
  let current: number[] = [];
  let currentWords = 0;
  for (let s = 0; s < count; s++) {
    if (currentWords > 0 && currentWords + words[s]! > WINDOW_WORDS) {
      windows.push(current);
      current = [];
      currentWords = 0;
    }
    current.push(s);
    currentWords += words[s]!;
  }
  if (currentWords > 0 || windows.length === 0) windows.push(current);
  return Array.from({ length: L }, (_, k) => {
    let total = 0;
    let totalWords = 0;
    for (const window of windows) {
      const weight = Math.max(
        window.reduce((w, s) => w + words[s]!, 0),
        1,
      );
      let sum = 0;
      for (const s of window) sum += sums[s * L + k]!;
      total += weight * sigmoid(bias[k]! + sum);
      totalWords += weight;
    }
    const p = Math.min(Math.max(total / totalWords, 1e-12), 1 - 1e-12);
    return Math.log(p / (1 - p));
  });
}

describe('readWindows', () => {
  it.each([
    ['many sentences of a few words', 300, 12],
    ['sentences longer than a window', 40, 90],
    ['one sentence', 1, 7],
  ])('gives the word-weighted mean of the windows’ probabilities, label by label, for %s', (_, count, maxWords) => {
    const next = random(count * 31 + maxWords);
    const bias = Float64Array.from({ length: L }, () => -3 + 2 * next());
    const sums = Float32Array.from({ length: count * L }, () => 4 * next() - 2);
    const words = Int32Array.from({ length: count }, () => Math.floor(next() * maxWords));
    const logits = new Float64Array(L);
    readWindows(bias, sums, words, count, logits);
    expect(Array.from(logits)).toEqual(plainWindows(bias, sums, words, count));
  });

  it('reads a text of no sentences as the bias alone', () => {
    const bias = Float64Array.from({ length: L }, (_, k) => -k / 4);
    const logits = new Float64Array(L);
    readWindows(bias, new Float32Array(0), new Int32Array(0), 0, logits);
    for (let k = 0; k < L; k++) expect(logits[k]).toBeCloseTo(bias[k]!, 6);
  });
});
