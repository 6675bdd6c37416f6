import { valenceOf } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyNuisance, badNews, sentenceEnd, sentenceStart } from './helpers';
import { is, ROLE_CLEARLY, ROLE_PLAIN_PRAISE } from './roles';
import { GOOD } from './tables';

/** "Clearly"/"obviously" + praise beside a complaint: "…then it dies. Obviously a quality purchase." */
export const clearlyPraise: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i]!, ROLE_CLEARLY)) continue;
    const end = sentenceEnd(words, i);
    for (let k = i + 1; k < Math.min(end, i + 6); k++) {
      if (!is(words[k]!, ROLE_PLAIN_PRAISE) && valenceOf(words[k]!) < GOOD) continue;
      // The complaint sits in this sentence before "clearly", or in the one before it.
      const from = words[i]!.first ? (i > 0 ? sentenceStart(words, i - 1) : i) : sentenceStart(words, i);
      if (anyNuisance(words, from, i) || badNews(words, k + 1, end))
        found.push(cue('clearlyPraise', text, words[i]!.start, words[k]!.end));
      break;
    }
  }
  return found;
};
