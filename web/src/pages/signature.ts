/**
 * The signature dashboard's figures (spec surroundings §2, §4, §9), derived on
 * the client from the saved analyses through core's signature functions, and
 * the JSON download.
 */
import {
  SIGNATURE_CHART_ENTRIES,
  SIGNATURE_LIST_ENTRIES,
  balanceIndex,
  emotionalBand,
  signatureEntries,
  signatureTrend,
  toneToFrequency,
  type SignatureEntry,
  type SignatureSource,
  type SignatureTrend,
} from '@tonelens/core';

/** Summary statistics of a signature. Spectral values 0..1, frequency in Hz, Balance Index 0..100. */
export interface SignatureStats {
  totalEntries: number;
  averageSpectralValue: number;
  averageFrequencyHz: number;
  /** The band most entries fall in ('' with no entries). */
  dominantRange: string;
  /** Lowest and highest spectral value. */
  range: { min: number; max: number };
  trend: SignatureTrend;
  balanceIndex: number;
}

/** Everything the dashboard shows. */
export interface SignatureView {
  entries: SignatureEntry[];
  /** Up to 20, oldest first (left to right on the chart). */
  chart: SignatureEntry[];
  /** The 5 newest. */
  list: SignatureEntry[];
  stats: SignatureStats;
}

/** Derives the signature view from saved analyses. */
export function signatureView(analyses: readonly SignatureSource[]): SignatureView {
  const entries = signatureEntries(analyses);
  const n = entries.length;
  const values = entries.map((e) => e.spectralValue);
  const mean = n > 0 ? values.reduce((s, v) => s + v, 0) / n : 0;
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.emotionalRange, (counts.get(e.emotionalRange) ?? 0) + 1);
  const dominantRange = n > 0 ? [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0] : '';
  return {
    entries,
    chart: entries.slice(0, SIGNATURE_CHART_ENTRIES).reverse(),
    list: entries.slice(0, SIGNATURE_LIST_ENTRIES),
    stats: {
      totalEntries: n,
      averageSpectralValue: mean,
      averageFrequencyHz: n > 0 ? toneToFrequency(mean) : 0,
      dominantRange: n > 0 ? dominantRange || emotionalBand(mean).name : '',
      range: { min: n > 0 ? Math.min(...values) : 0, max: n > 0 ? Math.max(...values) : 0 },
      trend: signatureTrend(entries),
      balanceIndex: balanceIndex(entries),
    },
  };
}

/** The downloaded file: name with the date, and its JSON content (stats, entries, generated time). */
export function signatureDownload(view: SignatureView, now: Date = new Date()): { filename: string; json: string } {
  const date = now.toISOString().slice(0, 10);
  const content = { generatedAt: now.toISOString(), stats: view.stats, entries: view.entries };
  return { filename: `tonelens-signature-${date}.json`, json: JSON.stringify(content, null, 2) };
}

/** Starts the browser download of a text file. */
export function downloadTextFile(filename: string, text: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
