/** The emotional signature (spec surroundings §3, §4, §9): a user's tone history derived from saved analyses. */
import { emotionalBand, toneHue } from './bands';
import { toneToFrequency } from './spectrum-display';
import { readsTense } from './tone-name';

/** Entries the signature keeps (newest first). */
export const SIGNATURE_MAX_ENTRIES = 50;
/** Entries shown in the chart. */
export const SIGNATURE_CHART_ENTRIES = 20;
/** Entries shown in the list. */
export const SIGNATURE_LIST_ENTRIES = 5;
/** Characters of original text an entry keeps. */
export const SIGNATURE_TEXT_LENGTH = 100;
/** Characters of an entry's text shown in the list. */
export const SIGNATURE_TEXT_SHOWN = 50;
/** Entries needed before the trend can move from stable. */
export const TREND_MIN_ENTRIES = 6;
/** Mean difference (spectral value) beyond which the trend rises or falls. */
export const TREND_THRESHOLD = 0.1;

/** Band centres used for the weighted mean: the middle of deep (0..0.33), suspended (0.33..0.66) and bright (0.66..1). */
export const CATEGORY_CENTRES = { deep: 0.165, suspended: 0.495, bright: 0.83 } as const;

/** The fields of a saved analysis the signature reads. Percentages are 0..100, axes 0..1. */
export interface SignatureSource {
  id: number | string;
  createdAt: string | Date;
  inputText?: string | null;
  deepTonePercentage?: number | null;
  suspendedTonePercentage?: number | null;
  brightTonePercentage?: number | null;
  warmthDetachment?: number | null;
  certaintyAmbiguity?: number | null;
  intensityRestraint?: number | null;
  conflictCoherence?: number | null;
  /** Whether the saved reading found tension (spec analysis §4). */
  tensionDetected?: boolean | null;
}

/** The parts of a saved analysis (or of a fresh spectral result) its spectral value is read from. */
export type SpectralValueSource = Omit<SignatureSource, 'id' | 'createdAt' | 'inputText' | 'tensionDetected'>;

/** One signature entry: spectral value 0..1, frequency in Hz, band name as emotionalRange, hue in degrees. */
export interface SignatureEntry {
  id: number | string;
  /** ISO time of the analysis. */
  timestamp: string;
  spectralValue: number;
  frequencyHz: number;
  originalText: string;
  emotionalRange: string;
  colorHue: number;
  /** True when the saved reading is tense: tension was detected, or its tone name is a tense one (curt, hurt …). */
  tense: boolean;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Spectral value (0..1) of a saved analysis, and of a result before it is
 * saved: every screen that shows a text's spectral value or Hz for an
 * analysis (the result, the journal, the signature) reads it from here, so
 * the three agree.
 *
 * The spec says "the mean of the three percentages divided by 100", but the
 * three shares always sum to 100, so that mean is 1/3 for every text: the chart
 * would be flat and the trend always stable. ToneLens uses the band-centre
 * weighted mean (0.165·deep + 0.495·suspended + 0.83·bright) / 100 instead,
 * and falls back to the mean of the four axes when no percentages exist (or
 * they are all zero); with neither, 0.5.
 */
export function entrySpectralValue(a: SpectralValueSource): number {
  const deep = a.deepTonePercentage;
  const suspended = a.suspendedTonePercentage;
  const bright = a.brightTonePercentage;
  if (isNum(deep) && isNum(suspended) && isNum(bright) && deep + suspended + bright > 0) {
    const total = deep + suspended + bright;
    return (
      (CATEGORY_CENTRES.deep * deep + CATEGORY_CENTRES.suspended * suspended + CATEGORY_CENTRES.bright * bright) / total
    );
  }
  const axes = [a.warmthDetachment, a.certaintyAmbiguity, a.intensityRestraint, a.conflictCoherence].filter(isNum);
  if (axes.length > 0) return axes.reduce((s, v) => s + v, 0) / axes.length;
  return 0.5;
}

/** The four axes of a saved analysis, or null when any is missing. */
function axesOf(a: SignatureSource) {
  const { warmthDetachment: w, certaintyAmbiguity: c, intensityRestraint: i, conflictCoherence: h } = a;
  return isNum(w) && isNum(c) && isNum(i) && isNum(h)
    ? { warmthDetachment: w, certaintyAmbiguity: c, intensityRestraint: i, conflictCoherence: h }
    : null;
}

/**
 * True when a saved analysis reads tense: it was saved with tension detected,
 * or its axes show tension or a tense tone name (curt, hurt, frustrated …).
 */
export function entryTense(a: SignatureSource): boolean {
  const axes = axesOf(a);
  return axes ? readsTense(axes, a.tensionDetected) : a.tensionDetected === true;
}

/** The signature entries of a list of analyses: the newest 50, newest first, text cut to 100 characters. */
export function signatureEntries(analyses: readonly SignatureSource[]): SignatureEntry[] {
  return [...analyses]
    .map((a) => ({ a, time: new Date(a.createdAt).getTime() }))
    .sort((x, y) => y.time - x.time)
    .slice(0, SIGNATURE_MAX_ENTRIES)
    .map(({ a, time }) => {
      const v = entrySpectralValue(a);
      return {
        id: a.id,
        timestamp: new Date(Number.isNaN(time) ? 0 : time).toISOString(),
        spectralValue: v,
        frequencyHz: toneToFrequency(v),
        originalText: [...(a.inputText ?? '')].slice(0, SIGNATURE_TEXT_LENGTH).join(''),
        emotionalRange: emotionalBand(v).name,
        colorHue: toneHue(v),
        tense: entryTense(a),
      };
    });
}

/** Direction of a signature over time. */
export type SignatureTrend = 'rising' | 'falling' | 'stable';

/**
 * Trend of entries given newest first: stable with fewer than 6; otherwise the
 * mean of the 3 newest minus the mean of the 3 oldest, above 0.1 rising, below
 * −0.1 falling, else stable.
 */
export function signatureTrend(entries: readonly Pick<SignatureEntry, 'spectralValue'>[]): SignatureTrend {
  return tallyTrend(tallyOf(entries));
}

/** Share of the Balance Index kept when every entry is tense (0..1): a wholly tense history keeps 40 % of it. */
export const BALANCE_TENSE_FLOOR = 0.4;

/**
 * Balance Index, 0..100 (shown as score/100): how centred, how steady and
 * how free of tension a person's tone is. Centredness is 1 − 2·mean|v − 0.5|
 * (1 when every entry sits at 0.5); steadiness is 1 − 2·standard deviation
 * (1 when every entry is the same); calm is the share of entries that are not
 * tense. The spectral values alone cannot see tension (a tense or sad text can
 * sit mid-spectrum), so the index is
 * 100 × (0.6·centredness + 0.4·steadiness) × (0.4 + 0.6·calm): a history of
 * tense texts reads at most 40/100. Rounded, clamped to 0..100; 0 with no entries.
 */
export function balanceIndex(entries: readonly Pick<SignatureEntry, 'spectralValue' | 'tense'>[]): number {
  return tallyBalanceIndex(tallyOf(entries));
}

/** Entries at each end of a history the trend compares. */
const TREND_ENDS = 3;

/**
 * A signature's running figures, built one entry at a time (newest first), so
 * the Balance Index and trend of any number of entries need only this much
 * memory: the sums of the spectral values (0..1), of their distances from 0.5
 * and of their squares, the tense count, and the values at both ends.
 */
export interface SignatureTally {
  count: number;
  sum: number;
  sumDistance: number;
  sumSquares: number;
  tense: number;
  /** The first TREND_ENDS values added (the newest). */
  newest: number[];
  /** The last TREND_ENDS values added (the oldest so far), oldest last. */
  oldest: number[];
}

/** A tally of no entries. */
export function emptyTally(): SignatureTally {
  return { count: 0, sum: 0, sumDistance: 0, sumSquares: 0, tense: 0, newest: [], oldest: [] };
}

/** Adds the next (older) entry to `tally`, in place. */
export function addToTally(tally: SignatureTally, entry: { spectralValue: number; tense?: boolean }): void {
  const v = entry.spectralValue;
  tally.count++;
  tally.sum += v;
  tally.sumDistance += Math.abs(v - 0.5);
  tally.sumSquares += v * v;
  if (entry.tense) tally.tense++;
  if (tally.newest.length < TREND_ENDS) tally.newest.push(v);
  tally.oldest.push(v);
  if (tally.oldest.length > TREND_ENDS) tally.oldest.shift();
}

function tallyOf(entries: readonly { spectralValue: number; tense?: boolean }[]): SignatureTally {
  const tally = emptyTally();
  for (const entry of entries) addToTally(tally, entry);
  return tally;
}

/** The trend of a tally (see signatureTrend). */
export function tallyTrend(tally: SignatureTally): SignatureTrend {
  if (tally.count < TREND_MIN_ENTRIES) return 'stable';
  const mean = (xs: readonly number[]) => xs.reduce((s, v) => s + v, 0) / xs.length;
  const diff = mean(tally.newest) - mean(tally.oldest);
  if (diff > TREND_THRESHOLD) return 'rising';
  if (diff < -TREND_THRESHOLD) return 'falling';
  return 'stable';
}

/** The Balance Index 0..100 of a tally (see balanceIndex). */
export function tallyBalanceIndex(tally: SignatureTally): number {
  const n = tally.count;
  if (n === 0) return 0;
  const mean = tally.sum / n;
  const centredness = 1 - 2 * (tally.sumDistance / n);
  const sd = Math.sqrt(Math.max(0, tally.sumSquares / n - mean * mean));
  const steadiness = 1 - 2 * sd;
  const calm = (n - tally.tense) / n;
  const index = 100 * (0.6 * centredness + 0.4 * steadiness) * (BALANCE_TENSE_FLOOR + (1 - BALANCE_TENSE_FLOOR) * calm);
  return Math.max(0, Math.min(100, Math.round(index)));
}
