import { describe, expect, it } from 'vitest';
import { balanceIndex, signatureEntries, type SignatureSource } from '@tonelens/core';
import { signatureDownload, signatureView } from './signature';

/** An analysis whose spectral value is `bright` share of bright (the rest deep), made `daysAgo` before 2025-08-09. */
function analysis(id: number, daysAgo: number, bright: number): SignatureSource {
  return {
    id,
    createdAt: new Date(Date.UTC(2025, 7, 9 - daysAgo)).toISOString(),
    inputText: `Entry ${id} `.repeat(20),
    deepTonePercentage: 100 - bright,
    suspendedTonePercentage: 0,
    brightTonePercentage: bright,
  };
}

describe('signatureView', () => {
  const analyses = Array.from({ length: 30 }, (_, i) => analysis(i + 1, 30 - i, i < 20 ? 10 : 90));
  const view = signatureView(analyses);

  it('charts the 20 newest, oldest on the left, and lists the 5 newest', () => {
    expect(view.chart).toHaveLength(20);
    expect(view.chart.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 11));
    expect(view.list.map((e) => e.id)).toEqual([30, 29, 28, 27, 26]);
  });

  it('derives the trend and Balance Index with core', () => {
    expect(view.stats.trend).toBe('rising');
    expect(view.stats.balanceIndex).toBe(balanceIndex(signatureEntries(analyses)));
    expect(view.stats.totalEntries).toBe(30);
    expect(view.entries[0]!.originalText.length).toBeLessThanOrEqual(100);
  });

  it('is stable with fewer than 6 entries and empty with none', () => {
    expect(signatureView(analyses.slice(0, 5)).stats.trend).toBe('stable');
    const empty = signatureView([]);
    expect(empty.stats).toMatchObject({ totalEntries: 0, balanceIndex: 0, trend: 'stable', dominantRange: '' });
  });
});

describe('signatureDownload', () => {
  it('names the file with the date and holds stats, entries and the generated time', () => {
    const now = new Date('2025-08-09T15:04:05.000Z');
    const view = signatureView([analysis(1, 1, 40), analysis(2, 0, 60)]);
    const file = signatureDownload(view, now);
    expect(file.filename).toBe('tonelens-signature-2025-08-09.json');
    const content = JSON.parse(file.json);
    expect(content.generatedAt).toBe(now.toISOString());
    expect(content.stats).toEqual(JSON.parse(JSON.stringify(view.stats)));
    expect(content.entries).toHaveLength(2);
    expect(content.entries[0]).toMatchObject({ id: 2, frequencyHz: view.entries[0]!.frequencyHz });
  });
});
