/**
 * Distress: anxiety as the body and mind of the writer feel it, when the
 * words "anxious" or "afraid" are not there. Two kinds:
 * - body: first-person symptoms of fear ("my heart is racing", "I can't
 *   sleep", "I feel sick", "my hands are shaking", "can't breathe", "a knot
 *   in my stomach", "butterflies");
 * - overwhelm: the mind running away ("I'm freaking out", "panicking", "it's
 *   all too much", "on edge", "spiralling", "losing my mind", "can't think
 *   straight").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of distress a text can voice. */
export type DistressKind = 'body' | 'overwhelm';

/** The distress patterns, one family per kind. */
export const DISTRESS_PATTERNS: readonly CuePattern<DistressKind>[] = [
  {
    kind: 'body',
    pattern: new RegExp(
      String.raw`\bmy (?:heart|pulse)(?:'s| is| was|'s been| has been| keeps| won't stop)? (?:racing|pounding|hammering|thumping|going a mile a minute)\b` +
        String.raw`|\b(?:heart|pulse) (?:racing|pounding|hammering)\b` +
        String.raw`|\b(?:can't|couldn't|cannot|could not|didn't|barely|hardly) (?:get to |fall )?(?:sleep|slept|breathe|eat|stop shaking)\b` +
        String.raw`|\b(?:lying|lay|laying) awake\b|\bup all night (?:worrying|thinking)\b` +
        String.raw`|\bi (?:feel|felt|am|'m) (?:so |really |physically |a bit )?(?:sick|nauseous|queasy|shaky|dizzy)(?: (?:to|in) my stomach)?\b(?! (?:of|and tired)\b)` +
        String.raw`|\bmy (?:hands|legs|knees|voice) (?:are |were |is |was |keep |won't stop )?(?:shaking|trembling)\b` +
        String.raw`|\b(?:a )?knot(?:s)? in my (?:stomach|chest|throat)\b|\bbutterflies in my stomach\b|\bmy (?:chest|stomach|throat) (?:is |feels |felt |was |gets |got |goes |went |keeps )?(?:tight|tightens|tightening|in knots|churning)\b` +
        String.raw`|\bcold sweat\b|\bpanic attacks?\b`,
      'gi',
    ),
  },
  {
    kind: 'overwhelm',
    pattern: new RegExp(
      String.raw`\bfreak(?:ing|ed)? out\b|\bi(?:'m| am| was) (?:panicking|spiralling|spiraling|on edge|a (?:nervous )?wreck|a mess)\b` +
        String.raw`|\bi panic(?:ked)?\b|\b(?:it's|everything(?:'s| is)?|this is|it is|everything feels|it all feels|it feels)(?: like)? (?:all )?(?:just )?(?:too much|overwhelming)(?=\s*(?:[.,!?;…]|$)| (?:right now|lately|today|at the moment|to handle|for me to handle))` +
        String.raw`|\b(?:losing|lose) my mind\b|\bcan't (?:think straight|calm down|switch off|stop shaking)\b|\bso (?:on edge|wound up|tense)\b`,
      'gi',
    ),
  },
];

/** The phrases of `text` that voice distress, in text order. */
export function findDistress(text: string): Cue<DistressKind>[] {
  return findCues(text, DISTRESS_PATTERNS);
}
