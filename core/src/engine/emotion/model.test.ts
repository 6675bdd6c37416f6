import { describe, expect, it } from 'vitest';
import { EMOTION_COUNT } from '../emotion-labels';
import { featureTally } from './drivers';
import { featureKey, hashText } from './keys';
import { emotionModel } from './model';
import { rolesOf, ROLE_LIST } from './roles';
import { sumSentences } from './scores';
import { EMOTION_FEATURE_KINDS } from './words';

/** The key of the model's feature f, from its name ("pair:so happy"). */
function keyOf(f: number): number {
  const m = emotionModel();
  const kind = EMOTION_FEATURE_KINDS[m.kinds[f]!]!;
  return featureKey(kind, m.names[f]!.slice(kind.length + 1));
}

describe('the emotion model table and the sentence sums', () => {
  it('finds every feature of the model by its key, and tallies and sums each one found', () => {
    const m = emotionModel();
    const F = m.names.length;
    // Sentence 0 holds every feature in order, then keys the model lacks; sentence 1 every feature again, backwards.
    const missing = Array.from({ length: 500 }, (_, i) => hashText(`pair:absent ${i}`));
    const keys = Int32Array.from([
      ...Array.from({ length: F }, (_, f) => keyOf(f)),
      ...missing,
      ...Array.from({ length: F }, (_, f) => keyOf(F - 1 - f)),
    ]);
    const known = new Set(Array.from({ length: F }, (_, f) => keyOf(f)));
    const absent = missing.filter((k) => !known.has(k)).length;
    expect(absent).toBeGreaterThan(490);
    const first = Int32Array.from([0, F + missing.length, keys.length]);
    const sums = new Float32Array(2 * EMOTION_COUNT);
    const tally = featureTally(F);
    sumSentences(m, keys, first, 2, sums, tally);

    expect(tally.distinctCount).toBe(F);
    for (let f = 0; f < F; f++) {
      expect(tally.occurrences[f]).toBe(2);
      expect(tally.firstAt[f]).toBe(f);
      expect(tally.distinct[f]).toBe(f);
    }
    for (let k = 0; k < EMOTION_COUNT; k++) {
      let forward = 0;
      let backward = 0;
      for (let f = 0; f < F; f++) forward += m.dense[f * EMOTION_COUNT + k]!;
      for (let f = F - 1; f >= 0; f--) backward += m.dense[f * EMOTION_COUNT + k]!;
      expect(sums[k]).toBe(Math.fround(forward));
      expect(sums[EMOTION_COUNT + k]).toBe(Math.fround(backward));
    }
  });

  it('holds each dense weight as the single-precision value of its sparse entry', () => {
    const m = emotionModel();
    for (let f = 0; f < m.names.length; f++) {
      const row = new Float64Array(EMOTION_COUNT);
      for (let e = m.entryStart[f]!; e < m.entryStart[f + 1]!; e++) row[m.entryLabel[e]!] = m.entryWeight[e]!;
      for (let k = 0; k < EMOTION_COUNT; k++) expect(m.dense[f * EMOTION_COUNT + k]).toBe(row[k]);
    }
  });
});

describe('the word roles table', () => {
  it('gives every word of the role lists its roles, and none to other words', () => {
    for (const [key, role] of ROLE_LIST) expect(rolesOf(key)).toBe(role);
    for (const word of ['table', 'yesterday', 'purple', 'zebra', 'walked', 'the']) {
      const key = hashText(word);
      expect(rolesOf(key)).toBe(ROLE_LIST.get(key) ?? 0);
    }
  });
});
