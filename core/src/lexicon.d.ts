/** The eight sides of the four axes. */
export type LexiconSide =
  'warmth' | 'detachment' | 'certainty' | 'ambiguity' | 'intensity' | 'restraint' | 'conflict' | 'coherence';
/**
 * Word lists of the local axis engine, one per side of the four axes:
 * warmth (care, thanks, affection, apology) against detachment (formality,
 * indifference, distance, coldness); certainty (knowing, deciding, committing)
 * against ambiguity (hedging, guessing, doubt); intensity (arousal, urgency,
 * extremes of feeling) against restraint (calm, moderation, softeners); coherence
 * (cause, agreement, resolution) against conflict (opposition, blame, contrast).
 *
 * Each entry is a lower-case base form of one word (letters and ASCII
 * apostrophes) or a two-word phrase separated by one space; phrases are matched
 * before single words. The small stemmer in axes.ts covers regular inflections
 * (-s, -ed, -ing, -ly, -er, -est, -ness), so only irregular forms are listed as
 * such. The two sides of an axis never share an entry, and none of the spec's
 * intensifiers or negators is an entry.
 */
export declare const AXIS_LEXICON: Readonly<Record<LexiconSide, readonly string[]>>;
