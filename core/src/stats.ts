/** Plain statistics (spec surroundings §3 plain result): word count, character count and a basic sentiment class. */
import { analyseAxesLocally, type LocalAxesResult } from './axes';

/** The basic sentiment classes of the plain mode. */
export type SentimentClassification = 'positive' | 'concerned' | 'reflective' | 'neutral';

/** Word count, character count (code points) and sentiment class of a text. */
export interface PlainStats {
  wordCount: number;
  characterCount: number;
  sentimentClassification: SentimentClassification;
}

/** Axis threshold above which a side clearly leads. */
const LEAN = 0.6;
/** Axis threshold below which the other side clearly leads. */
const LEAN_AWAY = 0.4;

/**
 * The sentiment class, from the local axes:
 * - neutral: no word of any axis moved a score (all four at balance), unless
 *   the text asks a question (then reflective);
 * - concerned: warmth below 0.4, intensity above 0.7 with warmth below 0.3, or
 *   coherence below 0.4 in a text that is not mainly unsure of itself;
 * - positive: warmth at least 0.6 and coherence at least 0.5;
 * - reflective: certainty or intensity below 0.5 (hedged, quiet, searching
 *   writing), coherence below 0.4 in an unsure text, or a question;
 * - neutral otherwise.
 * Very warm text is positive even though its warmth is far enough from balance
 * to count as tension: tension asks for a second look, not for concern.
 */
export function classifySentiment(axes: LocalAxesResult, text: string): SentimentClassification {
  const { warmthDetachment: warmth, certaintyAmbiguity: certainty, intensityRestraint: intensity } = axes;
  const coherence = axes.conflictCoherence;
  const asks = text.includes('?');
  if ([warmth, certainty, intensity, coherence].every((s) => s === 0.5)) return asks ? 'reflective' : 'neutral';
  const unsure = certainty < LEAN_AWAY;
  if (warmth < LEAN_AWAY || (intensity > 0.7 && warmth < 0.3) || (coherence < LEAN_AWAY && !unsure)) return 'concerned';
  if (warmth >= LEAN && coherence >= 0.5) return 'positive';
  if (certainty < 0.5 || intensity < 0.5 || coherence < LEAN_AWAY || asks) return 'reflective';
  return 'neutral';
}

/** Number of code points in `text` (an emoji counts once). */
export function characterCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Plain statistics of `text`. Pass the text's local axes when you already have
 * them, so the words are not scanned twice.
 */
export function plainStats(text: string, axes: LocalAxesResult = analyseAxesLocally(text)): PlainStats {
  return {
    wordCount: axes.wordCount,
    characterCount: characterCount(text),
    sentimentClassification: classifySentiment(axes, text),
  };
}
