/**
 * Persistence: a trouble that keeps coming back or never ends — what turns
 * annoyance into frustration ("again", "still won't", "for the fourth time",
 * "every single time", "for weeks", "nothing moves", "it's getting old").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of persistence a text can carry. */
export type PersistenceKind = 'recurrence' | 'duration';

/** The persistence patterns. */
export const PERSISTENCE_PATTERNS: readonly CuePattern<PersistenceKind>[] = [
  {
    kind: 'recurrence',
    pattern:
      /\bagain\b|\bstill (?:won't|doesn't|don't|isn't|hasn't|can't|not|no)\b|\b(?:second|third|fourth|fifth|umpteenth|nth|\d+(?:st|nd|rd|th)) time\b|\bevery (?:single )?time\b|\bkeeps? (?:happening|failing|breaking|crashing)\b|\bover and over\b|\bback and forth\b|\b(?:it|this|that)(?:'s| is) getting (?:old|ridiculous|out of hand)\b/gi,
  },
  {
    kind: 'duration',
    pattern:
      /\bfor (?:weeks|months|days|hours|ages|years)\b|\bnothing (?:moves|works|changes|has been done|happens)\b/gi,
  },
];

/** The phrases of `text` that show a trouble persisting, in text order. */
export function findPersistence(text: string): Cue<PersistenceKind>[] {
  return findCues(text, PERSISTENCE_PATTERNS);
}
