import { type RuleWord, valenceOf } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { is, ROLE_QUOTABLE } from './roles';

/** Quotation marks, as code units: ' " ‘ “ opening, ' " ’ ” closing. */
const OPEN_QUOTES = [39, 34, 0x2018, 0x201c];
const CLOSE_QUOTES = [39, 34, 0x2019, 0x201d];
const REPORTING = new Set([
  'said',
  'says',
  'say',
  'called',
  'word',
  'titled',
  'named',
  'wrote',
  'labelled',
  'labeled',
  'marked',
]);

/** Words that aim a quoted praise word at someone: the reader, or the thanks it mocks. */
const AIMED = new Set(['you', 'your', "you're", 'yours', 'u', 'ur', 'thanks', 'thank']);

/**
 * True when the sentence of quoted words `first`..`last` aims them at someone or sets them beside
 * something bad (a word rated −1 or lower): irony needs a target. Without one, quotes report what
 * was said ("Mother: Lohan is doing 'great' in rehab") or mark a term.
 */
function aimed(words: readonly RuleWord[], first: number, last: number): boolean {
  let from = first;
  while (from > 0 && !words[from]!.first) from--;
  const end = words[first]!.sentenceEnd;
  for (let k = from; k < end; k++) {
    if (k >= first && k <= last) continue;
    if (AIMED.has(words[k]!.norm) || valenceOf(words[k]!) <= -1) return true;
  }
  return false;
}

/**
 * Praise held at arm's length in quotes, aimed at someone or set beside something bad: your
 * "helpful" comments. A capitalised quote is a name or a title ('Friends', "Great Society"), and a
 * quote that is the whole sentence is a quotation.
 */
export const scareQuotes: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.start === 0 || !OPEN_QUOTES.includes(text.charCodeAt(w.start - 1))) continue;
    if (w.start >= 2 && /[\p{L}\p{N}]/u.test(text[w.start - 2]!)) continue;
    if (i > 0 && REPORTING.has(words[i - 1]!.norm)) continue;
    if (/\p{Lu}/u.test(text[w.start]!)) continue;
    // One or two quoted words.
    for (let last = i; last < Math.min(i + 2, words.length); last++) {
      if (!CLOSE_QUOTES.includes(text.charCodeAt(words[last]!.end))) continue;
      let praise = false;
      for (let k = i; k <= last; k++) praise ||= is(words[k]!, ROLE_QUOTABLE) || valenceOf(words[k]!) >= 1;
      const whole = words[i]!.first && words[i]!.sentenceEnd === last + 1;
      if (praise && !whole && aimed(words, i, last))
        found.push(cue('scareQuotes', text, w.start - 1, words[last]!.end + 1));
      break;
    }
  }
  return found;
};
