/**
 * Low mood: sadness as people describe it without the word "sad". Two kinds:
 * - low: a heavy, flat or tearful state of the writer ("I just feel down",
 *   "I can't stop crying", "didn't want to get out of bed", "feeling empty",
 *   "heavy heart"); tears alone may be of joy, so "in tears" is not one
 * - loss: a death or parting that grief follows ("passed away", "put our dog
 *   down", "lost my dad", "the funeral", "miss her so much").
 */
import { findCues, type Cue, type CuePattern } from './cue';

/** The kinds of low mood a text can voice. */
export type LowMoodKind = 'low' | 'loss';

const KIN = String.raw`(?:mum|mom|mother|dad|father|gran|grandma|grandmother|grandad|grandpa|grandfather|nan|brother|sister|son|daughter|husband|wife|partner|friend|best friend|uncle|aunt|dog|cat|pet|baby)`;

/** The low-mood patterns, one family per kind. */
export const LOW_MOOD_PATTERNS: readonly CuePattern<LowMoodKind>[] = [
  {
    kind: 'low',
    pattern: new RegExp(
      String.raw`\bi(?:'ve| have)?(?: just| really| still| kind of| kinda| been)* (?:feel|felt|feeling|am|'m|was) (?:so |really |pretty |a bit |kind of |kinda )?(?:down|low|blue|empty|numb|hollow|hopeless|miserable|flat|defeated|lonely|alone|broken|heartbroken|devastated|crushed)(?![\w-])(?! (?:to|for|with|on|from)\b)` +
        String.raw`|\bfeeling (?:so |really |pretty |a bit )?(?:down|low|blue|empty|numb|hopeless|lonely)(?![\w-])` +
        String.raw`|\bcried (?:myself )?to sleep\b|\b(?:can't|couldn't|won't) stop crying\b|\b(?:cried|crying|sobbing|wept) (?:all|myself|my eyes|for hours|again)\b` +
        String.raw`|\b(?:didn't|don't|did not|do not) want to get out of bed\b|\b(?:can't|couldn't) get out of bed\b` +
        String.raw`|\bheavy (?:heart|hearted)\b|\b(?:grey|gray|dark|heavy) (?:and heavy|and grey|days?)\b|\bnothing (?:feels|seems) (?:worth it|right|good)\b`,
      'gi',
    ),
  },
  {
    kind: 'loss',
    pattern: new RegExp(
      String.raw`\b(?:passed away|passed on|is gone|died|lost (?:my|our|her|his) ${KIN}|put (?:our|my|the) (?:dog|cat|pet|horse) down|put (?:him|her) (?:down|to sleep))\b` +
        String.raw`|\b(?:the|his|her|my ${KIN}'s) funeral\b|\bmiss (?:him|her|them|you) (?:so much|terribly|every day)\b`,
      'gi',
    ),
  },
];

/** The phrases of `text` that voice low mood, in text order. */
export function findLowMood(text: string): Cue<LowMoodKind>[] {
  return findCues(text, LOW_MOOD_PATTERNS);
}
