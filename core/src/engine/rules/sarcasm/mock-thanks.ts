import { valenceOf } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyGood, anyMishap, anyOf, badNews, breakAfter, clauseAfter, isGerund, sentenceEnd } from './helpers';
import { is, ROLE_THANKS } from './roles';
import { BAD, CONTRAST, NUISANCES } from './tables';

/**
 * Thanks for a harm ("thanks for ruining my weekend"), "gee/wow, thanks" for nothing good, or
 * emphatic thanks before a mishap ("Thanks a lot, now I'm late").
 */
export const mockThanks: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!is(words[i]!, ROLE_THANKS)) continue;
    const end = sentenceEnd(words, i);
    let k = i + 1;
    if (words[i]!.norm === 'thank' && words[k]?.norm === 'you') k++;
    if (k < end && (words[k]!.norm === 'a' || words[k]!.norm === 'so') && k + 1 < end) k += 2;
    const mocking = i > 0 && (words[i - 1]!.norm === 'gee' || words[i - 1]!.norm === 'wow') && !words[i]!.first;
    const start = mocking ? i - 1 : i;
    if (k < end && words[k]!.norm === 'for' && k + 1 < end) {
      const deed = words[k + 1]!;
      // The deed thanked for is itself a harm ("ruining", "ignoring", "forgetting").
      const harm = isGerund(deed.norm) && (valenceOf(deed) <= BAD || NUISANCES.has(deed.norm));
      if (harm || (mocking && badNews(words, k + 1, end)))
        found.push(cue('mockThanks', text, words[start]!.start, words[end - 1]!.end));
    } else if (mocking && (k >= end || breakAfter(text, words[k - 1]!.end))) {
      // "Gee, thanks." alone is mock thanks; "Wow, thanks!" only when bad news follows.
      const [from, to] = clauseAfter(words, k - 1);
      const alone = from === to && words[start]!.norm === 'gee';
      if (alone || (from < to && badNews(words, from, to)))
        found.push(cue('mockThanks', text, words[start]!.start, words[k - 1]!.end));
    } else if (k > i + 2 && breakAfter(text, words[k - 1]!.end) && k < end) {
      // "Thanks a lot, now I have to redo it": emphatic thanks, then a mishap, no apology or "but".
      if (!anyOf(words, k, end, CONTRAST) && !anyGood(words, k, end) && anyMishap(words, k, end))
        found.push(cue('mockThanks', text, words[i]!.start, words[k - 1]!.end));
    }
  }
  return found;
};
