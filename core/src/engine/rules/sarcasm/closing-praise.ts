import { type RuleWord, valenceOf } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyOf, badNews, breakAfter, COMMA, hasChar, sentenceStart } from './helpers';
import { is, ROLE_FILLER, ROLE_INTERJECTION, ROLE_MANNER } from './roles';
import { CONTRAST, GOOD, LEAD_INS, MOCK_SURPRISE, WISHES } from './tables';

/** True when words[from, to) is bare praise: one to four words, each a filler or praise, one at least praise. */
export function barePraise(words: readonly RuleWord[], from: number, to: number): boolean {
  if (to - from < 1 || to - from > 4) return false;
  let praise = false;
  for (let k = from; k < to; k++) {
    const w = words[k]!;
    if (WISHES.has(w.norm)) return false;
    if (is(w, ROLE_INTERJECTION | ROLE_MANNER) || valenceOf(w) >= GOOD || MOCK_SURPRISE.has(w.norm)) praise = true;
    else if (!is(w, ROLE_FILLER)) return false;
  }
  return praise;
}

/**
 * A short sentence, or the last clause after a comma, of bare praise right after bad news with
 * nothing good and no apology or "but": "My phone died. Best day ever.", "Late again, just wonderful."
 */
export const closingPraise: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const end = w.sentenceEnd;
    // Only the last four words of a sentence may close it.
    if (end - i > 4) {
      i = end - 5;
      continue;
    }
    if (!w.first && !hasChar(text, words[i - 1]!.end, w.start, COMMA)) continue;
    if (!barePraise(words, i, end) || hasChar(text, w.start, words[end - 1]!.end, COMMA)) continue;
    // Where the bad news must be: the sentence before, or this sentence before the comma.
    let from = w.first ? sentenceStart(words, i - 1) : sentenceStart(words, i);
    // An opening "Oh good," or "Wow," is part of the act, not good news: "Oh good, it's raining. Perfect."
    for (let k = from; k < Math.min(i - 1, from + 2); k++) {
      if (!breakAfter(text, words[k]!.end)) continue;
      let act = true;
      for (let o = from; o <= k; o++) act &&= LEAD_INS.has(words[o]!.norm) || valenceOf(words[o]!) >= GOOD;
      if (act) from = k + 1;
      break;
    }
    if (anyOf(words, from, i, CONTRAST) || !badNews(words, from, i)) continue;
    found.push(cue('closingPraise', text, w.start, words[end - 1]!.end));
    i = end - 1;
  }
  return found;
};
