/**
 * Felicitation: the writer is glad for the reader — congratulating them,
 * wishing them well on an occasion, saying they are happy or proud for them
 * ("Congratulations on the new job!", "so happy for you both", "wishing you
 * every happiness", "happy birthday"). The emotion model, trained on comments
 * whose raters often marked "congrats" as gratitude, reads thanks there; a
 * congratulation thanks no one: it is warmth toward the reader
 * (reading/read-tone.ts).
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of felicitation: a congratulation, or a good wish for the reader's occasion. */
export type FelicitationKind = 'congratulation' | 'wish';

/** The felicitation patterns, one per kind. */
export const FELICITATION_PATTERNS: readonly CuePattern<FelicitationKind>[] = [
  {
    kind: 'congratulation',
    pattern:
      /\b(?:many |huge |big |warm(?:est)? |hearty |heartfelt )?congrat(?:s|ulations|ulation)\b|\b(?:so |really |very |truly )?(?:happy|glad|thrilled|delighted|proud) for (?:you both|you two|you all|both of you|the two of you|you|u)\b|\b(?:so |really |very )?proud of (?:you|u)\b/gi,
  },
  {
    kind: 'wish',
    pattern:
      /\bwishing you\b|\b(?:i |we )?wish you (?:every|all the|a (?:very )?(?:happy|merry|wonderful|lovely|great|speedy|quick)|lots of|the (?:very )?best|well)\b|\bhappy (?:birthday|anniversary|holidays|new year)\b|\bmerry christmas\b|\bbest wishes\b|\bget well soon\b/gi,
  },
];

/** The phrases of `text` that are glad for the reader, in text order. */
export function findFelicitations(text: string): Cue<FelicitationKind>[] {
  return findCues(text, FELICITATION_PATTERNS);
}
