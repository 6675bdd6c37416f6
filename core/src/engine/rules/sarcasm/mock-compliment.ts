import { wordsRead } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import {
  anyGood,
  anyNuisance,
  anyOf,
  badNews,
  breakAfter,
  isGerund,
  isNuisance,
  latenessAt,
  sentenceEnd,
} from './helpers';
import { is, ROLE_COMPLIMENT } from './roles';
import { COMPLIMENTS_BY_FIRST_WORD, CONTRAST } from './tables';

/**
 * Words that may stand between a compliment and the deed: "Well done, you managed to delete…", and the deed
 * praised as a skill: "Five stars for the amazing skill of losing my luggage", "Great job on your rare talent
 * for missing every deadline".
 */
const BEFORE_DEED = new Set([
  ...['on', 'for', 'you', 'managed', 'to', 'really', 'totally', 'just', 'once', 'again'],
  ...['the', 'your', 'that', 'amazing', 'incredible', 'remarkable', 'impressive', 'rare', 'real', 'special'],
  ...['skill', 'skills', 'talent', 'art', 'knack', 'gift', 'ability', 'of'],
]);

/**
 * Praise of the reader for a failure: "Great job breaking the build", "Five stars for losing
 * my luggage", "Nice of you to finally show up", "Nice of you to reply three weeks later".
 */
export const mockCompliment: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i]!, ROLE_COMPLIMENT)) continue;
    for (const { words: lead } of COMPLIMENTS_BY_FIRST_WORD.get(words[i]!.norm) ?? []) {
      if (!wordsRead(words, i, lead)) continue;
      const end = sentenceEnd(words, i);
      let k = i + lead.length;
      while (k < end && BEFORE_DEED.has(words[k]!.norm)) k++;
      if (k >= end) continue;
      const byVerb = lead[lead.length - 1] === 'to';
      const deed = words[k]!;
      // The deed is itself a harm, or (for "nice of you to…") it came at last or late.
      const mock =
        isNuisance(words, k) ||
        (byVerb && (deed.norm === 'finally' || latenessAt(words, k, end) >= 0)) ||
        (isGerund(deed.norm) && !anyGood(words, k, end) && anyNuisance(words, k, Math.min(end, k + 2)));
      if (mock) {
        found.push(cue('mockCompliment', text, words[i]!.start, deed.end));
        continue;
      }
      // "Well done, team, we missed the deadline", "Five stars for the driver who threw my parcel":
      // the clause after a compliment, or a review's whole object, is bad news.
      const leadEnd = words[i + lead.length - 1]!.end;
      if (
        (breakAfter(text, leadEnd) || lead[lead.length - 1] === 'for') &&
        !anyOf(words, k, end, CONTRAST) &&
        badNews(words, k, end)
      )
        found.push(cue('mockCompliment', text, words[i]!.start, leadEnd));
    }
  }
  return found;
};
