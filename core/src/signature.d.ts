/** Entries the signature keeps (newest first). */
export declare const SIGNATURE_MAX_ENTRIES = 50;
/** Entries shown in the chart. */
export declare const SIGNATURE_CHART_ENTRIES = 20;
/** Entries shown in the list. */
export declare const SIGNATURE_LIST_ENTRIES = 5;
/** Characters of original text an entry keeps. */
export declare const SIGNATURE_TEXT_LENGTH = 100;
/** Characters of an entry's text shown in the list. */
export declare const SIGNATURE_TEXT_SHOWN = 50;
/** Entries needed before the trend can move from stable. */
export declare const TREND_MIN_ENTRIES = 6;
/** Mean difference (spectral value) beyond which the trend rises or falls. */
export declare const TREND_THRESHOLD = 0.1;
/** Band centres used for the weighted mean: the middle of deep (0..0.33), suspended (0.33..0.66) and bright (0.66..1). */
export declare const CATEGORY_CENTRES: {
  readonly deep: 0.165;
  readonly suspended: 0.495;
  readonly bright: 0.83;
};
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
}
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
}
/**
 * Spectral value (0..1) of a saved analysis.
 *
 * The spec says "the mean of the three percentages divided by 100", but the
 * three shares always sum to 100, so that mean is 1/3 for every text: the chart
 * would be flat and the trend always stable. ToneLens uses the band-centre
 * weighted mean (0.165·deep + 0.495·suspended + 0.83·bright) / 100 instead,
 * and falls back to the mean of the four axes when no percentages exist (or
 * they are all zero); with neither, 0.5.
 */
export declare function entrySpectralValue(a: SignatureSource): number;
/** The signature entries of a list of analyses: the newest 50, newest first, text cut to 100 characters. */
export declare function signatureEntries(analyses: readonly SignatureSource[]): SignatureEntry[];
/** Direction of a signature over time. */
export type SignatureTrend = 'rising' | 'falling' | 'stable';
/**
 * Trend of entries given newest first: stable with fewer than 6; otherwise the
 * mean of the 3 newest minus the mean of the 3 oldest, above 0.1 rising, below
 * −0.1 falling, else stable.
 */
export declare function signatureTrend(entries: readonly Pick<SignatureEntry, 'spectralValue'>[]): SignatureTrend;
/**
 * Balance Index, 0..100 (shown as score/100): how centred and how steady a
 * person's tone is. Centredness is 1 − 2·mean|v − 0.5| (1 when every entry sits
 * at 0.5); steadiness is 1 − 2·standard deviation (1 when every entry is the
 * same). The index is 100 × (0.6·centredness + 0.4·steadiness), rounded,
 * clamped to 0..100; 0 with no entries.
 */
export declare function balanceIndex(entries: readonly Pick<SignatureEntry, 'spectralValue'>[]): number;
