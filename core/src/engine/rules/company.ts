/**
 * Glad of the reader's company: the writer says it was good to meet, see or
 * talk with the reader, or that they enjoyed their time together ("It was
 * lovely to meet you", "I really enjoyed our chat", "loved seeing you", "can't
 * wait to see you"). The emotion model reads the joy of "enjoyed" as the
 * writer's own gladness about a thing; said of time with the reader it is
 * warmth toward them (reading/read-tone.ts), as a congratulation is
 * (rules/felicitation.ts). "I enjoyed the film" is joy, not this, and a hope told
 * as past ("I was looking forward to seeing you") is a let-down.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of gladness of the reader's company: at a meeting past or to come, or at time spent together. */
export type CompanyKind = 'meeting' | 'time-together';

const YOU = String.raw`(?:you all|you both|you two|you|u|everyone)`;
const DEGREE = String.raw`(?:(?:so|really|very|truly|such)\s+)?`;
const GLAD = String.raw`(?:lovely|nice|great|good|wonderful|fantastic|brilliant|amazing|fun|a pleasure|a joy|a treat|so good)`;
const MEET = String.raw`(?:meet(?:ing)?|see(?:ing)?|catch(?:ing)? up with|talk(?:ing)? (?:to|with)|chat(?:ting)? (?:to|with)|hear(?:ing)? from|spend(?:ing)? time with|hang(?:ing)? out with|work(?:ing)? with)`;
const TOGETHER = String.raw`(?:chat|talk|call|conversation|company|visit|time together|catch-up|catch up|evening together|day together)`;

/** The patterns of gladness of the reader's company, one family per kind. */
export const COMPANY_PATTERNS: readonly CuePattern<CompanyKind>[] = [
  {
    kind: 'meeting',
    pattern: new RegExp(
      String.raw`\b${DEGREE}${GLAD} (?:to )?${MEET} ${YOU}\b` +
        String.raw`|\b(?:i |we )?${DEGREE}(?:loved|love|enjoyed|enjoy) ${MEET} ${YOU}\b` +
        String.raw`|\b(?:can't|cannot|can not) wait to ${MEET} ${YOU}\b` +
        // Not a hope told as past, which fell through ("I was really looking forward to seeing you. Shame…").
        String.raw`|(?<!\b(?:was|were|been) (?:really |so |very )?)\blooking forward to ${MEET} ${YOU}\b`,
      'gi',
    ),
  },
  {
    kind: 'time-together',
    pattern: new RegExp(String.raw`\b(?:i |we )?${DEGREE}(?:loved|enjoyed) (?:our|your) ${TOGETHER}\b`, 'gi'),
  },
];

/** The phrases of `text` glad of the reader's company, in text order. */
export function findCompany(text: string): Cue<CompanyKind>[] {
  return findCues(text, COMPANY_PATTERNS);
}
