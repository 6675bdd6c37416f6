/**
 * Resignation: giving in to being let down again, said quietly ("Sure, whatever works for you. I will
 * just wait again."). No word of it is strong; the hurt is in the giving up. Three kinds:
 * - again: the writer will put up with the same thing once more ("I'll just wait again", "I guess I'll
 *   eat alone again");
 * - myself: help given up on ("I'll just do it myself", "never mind, I'll sort it out", "don't worry
 *   about me");
 * - used-to: the let-down taken as the way of things ("I'm used to it", "story of my life", "what else
 *   is new", "it doesn't matter anyway", "why do I even bother").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of resignation a text can voice. */
export type ResignationKind = 'again' | 'myself' | 'used-to';

/** "I'll just", "I guess I'll": the giving in is in the "just" or the "guess". */
const I_JUST = String.raw`\b(?:i(?:'ll|’ll| will| can) just|i (?:guess|suppose) i(?:'ll|’ll| will)(?: just)?)`;
/** The end of a clause. */
const END = String.raw`(?=\s*(?:[.!?…,;]|$))`;

/** The resignation patterns, one family per kind. */
export const RESIGNATION_PATTERNS: readonly CuePattern<ResignationKind>[] = [
  {
    kind: 'again',
    pattern: new RegExp(String.raw`${I_JUST} (?:\w+ ){1,4}?again${END}`, 'gim'),
  },
  {
    kind: 'myself',
    pattern: new RegExp(
      String.raw`${I_JUST} (?:do|sort|fix|figure|handle|deal with|work) (?:it|this|that|everything)?\s*(?:out )?(?:myself|on my own)${END}` +
        String.raw`|\bnever ?mind,? i(?:'ll|’ll| will)\b|\bdon't worry about me\b|\bdon’t worry about me\b`,
      'gi',
    ),
  },
  {
    kind: 'used-to',
    pattern:
      /\bi(?:'m|’m| am) used to it\b|\bstory of my life\b|\bwhat else is new\b|\b(?:it )?doesn(?:'|’)t matter anyway\b|\bwhy do i even bother\b/gi,
  },
];

/** The phrases of `text` that give in to being let down, in text order. */
export function findResignation(text: string): Cue<ResignationKind>[] {
  return findCues(text, RESIGNATION_PATTERNS);
}
