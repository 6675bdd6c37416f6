/**
 * Ultimatum: the writer says their patience has run out ("This is the last
 * time", "I've had enough", "I'm done with this", "Never again", "Don't ever
 * do that again", "last chance"). It is the point where annoyance turns to
 * anger (reading/read-tone.ts), though its words are plain: no word in it is
 * angry. A last time of something glad ("the last time we met") is no
 * ultimatum: the phrase must close its sentence or speak of what the writer
 * will no longer do or bear.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The one kind of ultimatum. */
export type UltimatumKind = 'ultimatum';

/** The ultimatum patterns. */
export const ULTIMATUM_PATTERNS: readonly CuePattern<UltimatumKind>[] = [
  {
    kind: 'ultimatum',
    pattern: new RegExp(
      // "This is the last time." closing its sentence, or "the last time I (order|trust|help)…".
      String.raw`\b(?:this|that)(?:['’]s| is| was) the (?:very )?last time\b(?=\s*[.!]|\s*$| i(?:['’]m| am| will|['’]ll)? (?:\w+ing |ever )?(?:order|buy|trust|help|lend|ask|do|book|use|come|go|put up|fall|believe|wait|cover))` +
        String.raw`|\bi(?:['’]ve| have) (?:had|had it) (?:enough|it)\b|\bi(?:['’]ve| have) had it with\b` +
        String.raw`|\bi(?:['’]m| am) (?:so |completely |absolutely )?done with (?:this|you|it|them|him|her)\b` +
        // Not "I'm done." alone: as often a task finished ("Sent the report. I'm done.") as patience run out.
        String.raw`|\bnever again\b|\b(?:don['’]t|do not) (?:you )?ever\b[^.!?\n]{1,40}?\bagain\b` +
        String.raw`|\b(?:your|this is your) (?:last|final) (?:chance|warning)\b|\bor else\b(?=\s*[.!]|\s*$)`,
      'gi',
    ),
  },
];

/** The phrases of `text` that say the writer's patience has run out, in text order. */
export function findUltimatum(text: string): Cue<UltimatumKind>[] {
  return findCues(text, ULTIMATUM_PATTERNS);
}
