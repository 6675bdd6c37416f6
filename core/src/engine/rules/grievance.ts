/**
 * Grievance questions: a "why" or "how" that asks nothing but complains. They read as
 * frustration or reproach, never as curiosity:
 * - always: a burden that always falls on the writer or never changes ("why does it always…",
 *   "why does my laptop always…", "why do I always have to…", "why is it always me", "why can't anyone…", "why does nobody…");
 * - too-much: the little that was asked for ("how hard is it to…", "is it too much to ask",
 *   "would it kill you to…", "what does it take to…").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of grievance question a text can carry. */
export type GrievanceKind = 'always' | 'too-much';

const ALWAYS = String.raw`(?:always|never|constantly|every time)`;
const NOBODY = String.raw`(?:anyone|anybody|nobody|no one|people|everyone|everybody)`;

/** The grievance patterns. */
export const GRIEVANCE_PATTERNS: readonly CuePattern<GrievanceKind>[] = [
  {
    kind: 'always',
    pattern: new RegExp(
      String.raw`\bwhy (?:does|do|did|is|are|must|should|has|have) (?:it|this|that|i|we|everything|things|(?:my|our) \w+) (?:\w+ )?${ALWAYS}\b` +
        String.raw`|\bwhy (?:is|was) it always\b` +
        String.raw`|\bwhy (?:must|should|do|does) (?:i|we) (?:always |always have to |have to |need to )?(?:be the one|do everything|clean up|pick up)\b` +
        String.raw`|\bwhy (?:can't|won't|doesn't|don't|does|do|will) (?:${NOBODY}) (?:ever )?\w+` +
        String.raw`|\bwhy (?:does|do) (?:nobody|no one) \w+`,
      'gi',
    ),
  },
  {
    kind: 'too-much',
    pattern:
      /\bhow hard (?:is|can|could) it (?:be )?(?:to\b)?|\bis it (?:too|so) much to ask\b|\bwould it kill (?:you|u|them|him|her) to\b|\bwhat does it take to\b/gi,
  },
];

/** The phrases of `text` that complain in the form of a question, in text order. */
export function findGrievance(text: string): Cue<GrievanceKind>[] {
  return findCues(text, GRIEVANCE_PATTERNS);
}
