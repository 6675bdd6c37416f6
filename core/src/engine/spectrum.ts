/** Spectral analysis (spec analysis §3, §9): the character-level spectrum of a text. */
import { FREQUENCY_BUCKETS } from '../contract/catalogue';
import { characterValuesOf, OPENING_RESOLUTION_SPAN, scanText, type SpectralCounts } from './tokens';

export { FREQUENCY_BUCKETS } from '../contract/catalogue';

/** Labels of the ten frequency buckets: '0-0.1' … '0.9-1.0'. */
export const FREQUENCY_BAND_LABELS: readonly string[] = Array.from({ length: FREQUENCY_BUCKETS }, (_, i) =>
  i === FREQUENCY_BUCKETS - 1 ? '0.9-1.0' : `${i / 10}-${(i + 1) / 10}`,
);

/** The spectrum of a text (spec analysis §3). Values are spectral values 0..1; percentages are 0..100. */
export interface SpectralResult {
  /** One spectral value per character (code point): a plain array, made when first read. */
  characterValues: number[];
  /** Share (0..1) of characters whose value falls in each tenth; sums to 1 for non-empty text, all 0 for empty text. */
  frequencyData: number[];
  /** Share of deep characters (0..0.33), 0..100. */
  deepTonePercentage: number;
  /** Share of suspended characters (above 0.33 to 0.66), 0..100. */
  suspendedTonePercentage: number;
  /** Share of bright characters (above 0.66), 0..100. */
  brightTonePercentage: number;
  /** Mean value of the first 10 characters (0 for empty text). */
  openingTone: number;
  /** Highest character value (0 for empty text). */
  peakIntensity: number;
  /** Mean value of the last 10 characters (0 for empty text). */
  resolution: number;
}

/** Mean values of results whose values were counted in a scan, so spectralValue need not re-read them. */
const means = new WeakMap<object, number>();

/**
 * Analyses the spectrum of `text`. Empty text gives the neutral result: no
 * values, all buckets and percentages 0, opening, peak and resolution 0.
 * The per-character values are materialised on first read of
 * `characterValues` (one Float64Array, 8 bytes a character): the analysis
 * itself needs only the counts of one pass.
 */
export function analyseSpectral(text: string): SpectralResult {
  return spectralResultOf(text, scanText(text, 'counts', false).counts);
}

/** Builds the spectral result of `text` from the counts of a scan over it. */
export function spectralResultOf(text: string, counts: SpectralCounts): SpectralResult {
  const { count: n, buckets, deep, bright, peak } = counts;
  let values: number[] | null = counts.values.length === n ? Array.from(counts.values) : null;
  const result: SpectralResult = {
    get characterValues() {
      values ??= characterValueList(text);
      return values;
    },
    frequencyData: n === 0 ? new Array<number>(FREQUENCY_BUCKETS).fill(0) : Array.from(buckets, (c) => c / n),
    deepTonePercentage: n === 0 ? 0 : (deep / n) * 100,
    suspendedTonePercentage: n === 0 ? 0 : ((n - deep - bright) / n) * 100,
    brightTonePercentage: n === 0 ? 0 : (bright / n) * 100,
    openingTone: n === 0 ? 0 : counts.openingSum / Math.min(OPENING_RESOLUTION_SPAN, n),
    peakIntensity: peak,
    resolution: n === 0 ? 0 : counts.closingSum / Math.min(OPENING_RESOLUTION_SPAN, n),
  };
  means.set(result, n === 0 ? 0 : counts.sum / n);
  // As JSON the values are written out too (a getter alone is left out of a spread of the result).
  Object.defineProperty(result, 'toJSON', {
    value: () => ({ ...result, characterValues: result.characterValues }),
    enumerable: false,
  });
  return result;
}

/** Mean of `values[from .. to)`; 0 for an empty range. */
export function meanOf(values: ArrayLike<number>, from: number, to: number): number {
  if (to <= from) return 0;
  let sum = 0;
  for (let i = from; i < to; i++) sum += values[i]!;
  return sum / (to - from);
}

/** The text's spectral value: the mean of its character values (0..1; 0 for empty text). Drives colour, Hz and audio. */
export function spectralValue(result: Pick<SpectralResult, 'characterValues'>): number {
  const known = means.get(result);
  if (known !== undefined) return known;
  return meanOf(result.characterValues, 0, result.characterValues.length);
}

/** The spectral value of every code point of `text`, as a plain array (the public form of characterValuesOf). */
function characterValueList(text: string): number[] {
  const values = characterValuesOf(text);
  const list = new Array<number>(values.length);
  for (let i = 0; i < values.length; i++) list[i] = values[i]!;
  return list;
}
