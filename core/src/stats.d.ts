/** Plain statistics (spec surroundings §3 plain result): word count, character count and a basic sentiment class. */
import { type LocalAxesResult } from './axes';
/** The basic sentiment classes of the plain mode. */
export type SentimentClassification = 'positive' | 'concerned' | 'reflective' | 'neutral';
/** Word count, character count (code points) and sentiment class of a text. */
export interface PlainStats {
  wordCount: number;
  characterCount: number;
  sentimentClassification: SentimentClassification;
}
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
export declare function classifySentiment(axes: LocalAxesResult, text: string): SentimentClassification;
/** Number of code points in `text` (an emoji counts once). */
export declare function characterCount(text: string): number;
/**
 * Plain statistics of `text`. Pass the text's local axes when you already have
 * them, so the words are not scanned twice.
 */
export declare function plainStats(text: string, axes?: LocalAxesResult): PlainStats;
