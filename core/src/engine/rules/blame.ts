/**
 * Blame: phrases that hold the reader responsible. They make a message read as
 * accusatory, or hurt when the writer is sad rather than angry ("you didn't
 * even ask"). Four kinds, each a family of phrasings rather than single words:
 * - reminder: pointing at what was already said ("as I said before", "per my
 *   last email", "for the third time");
 * - absolute: always/never about the reader ("you always", "you never listen");
 * - fault: naming the reader as the cause ("your fault", "because of you");
 * - let-down: a duty or promise the reader failed ("you said you'd", "you
 *   didn't even", "why didn't you", "you were supposed to", "who told you"),
 *   also asked in feigned puzzlement ("I'm not sure why this wasn't done", "I
 *   don't understand why you didn't tell me"): the writer knows no reason
 *   would do, so the doubt is the reproach's manner, not their own.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of blame a text can carry. */
export type BlameKind = 'reminder' | 'absolute' | 'fault' | 'let-down';

const YOU = String.raw`(?:you|u)`;
/** Puzzlement at a reason: "I'm not sure why", "I don't understand why", "I wonder why". */
const PUZZLED_WHY = String.raw`(?:(?:i(?:['’]m| am) )?not sure|i (?:don['’]t|do not) (?:know|understand|see)|i(?:['’]m| am) (?:confused|puzzled)(?: as to)?|i wonder) why`;
/**
 * A duty left undone, as the puzzled ask it: the reader's ("you didn't", "you haven't") or a task's, in the
 * passive ("this wasn't done", "the invoice hasn't been sent"). Not the writer's own ("why I didn't get the
 * job") nor a thing that merely fails ("why the build isn't passing"), which is real doubt.
 */
const DUTY_UNDONE = String.raw`(?:${YOU} (?:didn['’]t|did not|haven['’]t|have not|never|weren['’]t|couldn['’]t)\b|(?!(?:i|we)\b)(?:[\w'’]+ ){1,4}?(?:wasn['’]t|weren['’]t|was not|were not|hasn['’]t been|haven['’]t been|has not been|was never|were never)(?: \w+ly)? (?:done|sent|told|given|\w+ed)\b)`;
const ORDINAL = String.raw`(?:second|third|fourth|fifth|sixth|tenth|hundredth|umpteenth|nth|last|\d+(?:st|nd|rd|th))`;

/** The blame patterns, one family per kind. */
export const BLAME_PATTERNS: readonly CuePattern<BlameKind>[] = [
  {
    kind: 'reminder',
    pattern: new RegExp(
      String.raw`\bas (?:i|we) (?:have |had )?(?:already |previously )?(?:said|stated|mentioned|told ${YOU}|explained|pointed out|noted)(?: (?:before|earlier|previously|already|above))?` +
        String.raw`|\bas (?:previously|already|clearly) (?:stated|mentioned|discussed|explained|noted|agreed)` +
        String.raw`|\bper my (?:last|previous|earlier) (?:e-?mail|message|note)` +
        String.raw`|\bi(?:'ve| have)? already (?:told|asked|said|explained|sent)\b` +
        String.raw`|\bhow many times\b` +
        String.raw`|\bfor the ${ORDINAL} time\b` +
        String.raw`|\b(?:read it|check) this time\b`,
      'gi',
    ),
  },
  {
    kind: 'absolute',
    pattern: new RegExp(
      String.raw`\b${YOU} (?:always|never|constantly|keep|won't ever)\b|\b${YOU}(?:'re| are) always\b|\bevery (?:single )?time ${YOU}\b`,
      'gi',
    ),
  },
  {
    kind: 'fault',
    pattern: new RegExp(
      String.raw`\b(?:your|ur) (?:own )?fault\b|\bbecause of ${YOU}\b|\bthanks to ${YOU}\b|\b${YOU} (?:ruined|broke|messed up|caused|screwed up)\b|\b(?:nobody|no one) (?:trusts|believes|likes) ${YOU}\b|\bthis is (?:exactly )?why\b`,
      'gi',
    ),
  },
  {
    kind: 'let-down',
    pattern: new RegExp(
      String.raw`\b${YOU} (?:said|promised|told me) ${YOU}(?:'d| would| will)\b` +
        String.raw`|\b${YOU} (?:didn't|did not|don't|haven't|never) even\b` +
        String.raw`|\b${YOU} didn't\.` +
        String.raw`|\bwhy (?:didn't|don't|haven't|won't|wouldn't|can't|did|would) ${YOU}\b` +
        String.raw`|\b${YOU} (?:should have|should've|were supposed to|forgot)\b` +
        String.raw`|\bwho told ${YOU}\b` +
        String.raw`|\b(?:clearly |was )assigned to ${YOU}\b` +
        String.raw`|\bmake sure ${YOU} actually\b` +
        String.raw`|\b(?:did|do) ${YOU} (?:even|actually) (?:read|listen|check|look)\b` +
        String.raw`|\bonly (?:call|text|write|show up|come) when ${YOU}\b` +
        String.raw`|\b${PUZZLED_WHY} ${DUTY_UNDONE}`,
      'gi',
    ),
  },
];

/** The phrases of `text` that blame the reader, in text order. */
export function findBlame(text: string): Cue<BlameKind>[] {
  return findCues(text, BLAME_PATTERNS);
}
