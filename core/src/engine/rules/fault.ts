/**
 * Quiet complaints: a thing or a service found wanting in plain words, with no strong word of feeling
 * ("The water was cold and the pool was closed", "Cheap plastic", "won't be going back"). They read as
 * disappointment, the feeling of a let-down, not as a neutral description. Three kinds:
 * - flaw: a fault of a thing, a place or a service ("the food was cold", "parts were missing", "slow
 *   service", "cheap plastic", "a pale copy", "feels like it will break");
 * - let-down: an expectation it did not meet ("I expected more", "was just okay", "below what we hoped");
 * - no-return: the customer's verdict ("won't be going back", "would not recommend", "a waste of money").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of quiet complaint. */
export type FaultKind = 'flaw' | 'let-down' | 'no-return';

/** Words that find a thing, place or service wanting when said of it. */
const FLAWED = String.raw`(?:cold|lukewarm|slow|dirty|filthy|broken|missing|bland|stale|soggy|overpriced|faulty|damaged|confusing|flimsy|cramped|mediocre|overcooked|undercooked|tasteless|noisy|late|closed)`;
/** Nouns of things and services a review judges. */
const GOODS = String.raw`(?:plastic|service|food|staff|quality|material|materials|build|room|rooms|coffee|delivery|shipping|support|wifi|portions|meal|fabric|finish|battery|screen|sound|acting|plot|writing)`;

/** The quiet-complaint patterns, one family per kind. */
export const FAULT_PATTERNS: readonly CuePattern<FaultKind>[] = [
  {
    kind: 'flaw',
    pattern: new RegExp(
      // Said of a thing, not of the weather or a person ("it was cold", "I was late").
      String.raw`(?<!\b(?:it|i|we|you|he|she|they|everyone|everybody)\s)\b(?:was|were|is|are|arrived|came|tasted|felt|looked)\s+(?:(?:a bit|a little|very|really|so|too|quite|completely|totally|all|still)\s+)?${FLAWED}\b` +
        String.raw`|\b(?:cheap|flimsy|slow|cold|bland|stale|dirty|poor|mediocre|average|shoddy|sloppy|rude|unhelpful)\s+${GOODS}\b` +
        String.raw`|\b(?:a )?pale (?:copy|imitation|shadow)\b|\bfeels like it (?:will|would|could|might) (?:break|fall apart|snap)\b`,
      'gi',
    ),
  },
  {
    kind: 'let-down',
    pattern:
      /\bi (?:had )?expected (?:so much |much |a lot |a bit |a little )?(?:more|better)\b|\bexpected (?:so much |much )?more\b|\b(?:was|is) just (?:ok|okay|alright|average|fine)\b|\bbelow what (?:we|i) (?:had )?(?:hoped|expected)\b|\bnot (?:what|as good as) (?:i|we) (?:hoped|expected)\b/gi,
  },
  {
    kind: 'no-return',
    pattern:
      /\b(?:won't|will not|wouldn't|would not|never) (?:be )?(?:going|coming) back\b|\b(?:won't|will not|wouldn't|would not|can't|cannot) recommend\b|\b(?:a )?waste of (?:money|time)\b|\bnot worth (?:the|it)\b/gi,
  },
];

/** The quiet complaints of `text`, in text order. */
export function findFault(text: string): Cue<FaultKind>[] {
  return findCues(text, FAULT_PATTERNS);
}
