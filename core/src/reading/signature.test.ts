import { describe, expect, it } from 'vitest';
import { analyseSpectral } from '../engine/spectrum';
import { balanceIndex, entrySpectralValue, entryTense, signatureEntries, signatureTrend } from './signature';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

describe('entrySpectralValue', () => {
  it('uses the band-centre weighted mean of the three percentages', () => {
    expect(
      entrySpectralValue({
        deepTonePercentage: 100,
        suspendedTonePercentage: 0,
        brightTonePercentage: 0,
      }),
    ).toBeCloseTo(0.165);
    expect(
      entrySpectralValue({
        deepTonePercentage: 0,
        suspendedTonePercentage: 0,
        brightTonePercentage: 100,
      }),
    ).toBeCloseTo(0.83);
    expect(
      entrySpectralValue({
        deepTonePercentage: 50,
        suspendedTonePercentage: 50,
        brightTonePercentage: 0,
      }),
    ).toBeCloseTo(0.33);
  });

  it('falls back to the mean of the four axes without percentages', () => {
    expect(
      entrySpectralValue({
        warmthDetachment: 0.2,
        certaintyAmbiguity: 0.4,
        intensityRestraint: 0.6,
        conflictCoherence: 0.8,
      }),
    ).toBeCloseTo(0.5);
  });

  it('gives 0.5 with neither', () => {
    expect(entrySpectralValue({})).toBe(0.5);
  });
});

describe('signatureEntries', () => {
  it('keeps the newest 50, newest first, with text cut to 100 characters', () => {
    const analyses = Array.from({ length: 60 }, (_, i) => ({
      id: i,
      createdAt: at(i + 1),
      inputText: 'x'.repeat(150),
      deepTonePercentage: 0,
      suspendedTonePercentage: 100,
      brightTonePercentage: 0,
    }));
    const entries = signatureEntries(analyses);
    expect(entries).toHaveLength(50);
    expect(entries[0]!.id).toBe(59);
    expect(entries[49]!.id).toBe(10);
    expect(entries[0]!.originalText).toHaveLength(100);
    expect(entries[0]!.frequencyHz).toBe(547);
    expect(entries[0]!.emotionalRange).toBe('Serenity');
    expect(entries[0]!.timestamp).toBe(at(60));
    expect(entries[0]!.tense).toBe(false);
  });
});

describe('signatureTrend', () => {
  const entries = (values: number[]) => values.map((spectralValue) => ({ spectralValue }));
  it('stays stable below six entries', () => {
    expect(signatureTrend(entries([0.9, 0.9, 0.9, 0.1, 0.1]))).toBe('stable');
  });
  it('rises when the 3 newest average more than 0.1 above the 3 oldest', () => {
    expect(signatureTrend(entries([0.7, 0.7, 0.7, 0.5, 0.5, 0.5]))).toBe('rising');
  });
  it('falls when they average more than 0.1 below', () => {
    expect(signatureTrend(entries([0.3, 0.3, 0.3, 0.5, 0.5, 0.5]))).toBe('falling');
  });
  it('stays stable at a difference of exactly 0.1', () => {
    expect(signatureTrend(entries([0.75, 0.75, 0.75, 0.5, 0.5, 0.65, 0.65, 0.65]))).toBe('stable');
  });
});

describe('balanceIndex', () => {
  const calm = (spectralValue: number) => ({ spectralValue, tense: false });
  const tense = (spectralValue: number) => ({ spectralValue, tense: true });
  it('is 100 for steady, calm entries at balance', () => {
    expect(balanceIndex([calm(0.5), calm(0.5)])).toBe(100);
  });
  it('falls as entries move away from balance and apart', () => {
    const steady = balanceIndex([calm(0.45), calm(0.55)]);
    const swinging = balanceIndex([calm(0.1), calm(0.9)]);
    expect(steady).toBeGreaterThan(swinging);
    expect(swinging).toBeGreaterThanOrEqual(0);
  });
  it('reads a history of tense texts at mid-spectrum as out of balance', () => {
    expect(balanceIndex([tense(0.45), tense(0.5), tense(0.42), tense(0.48)])).toBeLessThanOrEqual(40);
  });
  it('falls with each tense entry in an otherwise steady history', () => {
    const values = [0.5, 0.5, 0.5, 0.5];
    const scores = [0, 1, 2, 3, 4].map((n) => balanceIndex(values.map((v, i) => (i < n ? tense(v) : calm(v)))));
    expect(scores).toEqual([100, 85, 70, 55, 40]);
  });
  it('is 0 with no entries', () => {
    expect(balanceIndex([])).toBe(0);
  });
});

describe('entryTense', () => {
  const base = { id: 1, createdAt: at(1) };
  const axes = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };
  it('is true when the analysis was saved with tension', () => {
    expect(entryTense({ ...base, tensionDetected: true })).toBe(true);
  });
  it('is true when the axes carry a tense tone (a hurt text the tension rule lets through)', () => {
    expect(entryTense({ ...base, ...axes, warmthDetachment: 0.3, intensityRestraint: 0.7 })).toBe(true);
  });
  it('is false for balanced axes, for warm axes and for an entry with no axes', () => {
    expect(entryTense({ ...base, ...axes, tensionDetected: false })).toBe(false);
    expect(entryTense({ ...base, ...axes, warmthDetachment: 0.8 })).toBe(false);
    expect(entryTense(base)).toBe(false);
  });
});

describe('entrySpectralValue of a fresh result', () => {
  it('reads a spectral result the same way as its saved analysis', () => {
    const spectral = analyseSpectral('Congratulations on the new job! So happy for you!');
    const saved = {
      id: 7,
      createdAt: at(2),
      deepTonePercentage: spectral.deepTonePercentage,
      suspendedTonePercentage: spectral.suspendedTonePercentage,
      brightTonePercentage: spectral.brightTonePercentage,
    };
    expect(entrySpectralValue(spectral)).toBe(entrySpectralValue(saved));
    expect(signatureEntries([saved])[0]!.spectralValue).toBe(entrySpectralValue(spectral));
  });
});
