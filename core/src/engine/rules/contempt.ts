/**
 * Contempt: scorn for a person, a service or its work — anger that looks down
 * rather than shouts. Two kinds:
 * - scorn: words of contempt ("pathetic", "a disgrace", "a joke", "laughable",
 *   "incompetent", "clueless", "a shambles");
 * - frame: an exclamation built to scorn ("what a joke", "how pathetic",
 *   "how dare you", "are you kidding me", "give me a break").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of contempt a text can voice. */
export type ContemptKind = 'scorn' | 'frame';

/** The contempt patterns, one family per kind. */
export const CONTEMPT_PATTERNS: readonly CuePattern<ContemptKind>[] = [
  {
    kind: 'frame',
    pattern:
      /\bwhat an? (?:absolute |complete |total |utter )?(?:joke|disgrace|farce|shambles|embarrassment|clown show|waste of (?:time|space|money))\b|\bhow (?:pathetic|embarrassing|dare you)\b|\bare you (?:kidding|joking|serious)(?: me)?\?|\bgive me a break\b/gi,
  },
  {
    kind: 'scorn',
    pattern:
      /\b(?:pathetic|disgraceful|laughable|incompetent|incompetence|clueless|shambolic|contemptible|pitiful|idiotic|moronic)\b|\b(?:is|was|are|were|'s) (?:an? )?(?:absolute |complete |total |utter )?(?:joke|disgrace|farce|shambles)\b|\b(?:absolute|complete|total|utter) (?:joke|disgrace|farce|shambles)\b/gi,
  },
];

/** The phrases of `text` that voice contempt, in text order. */
export function findContempt(text: string): Cue<ContemptKind>[] {
  return findCues(text, CONTEMPT_PATTERNS);
}
