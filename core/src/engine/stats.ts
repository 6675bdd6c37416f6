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

/** Affect (LocalAxesResult.valence, −1..1) from which a text reads positive, or at most which it reads negative. */
export const POSITIVE_AFFECT = 0.15;
export const NEGATIVE_AFFECT = -0.15;
/** Least negative affect (word-equivalents) of a text that feels both ways, and the least share the weaker side has of the stronger. */
export const BOTH_WAYS_MIN = 0.5;
export const BOTH_WAYS_SHARE = 0.4;
/** Affect below which a hedged text reads reflective even when it leans positive ("maybe it will get better"). */
export const HEDGED_POSITIVE_AFFECT = 0.5;
/** Affect above which a hedged or asking text reads reflective rather than concerned. */
export const SEARCHING_AFFECT = -0.4;
/** Warmth a positive text reaches at least, and at most which a text reads cold whatever its affect. */
export const POSITIVE_WARMTH = 0.5;
export const COLD_WARMTH = 0.35;
/** Coherence below which a text pulls so hard two ways that it reads concerned. */
export const CONFLICTED = 0.35;
/** Certainty below which a text reads hedged (reflective). */
export const HEDGED = 0.45;

/**
 * The sentiment class, from the local reading:
 * - neutral: nothing moved any axis, unless the text asks a question (then reflective);
 * - reflective first when the text hedges (LocalAxesResult.hedging above 0) with affect
 *   between −0.4 and 0.5, or asks with affect between −0.4 and 0.15: searching, not
 *   complaining; or when it feels both ways (positive and negative affect, the
 *   weaker at least 40 % of the stronger) without pulling apart (coherence at least 0.35);
 *   or when it speaks warmly of a bad thing (negative affect, warmth at least 0.5, not
 *   intense, not conflicted): an apology, condolences;
 * - concerned: negative affect (valence at most −0.15), warmth at most 0.35, strong
 *   intensity with low warmth (above 0.7 and below 0.3), or coherence below 0.35;
 * - positive: positive affect (valence at least 0.15) with warmth leaning warm (at least 0.5);
 * - reflective: hedged (certainty below 0.45), asking, or feeling both ways at once;
 * - neutral otherwise: formal distance alone ("please find attached") is not concern.
 * Very warm text is positive even though its warmth is far enough from balance to count
 * as tension: tension asks for a second look, not for concern.
 */
export function classifySentiment(axes: LocalAxesResult, text: string): SentimentClassification {
  const { warmthDetachment: warmth, certaintyAmbiguity: certainty, intensityRestraint: intensity } = axes;
  const coherence = axes.conflictCoherence;
  const asks = text.includes('?');
  if ([warmth, certainty, intensity, coherence].every((s) => s === 0.5)) return asks ? 'reflective' : 'neutral';
  const { positive, negative } = axes.affect;
  const hedged = axes.hedging > 0 && axes.valence < HEDGED_POSITIVE_AFFECT;
  const asking = asks && axes.valence < POSITIVE_AFFECT;
  if ((hedged || asking) && axes.valence > SEARCHING_AFFECT) return 'reflective';
  if (
    coherence >= CONFLICTED &&
    negative >= BOTH_WAYS_MIN &&
    Math.min(positive, negative) >= BOTH_WAYS_SHARE * Math.max(positive, negative)
  )
    return 'reflective';
  // Warm words about a bad thing (an apology, condolences) take responsibility or share a loss: not complaint.
  if (axes.valence < 0 && warmth >= 0.5 && coherence >= CONFLICTED && intensity <= 0.7) return 'reflective';
  if (
    axes.valence <= NEGATIVE_AFFECT ||
    warmth <= COLD_WARMTH ||
    (intensity > 0.7 && warmth < 0.3) ||
    coherence < CONFLICTED
  )
    return 'concerned';
  if (axes.valence >= POSITIVE_AFFECT && warmth >= POSITIVE_WARMTH) return 'positive';
  if (certainty < HEDGED || asks) return 'reflective';
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
