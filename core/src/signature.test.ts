import { describe, expect, it } from 'vitest';
import { balanceIndex, entrySpectralValue, signatureEntries, signatureTrend } from './signature';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

describe('entrySpectralValue', () => {
  it('uses the band-centre weighted mean of the three percentages', () => {
    expect(
      entrySpectralValue({
        id: 1,
        createdAt: at(1),
        deepTonePercentage: 100,
        suspendedTonePercentage: 0,
        brightTonePercentage: 0,
      }),
    ).toBeCloseTo(0.165);
    expect(
      entrySpectralValue({
        id: 1,
        createdAt: at(1),
        deepTonePercentage: 0,
        suspendedTonePercentage: 0,
        brightTonePercentage: 100,
      }),
    ).toBeCloseTo(0.83);
    expect(
      entrySpectralValue({
        id: 1,
        createdAt: at(1),
        deepTonePercentage: 50,
        suspendedTonePercentage: 50,
        brightTonePercentage: 0,
      }),
    ).toBeCloseTo(0.33);
  });

  it('falls back to the mean of the four axes without percentages', () => {
    expect(
      entrySpectralValue({
        id: 1,
        createdAt: at(1),
        warmthDetachment: 0.2,
        certaintyAmbiguity: 0.4,
        intensityRestraint: 0.6,
        conflictCoherence: 0.8,
      }),
    ).toBeCloseTo(0.5);
  });

  it('gives 0.5 with neither', () => {
    expect(entrySpectralValue({ id: 1, createdAt: at(1) })).toBe(0.5);
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
  it('is 100 for steady entries at balance', () => {
    expect(balanceIndex([{ spectralValue: 0.5 }, { spectralValue: 0.5 }])).toBe(100);
  });
  it('falls as entries move away from balance and apart', () => {
    const steady = balanceIndex([{ spectralValue: 0.45 }, { spectralValue: 0.55 }]);
    const swinging = balanceIndex([{ spectralValue: 0.1 }, { spectralValue: 0.9 }]);
    expect(steady).toBeGreaterThan(swinging);
    expect(swinging).toBeGreaterThanOrEqual(0);
  });
  it('is 0 with no entries', () => {
    expect(balanceIndex([])).toBe(0);
  });
});
