/**
 * Worry: the ways people voice fear about what may happen rather than name it.
 * Two kinds:
 * - reassurance: asking the reader to say things are all right ("are you mad
 *   at me?", "did I say something wrong?", "is everything okay with us?",
 *   "are we good?");
 * - anticipation: dwelling on a feared outcome ("what if they…", "I keep
 *   thinking I'll…", "I'm scared that…", "I'm concerned that…", "I hope she's okay", "I hope
 *   they get home safely", "I dread").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of worry a text can voice. */
export type WorryKind = 'reassurance' | 'anticipation';

/** The worry patterns. */
export const WORRY_PATTERNS: readonly CuePattern<WorryKind>[] = [
  {
    kind: 'reassurance',
    pattern:
      /\bare you (?:mad|upset|angry|annoyed|cross|disappointed) (?:at|with) me\b|\bdid i (?:say|do) something (?:wrong|bad)\b|\bis (?:everything|it|this) (?:ok|okay|alright|all right)(?: (?:with|between) us)?\?|\bare (?:we|you) (?:ok|okay|good|alright|all right)\?|\bhave i (?:upset|offended|annoyed|hurt) you\b/gi,
  },
  {
    kind: 'anticipation',
    pattern:
      /\bwhat if (?:i|they|he|she|it|you|the|my|our)\b(?! (?:could|would|we)\b)|\bi keep (?:thinking|worrying|imagining|picturing)\b|\bi'?m (?:so |really |a bit |getting )?(?:scared|afraid|terrified|worried|nervous|anxious|concerned) (?:that|of|about|for)\b|\bi hope (?:she|he|they|you|it|everyone)(?:'s| is| are|'re) (?:ok|okay|alright|all right|safe|fine)\b|\bi hope (?:[a-z']+ ){1,4}(?:safely|safe and sound|in one piece)\b|\bi dread\b|\bcan'?t stop (?:worrying|thinking about)\b|\bhasn'?t (?:replied|answered|called|texted)\b|\bisn'?t picking up\b/gi,
  },
];

/** The phrases of `text` that voice worry, in text order. */
export function findWorry(text: string): Cue<WorryKind>[] {
  return findCues(text, WORRY_PATTERNS);
}
