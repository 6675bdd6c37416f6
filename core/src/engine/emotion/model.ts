/** The emotion model: the learned weights decoded once into a table by feature key, and the look-up of a text's features in it. */
import { DENSE_MARK, LABEL_CHARS, TERM_SEPARATOR, VALUE_ZERO } from '../emotion-encoding';
import { EMOTION_COUNT } from '../emotion-labels';
import {
  EMOTION_BIASES,
  EMOTION_FEATURE_TERMS,
  EMOTION_FEATURE_WEIGHTS,
  EMOTION_WEIGHT_SCALES,
} from '../lexicon/emotion-weights';
import { featureKey } from './keys';
import { EMOTION_FEATURE_KINDS } from './words';

/**
 * The decoded weights: an open-addressing table from feature key (emotion-features.ts
 * featureKey) to feature index (`mask + 1` slots, slot s holding its key at `table[2s]` and
 * its feature + 1 at `table[2s + 1]`, 0 when empty: a probe reads one cache line), each feature's
 * name and kind, its weights as sparse entries
 * (`entryStart[f] .. entryStart[f + 1]`) and as a dense row, and each label's bias (logits).
 */
export interface EmotionModel {
  mask: number;
  table: Int32Array;
  names: string[];
  kinds: Uint8Array;
  entryStart: Int32Array;
  entryLabel: Uint8Array;
  entryWeight: Float32Array;
  /**
   * `dense[f * 28 + k]`: feature f's weight for label k, the same single-precision value as its
   * sparse entry, held as a double so that summing it needs no conversion.
   */
  dense: Float64Array;
  bias: Float64Array;
}

let model: EmotionModel | null = null;

/** The first slot of `key` in the model's table of `mask + 1` slots. */
export function slotOf(key: number, mask: number): number {
  return (key ^ (key >>> 15)) & mask;
}

/** The features the weights module names, in order, with each one's kind (its index in EMOTION_FEATURE_KINDS). */
function featureNames(): { names: string[]; kinds: number[] } {
  const names: string[] = [];
  const kinds: number[] = [];
  EMOTION_FEATURE_KINDS.forEach((kind, k) => {
    const terms = EMOTION_FEATURE_TERMS[kind];
    if (terms.length === 0) return;
    for (const term of terms.split(TERM_SEPARATOR[kind])) {
      names.push(`${kind}:${term}`);
      kinds.push(k);
    }
  });
  return { names, kinds };
}

/**
 * The open-addressing table from feature key to feature index, TABLE_SPREAD times the features'
 * count or more: most keys looked up are not in the model (pairs most of all), and a sparse table
 * ends their probes at the first slot.
 */
function keyTable(names: readonly string[], kinds: readonly number[]) {
  const count = names.length;
  let size = 1;
  while (size < count * TABLE_SPREAD) size <<= 1;
  const mask = size - 1;
  const table = new Int32Array(size * 2);
  for (let f = 0; f < count; f++) {
    const name = names[f]!;
    const kind = EMOTION_FEATURE_KINDS[kinds[f]!]!;
    const key = featureKey(kind, name.slice(kind.length + 1));
    let s = slotOf(key, mask);
    while (table[2 * s + 1] !== 0) s = (s + 1) & mask;
    table[2 * s] = key;
    table[2 * s + 1] = f + 1;
  }
  return { mask, table };
}

const TABLE_SPREAD = 8;

/** The weights of `count` features, decoded from the weights string: dense rows and sparse entries. */
function decodeWeights(count: number) {
  // One pass over the weights string, straight into typed arrays (this runs once, unoptimised).
  const w = EMOTION_FEATURE_WEIGHTS;
  const L = EMOTION_COUNT;
  const scales = Float64Array.from(EMOTION_WEIGHT_SCALES);
  const dense = new Float32Array(count * L);
  const entryStart = new Int32Array(count + 1);
  const labelOf = new Int8Array(128).fill(-1);
  for (let k = 0; k < L; k++) labelOf[LABEL_CHARS.charCodeAt(k)] = k;
  const denseMark = DENSE_MARK.charCodeAt(0);
  const allLabels = new Uint8Array(count * L);
  const allWeights = new Float32Array(count * L);
  let f = 0;
  let entries = 0;
  for (let i = 0; i < w.length;) {
    const c = w.charCodeAt(i);
    if (c === 32) {
      entryStart[++f] = entries;
      i++;
    } else if (c === denseMark) {
      for (let k = 0; k < L; k++) {
        const q = w.charCodeAt(i + 1 + k) - VALUE_ZERO;
        if (q === 0) continue;
        const v = q * scales[k]!;
        dense[f * L + k] = v;
        allLabels[entries] = k;
        allWeights[entries++] = v;
      }
      i += L + 1;
    } else {
      const k = labelOf[c]!;
      const v = (w.charCodeAt(i + 1) - VALUE_ZERO) * scales[k]!;
      dense[f * L + k] = v;
      allLabels[entries] = k;
      allWeights[entries++] = v;
      i += 2;
    }
  }
  entryStart[++f] = entries;
  if (f !== count) throw new Error(`emotion weights hold ${f} features for ${count} terms`);
  const entryLabel = allLabels.slice(0, entries);
  const entryWeight = allWeights.slice(0, entries);
  // Held as doubles for the sums (the same values: widened at once, natively, not one by one here).
  return { dense: new Float64Array(dense), entryStart, entryLabel, entryWeight };
}

/** Decodes the weights module into the table the reading uses (once; about a few ms). */
export function emotionModel(): EmotionModel {
  if (model) return model;
  const { names, kinds } = featureNames();
  const { mask, table } = keyTable(names, kinds);
  const { dense, entryStart, entryLabel, entryWeight } = decodeWeights(names.length);
  model = {
    dense,
    mask,
    table,
    names,
    kinds: Uint8Array.from(kinds),
    entryStart,
    entryLabel,
    entryWeight,
    bias: Float64Array.from(EMOTION_BIASES),
  };
  return model;
}
