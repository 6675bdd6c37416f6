/**
 * The features of one text: `count` features, each a key (see featureKey in keys.ts) with the
 * span [start, end) of the text (UTF-16 offsets) that raised it; and the sentences, each a span
 * with its features `sentenceFirst[s] .. sentenceFirst[s + 1]` and its count of words.
 * The arrays are reused by the next scan: read them before scanning again.
 */
export interface EmotionFeatures {
  count: number;
  keys: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
  sentenceCount: number;
  sentenceStarts: Int32Array;
  sentenceEnds: Int32Array;
  /** First feature of each sentence; entry `sentenceCount` is `count`. */
  sentenceFirst: Int32Array;
  sentenceWords: Int32Array;
  /** With {@link scanEmotionFeatures}'s `named`: each feature as "kind:key" ("pair:so happy"). */
  names: string[] | null;
}

/** The one output of the scan, its arrays grown as needed and reused by the next scan. */
export const out: EmotionFeatures = {
  count: 0,
  keys: new Int32Array(1024),
  starts: new Int32Array(1024),
  ends: new Int32Array(1024),
  sentenceCount: 0,
  sentenceStarts: new Int32Array(128),
  sentenceEnds: new Int32Array(128),
  sentenceFirst: new Int32Array(129),
  sentenceWords: new Int32Array(128),
  names: null,
};

/** A copy of `a` at least `need` long (double its length, or more). */
export function grow(a: Int32Array, need: number): Int32Array {
  const b = new Int32Array(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}
