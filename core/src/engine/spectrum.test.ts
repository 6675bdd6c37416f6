import { describe, expect, it } from 'vitest';
import { formatTone, gradientStops, toneToFrequency, waveformPoints } from '../reading/spectrum-display';
import { analyseSpectral, FREQUENCY_BAND_LABELS, spectralValue } from './spectrum';
import { toneCategory } from './categories';

describe('analyseSpectral', () => {
  it('gives empty text the neutral result, never NaN', () => {
    const r = analyseSpectral('');
    expect(r.characterValues.length).toBe(0);
    expect(r.frequencyData).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect([r.deepTonePercentage, r.suspendedTonePercentage, r.brightTonePercentage]).toEqual([0, 0, 0]);
    expect([r.openingTone, r.peakIntensity, r.resolution]).toEqual([0, 0, 0]);
    expect(spectralValue(r)).toBe(0);
  });

  it('puts each character in the bucket of its tenth, shares summing to 1', () => {
    const r = analyseSpectral('aT t');
    // a 0.02 → bucket 0, T 0.97 → 9, space 0 → 0, t 0.96 → 9
    expect(r.frequencyData).toEqual([0.5, 0, 0, 0, 0, 0, 0, 0, 0, 0.5]);
  });

  it('counts deep, suspended and bright shares as percentages', () => {
    const r = analyseSpectral('ahT');
    // a 0.02 deep, h 0.37 suspended, T 0.97 bright
    expect(r.deepTonePercentage).toBeCloseTo(100 / 3);
    expect(r.suspendedTonePercentage).toBeCloseTo(100 / 3);
    expect(r.brightTonePercentage).toBeCloseTo(100 / 3);
  });

  it('averages the first and last ten characters for opening and resolution', () => {
    const r = analyseSpectral('aaaaaaaaaa' + 'zzzzz' + 'TTTTTTTTTT');
    expect(r.openingTone).toBeCloseTo(0.02);
    expect(r.resolution).toBeCloseTo(0.97);
    expect(r.peakIntensity).toBe(0.986);
  });

  it('averages every character when the text is shorter than ten', () => {
    const r = analyseSpectral('ab');
    expect(r.openingTone).toBeCloseTo(0.045);
    expect(r.resolution).toBeCloseTo(0.045);
  });
});

describe('toneToFrequency', () => {
  it.each([
    [0, 220],
    [0.5, 550],
    [1, 880],
    [0.123, 301],
    [-1, 220],
    [2, 880],
  ])('maps %d to %d Hz', (v, hz) => {
    expect(toneToFrequency(v)).toBe(hz);
  });
});

describe('formatTone', () => {
  it('shows three decimals', () => {
    expect(formatTone(0.5)).toBe('0.500');
    expect(formatTone(0.12345)).toBe('0.123');
  });
});

describe('toneCategory', () => {
  it.each([
    [0, 'deep'],
    [0.33, 'deep'],
    [0.331, 'suspended'],
    [0.66, 'suspended'],
    [0.661, 'bright'],
    [1, 'bright'],
  ])('puts %d in %s', (v, category) => {
    expect(toneCategory(v)).toBe(category);
  });
});

describe('FREQUENCY_BAND_LABELS', () => {
  it('labels the ten bands 0-0.1 up to 0.9-1.0', () => {
    expect(FREQUENCY_BAND_LABELS).toEqual([
      '0-0.1',
      '0.1-0.2',
      '0.2-0.3',
      '0.3-0.4',
      '0.4-0.5',
      '0.5-0.6',
      '0.6-0.7',
      '0.7-0.8',
      '0.8-0.9',
      '0.9-1.0',
    ]);
  });
});

describe('gradientStops', () => {
  it('gives 200 stops from 0 to 100 percent by default', () => {
    const stops = gradientStops('Hello there, how are you?');
    expect(stops).toHaveLength(200);
    expect(stops[0]!.position).toBe(0);
    expect(stops[199]!.position).toBe(100);
    expect(stops.every((s) => s.color.startsWith('hsl('))).toBe(true);
  });

  it('follows the text: a bright end gives a higher last stop than a deep start', () => {
    const stops = gradientStops('aaaaaaaaaaTTTTTTTTTT', 10);
    expect(stops[0]!.spectralValue).toBeCloseTo(0.02);
    expect(stops[9]!.spectralValue).toBeCloseTo(0.97);
  });

  it('gives no stops for empty text', () => {
    expect(gradientStops('')).toEqual([]);
  });
});

describe('waveformPoints', () => {
  it('mirrors the gradient as amplitudes', () => {
    const points = waveformPoints('storm and calm', 20);
    expect(points).toHaveLength(20);
    expect(points.every((p) => p.amplitude >= 0 && p.amplitude <= 1)).toBe(true);
  });
});
