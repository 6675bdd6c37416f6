/**
 * Elation: delight people shout rather than name. Two kinds:
 * - idiom: the stock phrases of joy ("over the moon", "on cloud nine", "can't
 *   wait", "best day ever", "still buzzing", "so excited", "I'm thrilled");
 * - news: good news announced with a shout: a sentence of good news ending in
 *   "!" ("we got the house!", "I passed!", "she said yes!"), or "I can't
 *   believe it!" after one.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of elation a text can voice. */
export type ElationKind = 'idiom' | 'news';

/** The elation patterns, one family per kind. */
export const ELATION_PATTERNS: readonly CuePattern<ElationKind>[] = [
  {
    kind: 'idiom',
    pattern: new RegExp(
      String.raw`\bover the moon\b|\bon cloud nine\b|\bon top of the world\b|\bcan'?t wait (?:to|for|till|until)\b|\bbest (?:day|news|night|weekend) ever\b` +
        String.raw`|\b(?:still )?buzzing\b|\bi(?:'m| am) (?:so |really |absolutely |just )?(?:thrilled|stoked|ecstatic|elated|pumped|psyched)\b` +
        String.raw`|\b(?:so|soo+|super|really) (?:excited|happy|pumped|hyped)\b|\bdream come true\b|\bjumping for joy\b|\bwoo+h?o+\b|\byay+\b`,
      'gi',
    ),
  },
  {
    kind: 'news',
    pattern: new RegExp(
      String.raw`\b(?:we|i|she|he|they)(?:'ve| have)? (?:got|get|won|passed|made it|did it|nailed it|got in|got engaged|got married|said yes)\b[^.!?\n]{0,40}!` +
        String.raw`|\bi (?:can't|cannot|still can't) believe (?:it|this|we did it|i did it)!`,
      'gi',
    ),
  },
];

/** The phrases of `text` that voice elation, in text order. */
export function findElation(text: string): Cue<ElationKind>[] {
  return findCues(text, ELATION_PATTERNS);
}
