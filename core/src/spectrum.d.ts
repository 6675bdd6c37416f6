/** Number of frequency buckets (spec §9). */
export declare const FREQUENCY_BUCKETS = 10;
/** Characters averaged for the opening tone and the resolution (spec §9). */
export declare const OPENING_RESOLUTION_SPAN = 10;
/** Lowest frequency in Hz, for spectral value 0. */
export declare const BASE_FREQUENCY_HZ = 220;
/** Hz added per unit of spectral value: 1 maps to 220 + 660 = 880 Hz. */
export declare const FREQUENCY_SPAN_HZ = 660;
/** Points in the animated gradient and the waveform (spec §9). */
export declare const GRADIENT_POINTS = 200;
/** Labels of the ten frequency buckets: '0-0.1' … '0.9-1.0'. */
export declare const FREQUENCY_BAND_LABELS: readonly string[];
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
/**
 * Analyses the spectrum of `text`. Empty text gives the neutral result: no
 * values, all buckets and percentages 0, opening, peak and resolution 0.
 * One allocation is proportional to the text: the Float64Array of values.
 */
export declare function analyseSpectral(text: string): SpectralResult;
/** The text's spectral value: the mean of its character values (0..1; 0 for empty text). Drives colour, Hz and audio. */
export declare function spectralValue(result: Pick<SpectralResult, 'characterValues'>): number;
/** Frequency in Hz of a spectral value: round(220 + 660·v), v clamped to 0..1, so always 220..880. */
export declare function toneToFrequency(v: number): number;
/** A spectral value as the spec displays it: three decimals ('0.500'). */
export declare function formatTone(v: number): string;
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
/** `n` (default 200) gradient stops along the text, each the mean tone of its slice. Empty text gives no stops. */
export declare function gradientStops(text: string, n?: number): GradientStop[];
/** `n` (default 200) waveform points along the text; amplitude is the slice's mean tone. Empty text gives no points. */
export declare function waveformPoints(text: string, n?: number): WaveformPoint[];
