/**
 * Another's feeling: an emotion, or the sign of one, whose subject is someone
 * other than the writer. "You laughed when I told you" is the reader's
 * laughter, not the writer's joy; "I wonder if she is still angry with me" is
 * her anger, not the writer's. Two kinds:
 * - expression: someone else laughs, smiles, cries or shouts ("you laughed",
 *   "he yelled at me", "my sister cried");
 * - state: someone else is said to feel ("she is still angry", "they seemed
 *   so happy", "my boss looked annoyed").
 * The emotion model reads the words alone, as a comment's own feeling; the
 * tones discount what it read inside these phrases (reading/read-tone.ts).
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of another's feeling a text can tell. */
export type OthersKind = 'expression' | 'state';

/** Someone who is not the writer, as the subject of a clause. */
const SOMEONE = String.raw`(?:you|u|he|she|they|everyone|everybody|people|nobody|(?:my|your|his|her|their|our) [a-z]+)`;
const ADVERBS = String.raw`(?: (?:just|all|only|even|still|so|really|very|pretty|a bit|quite|clearly|visibly|actually))*`;
const EXPRESSIONS = String.raw`(?:laughed|laughs|laughing|smiled|smiles|smiling|giggled|chuckled|grinned|smirked|cheered|cried|cries|crying|sobbed|screamed|yelled|shouted|snapped|sighed|rolled (?:his|her|their|your) eyes)`;
const BE = String.raw`(?:'s|'re| is| are| was| were| seems?| seemed| looks?| looked| gets?| got| sounds?| sounded| feels?| felt)`;
const FEELINGS = String.raw`(?:angry|mad|furious|livid|upset|annoyed|irritated|cross|happy|glad|thrilled|excited|delighted|sad|heartbroken|disappointed|scared|afraid|frightened|nervous|worried|anxious|proud|jealous|embarrassed|ashamed|amused|confused|surprised|disgusted|grateful)`;

/** The patterns of another's feeling, one per kind. */
export const OTHERS_PATTERNS: readonly CuePattern<OthersKind>[] = [
  { kind: 'expression', pattern: new RegExp(String.raw`\b${SOMEONE}${ADVERBS} ${EXPRESSIONS}\b`, 'gi') },
  { kind: 'state', pattern: new RegExp(String.raw`\b${SOMEONE}${BE}${ADVERBS} ${FEELINGS}\b`, 'gi') },
];

/** The phrases of `text` that tell someone else's feeling, in text order. */
export function findOthersFeelings(text: string): Cue<OthersKind>[] {
  return findCues(text, OTHERS_PATTERNS);
}
