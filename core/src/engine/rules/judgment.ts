/**
 * Judgment: a thing called dreadful ("The food was terrible", "what a horrible
 * film", "this edit is awful"). The words that judge it are also the words of
 * fear in the comments the emotion model learned from ("terrible" shares its
 * stem with "terrified"), but said of a thing they judge it; they tell no fear
 * of the writer's. The tones leave the fear the model read in them out
 * (reading/read-tone.ts); the complaint they make stays.
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of judgment a text can make: a thing said to be dreadful, or a dreadful thing named. */
export type JudgmentKind = 'predicate' | 'attribute';

/** Words that judge a thing dreadful. */
// Words of fright said of a thing ("this is scary") tell the writer's fear, and are not here.
const DREADFUL = String.raw`(?:terrible|horrible|awful|dreadful|horrific|horrendous|atrocious|abysmal|horrid)`;
/** A thing as the subject of a clause (not a person: "he was terrible to me" judges a person's act, read the same). */
const THING = String.raw`(?:it|this|that|these|those|(?:the|this|that|these|those|my|your|our|their|his|her|its) [a-z]+(?: [a-z]+)?)`;
const SEEMS = String.raw`(?:'s| is| was| were| are| looks?| looked| tastes?| tasted| sounds?| sounded| seems?| seemed| smells?| smelled| has been| have been)`;
const DEGREE = String.raw`(?: (?:so|really|very|just|absolutely|pretty|truly|quite|utterly|totally|honestly|genuinely|bloody))*`;

/** The judgment patterns, one per kind. */
export const JUDGMENT_PATTERNS: readonly CuePattern<JudgmentKind>[] = [
  { kind: 'predicate', pattern: new RegExp(String.raw`\b${THING}${SEEMS}${DEGREE} ${DREADFUL}\b`, 'gi') },
  {
    kind: 'attribute',
    pattern: new RegExp(String.raw`\b(?:a|an|the|what a|such a|such)${DEGREE} ${DREADFUL} [a-z]+`, 'gi'),
  },
];

/** The phrases of `text` that judge a thing dreadful, in text order. */
export function findJudgments(text: string): Cue<JudgmentKind>[] {
  return findCues(text, JUDGMENT_PATTERNS);
}
