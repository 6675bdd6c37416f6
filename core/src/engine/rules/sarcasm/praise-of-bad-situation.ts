import { wordsRead } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyGood, badNews, isGerund, sentenceStart } from './helpers';
import { is, ROLE_LOVE, ROLE_PRAISE_LEAD } from './roles';
import { DETERMINERS, NUISANCES, PRAISE_LEADS_BY_FIRST_WORD } from './tables';
import { findOthersFeelings } from '../others';

const CLAUSE_OPENERS = new Set(['how', 'when', 'that']);
const RELATIVES = new Set(['that', 'who', 'which', 'when']);

/**
 * A positive evaluation whose object is an annoying situation. Someone else's gladness ("They seemed so happy
 * together, and I went home alone", rules/others.ts) is told, not praised: it mocks nothing.
 */
export const praiseOfBadSituation: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  let theirs: ReturnType<typeof findOthersFeelings> | undefined;
  const othersFeel = (at: number) => (theirs ??= findOthersFeelings(text)).some((c) => at >= c.start && at < c.end);
  const add = (i: number, to: number) =>
    found.push(cue('praiseOfBadSituation', text, words[i]!.start, words[to - 1]!.end));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const end = w.sentenceEnd;
    if (!is(w, ROLE_LOVE | ROLE_PRAISE_LEAD) || othersFeel(w.start)) continue;
    if (is(w, ROLE_LOVE) && i + 1 < end) {
      let k = i + 1;
      if (words[k]!.norm === 'it' && words[k + 1]?.norm === 'when' && k + 1 < end) k++;
      const next = words[k]!.norm;
      if (isGerund(next)) {
        // "love waiting an hour", "love being ignored": the gerund's own clause.
        const to = Math.min(end, k + 12);
        if (badNews(words, k, to)) add(i, to);
      } else if (CLAUSE_OPENERS.has(next)) {
        if (badNews(words, k + 1, end)) add(i, end);
      } else {
        // "Gotta love Monday mornings": a nuisance as the direct object.
        const object = DETERMINERS.has(next) ? k + 1 : k;
        if (object < end && NUISANCES.has(words[object]!.norm)) add(i, object + 1);
        // "Gotta love printers that jam every time": what the object does is bad news.
        else
          for (let r = object + 1; r < Math.min(end, object + 3); r++) {
            if (!RELATIVES.has(words[r]!.norm)) continue;
            if (badNews(words, r + 1, end)) add(i, end);
            break;
          }
      }
      continue;
    }
    for (const { words: lead } of PRAISE_LEADS_BY_FIRST_WORD.get(w.norm) ?? []) {
      if (!wordsRead(words, i, lead)) continue;
      const from = i + lead.length;
      if (from < end && badNews(words, from, end)) add(i, end);
      // Closing its own short sentence ("Just what I needed today."), it praises the sentence before.
      else if (w.first && i > 0 && end - from <= (lead.includes('way') ? 4 : 2) && !anyGood(words, from, end)) {
        if (badNews(words, sentenceStart(words, i - 1), i)) add(i, end);
      }
    }
  }
  return found;
};
