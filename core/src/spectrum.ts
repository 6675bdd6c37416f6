/** Spectral analysis (spec analysis §3, §9): the character-level spectrum of a text. */
import { characterValuesOf, OPENING_RESOLUTION_SPAN, scanText, type SpectralCounts } from './engine/tokens';
import { toneColour } from './bands';

/** Number of frequency buckets (spec §9). */
export const FREQUENCY_BUCKETS = 10;
/** Lowest frequency in Hz, for spectral value 0. */
export const BASE_FREQUENCY_HZ = 220;
/** Hz added per unit of spectral value: 1 maps to 220 + 660 = 880 Hz. */
export const FREQUENCY_SPAN_HZ = 660;
/** Points in the animated gradient and the waveform (spec §9). */
export const GRADIENT_POINTS = 200;

/** Labels of the ten frequency buckets: '0-0.1' … '0.9-1.0'. */
export const FREQUENCY_BAND_LABELS: readonly string[] = Array.from({ length: FREQUENCY_BUCKETS }, (_, i) =>
  i === FREQUENCY_BUCKETS - 1 ? '0.9-1.0' : `${i / 10}-${(i + 1) / 10}`,
);

/** The spectrum of a text (spec analysis §3). Values are spectral values 0..1; percentages are 0..100. */
export interface SpectralResult {
  /** One spectral value per character (code point). */
  characterValues: Float64Array;
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
  let values: Float64Array | null = counts.values.length === n ? counts.values : null;
  const result: SpectralResult = {
    get characterValues() {
      values ??= characterValuesOf(text);
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
  // As JSON the values are a plain list of numbers (a Float64Array would serialise as {"0":…,"1":…}).
  Object.defineProperty(result, 'toJSON', {
    value: () => ({ ...result, characterValues: Array.from(result.characterValues) }),
    enumerable: false,
  });
  return result;
}

function meanOf(values: Float64Array, from: number, to: number): number {
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

/** Frequency in Hz of a spectral value: round(220 + 660·v), v clamped to 0..1, so always 220..880. */
export function toneToFrequency(v: number): number {
  const x = v > 0 ? (v > 1 ? 1 : v) : 0;
  return Math.round(BASE_FREQUENCY_HZ + FREQUENCY_SPAN_HZ * x);
}

/** A spectral value as the spec displays it: three decimals ('0.500'). */
export function formatTone(v: number): string {
  return (Number.isFinite(v) ? v : 0).toFixed(3);
}

/** One stop of the animated gradient: position 0..100 (percent along the text), its spectral value 0..1 and CSS colour. */
export interface GradientStop {
  position: number;
  spectralValue: number;
  color: string;
}

/** One point of the waveform: position 0..100 (percent along the text), amplitude 0..1 and CSS colour. */
export interface WaveformPoint {
  position: number;
  amplitude: number;
  color: string;
}

/** Means of `n` equal slices of the values (each slice at least one character; a short text repeats its characters). */
function sliceMeans(values: Float64Array, n: number): number[] {
  const len = values.length;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const from = Math.floor((i * len) / n);
    const to = Math.max(from + 1, Math.floor(((i + 1) * len) / n));
    out[i] = meanOf(values, Math.min(from, len - 1), Math.min(to, len));
  }
  return out;
}

/** `n` (default 200) gradient stops along the text, each the mean tone of its slice. Empty text gives no stops. */
export function gradientStops(text: string, n = GRADIENT_POINTS): GradientStop[] {
  const values = characterValuesOf(text);
  if (values.length === 0 || n <= 0) return [];
  return sliceMeans(values, n).map((v, i) => ({
    position: n === 1 ? 0 : (i / (n - 1)) * 100,
    spectralValue: v,
    color: toneColour(v).hsl,
  }));
}

/** `n` (default 200) waveform points along the text; amplitude is the slice's mean tone. Empty text gives no points. */
export function waveformPoints(text: string, n = GRADIENT_POINTS): WaveformPoint[] {
  return gradientStops(text, n).map((stop) => ({
    position: stop.position,
    amplitude: stop.spectralValue,
    color: stop.color,
  }));
}
