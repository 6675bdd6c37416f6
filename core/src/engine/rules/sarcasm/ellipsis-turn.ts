import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyGood, anyMishap, anyOf, anyPraise, ellipsisBetween, sentenceEnd, sentenceStart } from './helpers';
import { CONTRAST } from './tables';

/**
 * Praise trailing off into a complaint: praise or thanks within the five words before an
 * ellipsis, then bad news with nothing good and no "but": "The update is brilliant… now
 * nothing loads".
 */
export const ellipsisTurn: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  if (!text.includes('..') && !text.includes('…')) return found;
  for (let i = 0; i + 1 < words.length; i++) {
    if (!ellipsisBetween(text, words[i]!.end, words[i + 1]!.start)) continue;
    let praise = Math.max(sentenceStart(words, i), i - 4);
    while (praise <= i && !anyPraise(words, praise, praise + 1)) praise++;
    if (praise > i) continue;
    const start = i + 1;
    const end = sentenceEnd(words, start);
    if (anyOf(words, start, end, CONTRAST) || anyGood(words, start, end)) continue;
    // Everyday nouns ("meeting", "Monday") are no complaint after a pause: "Thanks... the meeting is at 3."
    if (anyMishap(words, start, end)) found.push(cue('ellipsisTurn', text, words[praise]!.start, words[end - 1]!.end));
  }
  return found;
};
