/** How a spectrum is shown and heard: a spectral value as Hz and as text, and the gradient and waveform along a text. */
import { meanOf } from '../engine/spectrum';
import { characterValuesOf } from '../engine/tokens';
import { toneColour } from './bands';

/** Points in the animated gradient and the waveform (spec §9). */
export const GRADIENT_POINTS = 200;
/** Hz added per unit of spectral value: 1 maps to 220 + 660 = 880 Hz. */
export const FREQUENCY_SPAN_HZ = 660;
/** Lowest frequency in Hz, for spectral value 0. */
export const BASE_FREQUENCY_HZ = 220;
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
function sliceMeans(values: ArrayLike<number>, n: number): number[] {
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
