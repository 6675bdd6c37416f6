/**
 * Worry: the ways people voice fear about what may happen rather than name it.
 * Four kinds:
 * - reassurance: asking the reader to say things are all right ("are you mad
 *   at me?", "did I say something wrong?", "is everything okay with us?",
 *   "are we good?");
 * - anticipation: the writer's own fear of what may come ("what if they…", "I
 *   keep thinking I'll…", "I'm scared that…", "I dread");
 * - concern: care that something may go wrong for someone or something ("I'm
 *   concerned that…", "I'm worried about Sam", "she hasn't replied");
 * - safety: hoping that someone or something comes through unharmed ("I hope
 *   she's okay", "I hope they get home safely"). Such a hope is the fear's
 *   other face, not a glad expectation: the tones read it as worry, not joy.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of worry a text can voice. */
export type WorryKind = 'reassurance' | 'anticipation' | 'concern' | 'safety';

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
      /\bwhat if (?:i|they|he|she|it|you|the|my|our)\b(?! (?:could|would|we)\b)|\bi keep (?:thinking|worrying|imagining|picturing)\b|\bi'?m (?:so |really |a bit |getting )?(?:scared|afraid|terrified|nervous|anxious) (?:that|of|about|for)\b|\bi dread\b|\bcan'?t stop (?:worrying|thinking about)\b/gi,
  },
  {
    kind: 'concern',
    pattern:
      /\b(?:i'?m|we'?re|i am|we are) (?:so |really |a bit |getting |quite |a little )?(?:worried|concerned) (?:that|about|for)\b|\bhasn'?t (?:replied|answered|called|texted)\b|\bisn'?t picking up\b/gi,
  },
  {
    kind: 'safety',
    pattern:
      /\b(?:i|we) (?:really |just |so )?(?:hope|pray) (?:that )?(?:she|he|they|you|it|everyone|everybody|my [a-z]+)(?:'s| is| are|'re| will be|'ll be) (?:ok|okay|alright|all right|safe|fine|unharmed)\b|\b(?:i|we) (?:really |just |so )?(?:hope|pray) (?:that )?(?:[a-z']+ ){1,4}(?:safely|safe and sound|in one piece|without (?:harm|injury))\b/gi,
  },
];

/** The phrases of `text` that voice worry, in text order. */
export function findWorry(text: string): Cue<WorryKind>[] {
  return findCues(text, WORRY_PATTERNS);
}
