import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyseSpectral, spectralValue } from './engine/spectrum';
import { gradientStops, toneToFrequency } from './reading/spectrum-display';
import { analyseAxesLocally } from './engine/axes';
import { detectTension } from './reading/tension';
import { toneColour, emotionalBand } from './reading/bands';
import { plainStats } from './engine/stats';

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'binary-ascii' }),
  fc.string(),
);
const axis = fc.double({ min: 0, max: 1, noNaN: true });

describe('core properties', () => {
  it('keeps every spectral figure in range, with no NaN, for any string', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = analyseSpectral(text);
        for (const v of r.characterValues) expect(v >= 0 && v <= 1).toBe(true);
        const sum = r.frequencyData.reduce((s, x) => s + x, 0);
        if (r.characterValues.length > 0) expect(sum).toBeCloseTo(1, 9);
        else expect(sum).toBe(0);
        for (const x of [r.deepTonePercentage, r.suspendedTonePercentage, r.brightTonePercentage]) {
          expect(x >= 0 && x <= 100).toBe(true);
        }
        for (const x of [r.openingTone, r.resolution, r.peakIntensity, spectralValue(r)]) {
          expect(Number.isFinite(x) && x >= 0 && x <= 1).toBe(true);
        }
        const hz = toneToFrequency(spectralValue(r));
        expect(hz >= 220 && hz <= 880).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the four axes in 0..1 with no NaN, for any string', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = analyseAxesLocally(text);
        for (const v of [r.warmthDetachment, r.certaintyAmbiguity, r.intensityRestraint, r.conflictCoherence]) {
          expect(Number.isFinite(v) && v >= 0 && v <= 1).toBe(true);
        }
        expect(Number.isInteger(plainStats(text, r).wordCount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps axes in range for texts built from lexicon words, intensifiers and negators', () => {
    const word = fc.constantFrom(
      'love',
      'hate',
      'maybe',
      'sure',
      'calm',
      'furious',
      'but',
      'because',
      'very',
      'not',
      'never',
      'thank you',
      ',',
      '.',
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 40 }), (parts) => {
        const r = analyseAxesLocally(parts.join(' '));
        for (const v of [r.warmthDetachment, r.certaintyAmbiguity, r.intensityRestraint, r.conflictCoherence]) {
          expect(v >= 0 && v <= 1).toBe(true);
        }
      }),
    );
  });

  it('makes detectTension equal its definition', () => {
    fc.assert(
      fc.property(axis, axis, axis, axis, (w, c, i, k) => {
        const expected =
          k < 0.4 || c < 0.3 || (i > 0.7 && w < 0.3) || Math.abs(w - 0.5) > 0.4 || Math.abs(c - 0.5) > 0.4;
        expect(
          detectTension({ warmthDetachment: w, certaintyAmbiguity: c, intensityRestraint: i, conflictCoherence: k }),
        ).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives every value a colour inside its band hue range', () => {
    fc.assert(
      fc.property(axis, (v) => {
        const c = toneColour(v);
        const [from, to] = emotionalBand(v).hueRange;
        expect(c.hue >= from && c.hue <= to).toBe(true);
        expect(c.label).toBe(emotionalBand(v).name);
      }),
      { numRuns: 1000 },
    );
  });

  it('gives gradient stops in range for any string', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 300 }), (text, n) => {
        const stops = gradientStops(text, n);
        expect(stops.length).toBe(text.length === 0 ? 0 : n);
        for (const s of stops)
          expect(s.spectralValue >= 0 && s.spectralValue <= 1 && s.position >= 0 && s.position <= 100).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
