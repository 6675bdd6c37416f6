/**
 * Sympathy: "sorry" and its kin offered for someone else's trouble, not as an
 * apology ("sorry for your loss", "so sorry to hear that", "my condolences",
 * "thinking of you"). A text that offers it reads as caring, and its sorrow
 * is the trouble it answers rather than the writer's own.
 * Two kinds:
 * - condolence: sympathy for a loss or bad news ("sorry for your loss", "my
 *   deepest sympathies", "sorry about your dad");
 * - sorry-to-hear: sorrow at what the reader told ("sorry to hear", "sorry
 *   that happened to you", "that must be hard").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of sympathy a text can offer. */
export type SympathyKind = 'condolence' | 'sorry-to-hear';

/** The sympathy patterns, one family per kind. */
export const SYMPATHY_PATTERNS: readonly CuePattern<SympathyKind>[] = [
  {
    kind: 'condolence',
    pattern:
      /\bsorry (?:for|about) (?:your|the|his|her|their) (?:loss|news|troubles?|pain|(?:mum|mom|dad|father|mother|gran|grandma|grandpa|dog|cat|brother|sister|husband|wife|friend)\b)|\bmy (?:deepest |sincere |heartfelt )?(?:condolences|sympathies)\b|\bthinking of you (?:all|both|and your family)\b/gi,
  },
  {
    kind: 'sorry-to-hear',
    pattern:
      /\bsorry to (?:hear|read|learn)\b|\bsorry (?:that|this) happened to you\b|\bthat must (?:be|have been) (?:so |really )?(?:hard|awful|tough|painful|difficult|rough)\b/gi,
  },
];

/** The phrases of `text` that offer sympathy, in text order. */
export function findSympathy(text: string): Cue<SympathyKind>[] {
  return findCues(text, SYMPATHY_PATTERNS);
}
