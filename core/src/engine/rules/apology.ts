/**
 * Apology: the writer owning a fault, in words or in regret. Two kinds:
 * - apology: saying sorry or apologising for one's own act ("sorry I'm late",
 *   "I apologise for the delay", "my apologies", "my bad", "please forgive me");
 *   "sorry" offered for someone else's trouble is sympathy (sympathy.ts), not this;
 * - regret: owning a fault without the word sorry ("I shouldn't have snapped",
 *   "I wish I hadn't", "I feel terrible about forgetting", "that was wrong of me", "I messed up").
 * An apology's regret is the apology itself: it is not counted as sadness or hurt.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of apology a text can carry. */
export type ApologyKind = 'apology' | 'regret';

/** The apology patterns, one family per kind. */
export const APOLOGY_PATTERNS: readonly CuePattern<ApologyKind>[] = [
  {
    kind: 'apology',
    pattern:
      /\b(?:i'?m |i am |so |really |very |truly )*sorry\b(?! (?:to (?:hear|read|learn)|for (?:your|the|his|her|their) loss|about (?:your|his|her|their)\b|(?:that|this) happened to you))|\bi (?:sincerely |truly )?apologi[sz]e\b|\b(?:my|our) (?:sincere |deepest )?apologies\b|\bmy bad\b|\b(?:please )?forgive me\b/gi,
  },
  {
    kind: 'regret',
    pattern:
      /\bi (?:really )?(?:shouldn't|should not) have\b|\bi wish i (?:hadn't|had not|had never|didn't)\b|\bi (?:feel|felt) (?:so |really )?(?:terrible|awful|bad|guilty) (?:about|for) (?:what i|how i|the way i|not\b|my\b|\w+ing\b)|\b(?:that|it) was (?:wrong|unfair|thoughtless|rude) of me\b|\bi (?:messed|screwed) (?:up|that up|it up)\b|\bmy (?:fault|mistake)\b/gi,
  },
];

/** The phrases of `text` that apologise or own a fault, in text order. */
export function findApology(text: string): Cue<ApologyKind>[] {
  return findCues(text, APOLOGY_PATTERNS);
}
