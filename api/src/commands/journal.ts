/** Journal entries: one per saved analysis and per saved framed conversation. */
import { analyseSpectral, DOMINANT_TONE_MIN_PERCENT, JOURNAL_PREVIEW_LENGTH, type ToneCategory } from '@tonelens/core';
import { textPreview } from './preview';

/** The text whole when it fits 120 characters, else its start ended at a word with "…" (see textPreview). */
export function journalPreview(text: string): string {
  return textPreview(text, JOURNAL_PREVIEW_LENGTH);
}

/** Tone percentages 0..100 of a text. */
export interface TonePercentages {
  deepTonePercentage: number;
  suspendedTonePercentage: number;
  brightTonePercentage: number;
}

/** JSON text of the tone categories over 30 %, from the given percentages or, lacking them, from the text's spectrum. */
export function dominantTones(
  text: string,
  percentages?: { [K in keyof TonePercentages]?: number | null } | null,
): string {
  const p =
    percentages &&
    typeof percentages.deepTonePercentage === 'number' &&
    typeof percentages.suspendedTonePercentage === 'number' &&
    typeof percentages.brightTonePercentage === 'number'
      ? (percentages as TonePercentages)
      : analyseSpectral(text);
  const tones: ToneCategory[] = [];
  if (p.deepTonePercentage > DOMINANT_TONE_MIN_PERCENT) tones.push('deep');
  if (p.suspendedTonePercentage > DOMINANT_TONE_MIN_PERCENT) tones.push('suspended');
  if (p.brightTonePercentage > DOMINANT_TONE_MIN_PERCENT) tones.push('bright');
  return JSON.stringify(tones);
}
