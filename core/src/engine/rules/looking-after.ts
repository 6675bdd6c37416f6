/**
 * Looking after the reader: asking after their wellbeing or urging them to
 * look after themselves ("Have you eaten today?", "are you ok?", "how are you
 * holding up?", "don't skip lunch", "get some rest", "take care of
 * yourself"). It is care for the reader, not curiosity about a fact nor fear
 * of one's own: the emotion model, reading the question mark, takes "have you
 * eaten?" for curiosity, and asking whether the reader is all right is not
 * the worry of asking to be reassured ("are we ok?", rules/worry.ts), which is
 * about the writer. Two kinds:
 * - asking-after: a question about the reader's body, rest or state;
 * - self-care: urging the reader to rest, eat, go easy or keep safe.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of looking after the reader. */
export type LookingAfterKind = 'asking-after' | 'self-care';

const YOU = String.raw`(?:you|u)`;
const OKAY = String.raw`(?:ok|okay|alright|all right)`;
const MEAL = String.raw`(?:breakfast|lunch|dinner|meals?|a meal)`;

/** The patterns of looking after the reader, one family per kind. */
export const LOOKING_AFTER_PATTERNS: readonly CuePattern<LookingAfterKind>[] = [
  {
    kind: 'asking-after',
    pattern: new RegExp(
      String.raw`\b(?:have|did) ${YOU} (?:eaten|eat|slept|sleep|had (?:any|some)thing to eat|got(?:ten)? (?:any|some) (?:rest|sleep))\b` +
        String.raw`|\bare ${YOU} (?:eating|sleeping|resting|drinking enough)\b` +
        String.raw`|\bare ${YOU} (?:feeling )?(?:${OKAY}|doing ${OKAY}|feeling better)\b` +
        String.raw`|\bhow are ${YOU} (?:holding up|feeling|coping|doing)\b` +
        String.raw`|\bdid ${YOU} get home (?:${OKAY}|safe(?:ly)?)\b`,
      'gi',
    ),
  },
  {
    kind: 'self-care',
    pattern: new RegExp(
      String.raw`\b(?:don't|do not|dont) (?:skip|miss) ${MEAL}\b` +
        String.raw`|\b(?:get|have) (?:some|a good) (?:rest|sleep|night's sleep)\b` +
        String.raw`|\b(?:drink|have) (?:some|plenty of|enough) water\b` +
        String.raw`|\b(?:take (?:good )?care of|look after|be (?:gentle|kind) (?:with|to)) yourself\b` +
        String.raw`|\b(?:don't|do not|dont) (?:work too (?:hard|late)|overdo it|push yourself too hard)\b` +
        String.raw`|\bget home safe(?:ly)?\b|\bwrap up warm\b|\btake it easy\b|\brest up\b`,
      'gi',
    ),
  },
];

/** The phrases of `text` that look after the reader, in text order. */
export function findLookingAfter(text: string): Cue<LookingAfterKind>[] {
  return findCues(text, LOOKING_AFTER_PATTERNS);
}
