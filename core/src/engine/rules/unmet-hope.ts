/**
 * Unmet hope: a hope the writer says did not come true, or a plan that fell
 * through ("I was really looking forward to it", "I had hoped to see you",
 * "the trip fell through", "it didn't work out", "Shame it fell through",
 * "what a pity"). That is disappointment, the feeling of a let-down
 * (reading/read-tone.ts), however mild its words: the lexicon reads "shame"
 * as a harsh word, and "looking forward" as glad. Three kinds:
 * - past-hope: a hope told as past ("was looking forward to", "had hoped");
 * - fell-through: a plan that did not happen ("fell through", "didn't work
 *   out", "wasn't meant to be");
 * - pity: regret that it is so ("shame it…", "what a pity", "too bad").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of unmet hope. */
export type UnmetHopeKind = 'past-hope' | 'fell-through' | 'pity';

const DEGREE = String.raw`(?:(?:really|so|very|truly|genuinely|quite)\s+)?`;

/** The unmet-hope patterns, one family per kind. */
export const UNMET_HOPE_PATTERNS: readonly CuePattern<UnmetHopeKind>[] = [
  {
    kind: 'past-hope',
    pattern: new RegExp(
      String.raw`\b(?:i|we)(?:\s+was|\s+were|\s+had\s+been|['’]d\s+been)\s+${DEGREE}(?:looking forward to|hoping (?:to|for|that|we|you))` +
        String.raw`|\b(?:i|we)(?:\s+had|['’]d)\s+${DEGREE}hoped\b|\b(?:i|we)\s+had\s+(?:such\s+)?high hopes\b`,
      'gi',
    ),
  },
  {
    kind: 'fell-through',
    pattern:
      /\b(?:it|that|this|the (?:plan|plans|trip|deal|date|visit|party)|our (?:plan|plans|trip)|plans)\s+(?:fell through|didn['’]t work out|did not work out|didn['’]t happen|never happened|wasn['’]t meant to be)\b/gi,
  },
  {
    kind: 'pity',
    // A bare "Shame"/"Pity" must open its sentence; the look back follows the word so the pattern starts with it.
    pattern:
      /\b(?:(?:it['’]s|that['’]s|what|such)\s+a\s+(?:real\s+)?(?:shame|pity)|(?:shame|pity)(?<=(?:^|[.!?\n])\s*(?:shame|pity)))\b(?=\s+(?:it|that|about|we|you|they|he|she)\b|\s*[.!,…]|\s*$)|\btoo bad (?:it|that|we|you|they)\b/gi,
  },
];

/** The phrases of `text` that say a hope was not met, in text order. */
export function findUnmetHope(text: string): Cue<UnmetHopeKind>[] {
  return findCues(text, UNMET_HOPE_PATTERNS);
}
