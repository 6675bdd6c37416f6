import { type RuleWord } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyGood, anyOf, badNews, breakAfter, clauseAfter, sentenceEnd } from './helpers';
import { is, ROLE_INTERJECTION, ROLE_PHRASE_OPENER } from './roles';
import { CONTRAST, DETERMINERS, LEAD_INS, OH_INTERJECTIONS } from './tables';

const PEOPLE_WORDS = new Set(['you', 'your', 'we', 'us', 'i', 'me', 'everyone', 'everybody', 'all', 'guys', 'team']);

/** Index of the last word of a praise phrase of two to five words closed by a break, from word i; −1 if none. */
function praisePhraseEnd(text: string, words: readonly RuleWord[], i: number): number {
  const end = sentenceEnd(words, i);
  for (let last = i + 1; last < Math.min(i + 5, end); last++) {
    // "Great start to the week," names an object; "Great to see you," greets a person.
    const norm = words[last]!.norm;
    if (PEOPLE_WORDS.has(norm) && !(last === i + 1 && norm === 'me')) return -1;
    if (norm === 'to' && !DETERMINERS.has(words[last + 1]?.norm ?? '')) return -1;
    if (!breakAfter(text, words[last]!.end)) continue;
    const opener = words[i]!.norm;
    if (opener === 'best' && words[last]!.norm !== 'ever') return -1;
    if ((opener === 'lucky' || opener === 'top') && words[i + 1]!.norm !== (opener === 'top' ? 'notch' : 'me'))
      return -1;
    return last;
  }
  return -1;
}

/**
 * A praise word thrown at the start of a sentence, alone or naming its object ("Great battery
 * life,", "Best airline ever,"), then a nuisance and nothing good.
 */
export const mockInterjection: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (is(w, ROLE_PHRASE_OPENER) && w.first) {
      const last = praisePhraseEnd(text, words, i);
      const [from, to] = last < 0 ? [0, 0] : clauseAfter(words, last);
      if (from < to && !anyOf(words, from, to, CONTRAST) && badNews(words, from, to))
        found.push(cue('mockInterjection', text, w.start, words[last]!.end));
      continue;
    }
    if (!is(w, ROLE_INTERJECTION) && !(OH_INTERJECTIONS.has(w.norm) && words[i - 1]?.norm === 'oh')) continue;
    let lead = i;
    while (lead > 0 && !words[lead]!.first && LEAD_INS.has(words[lead - 1]!.norm) && i - lead < 2) lead--;
    if (!words[lead]!.first) continue;
    const next = words[i + 1];
    const sameSentence = next !== undefined && next.sentence === w.sentence;
    let mock = false;
    if (sameSentence && (next.norm === 'another' || next.norm === 'more' || next.norm === 'again')) {
      mock = !anyGood(words, i + 2, sentenceEnd(words, i));
    } else if (breakAfter(text, w.end)) {
      const [from, to] = clauseAfter(words, i);
      // Alone ("Oh great." as the whole reply) it is mock praise only after "oh" or "just".
      mock = from === to ? words[i - 1]?.norm === 'oh' || words[i - 1]?.norm === 'just' : badNews(words, from, to);
    } else if (words[lead]!.first) {
      // A praise word naming its object: "Great battery life, it died in an hour."
      const last = praisePhraseEnd(text, words, i);
      if (last >= 0) {
        const [from, to] = clauseAfter(words, last);
        if (from < to && !anyOf(words, from, to, CONTRAST) && badNews(words, from, to)) {
          found.push(cue('mockInterjection', text, words[lead]!.start, words[last]!.end));
          continue;
        }
      }
    }
    if (mock) found.push(cue('mockInterjection', text, words[lead]!.start, w.end));
  }
  return found;
};
