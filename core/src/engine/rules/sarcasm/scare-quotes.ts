import { valenceOf } from '../words';
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

/** Praise held at arm's length in quotes: your "helpful" comments. */
export const scareQuotes: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.start === 0 || !OPEN_QUOTES.includes(text.charCodeAt(w.start - 1))) continue;
    if (w.start >= 2 && /[\p{L}\p{N}]/u.test(text[w.start - 2]!)) continue;
    if (i > 0 && REPORTING.has(words[i - 1]!.norm)) continue;
    // One or two quoted words.
    for (let last = i; last < Math.min(i + 2, words.length); last++) {
      if (!CLOSE_QUOTES.includes(text.charCodeAt(words[last]!.end))) continue;
      let praise = false;
      for (let k = i; k <= last; k++) praise ||= is(words[k]!, ROLE_QUOTABLE) || valenceOf(words[k]!) >= 1;
      if (praise) found.push(cue('scareQuotes', text, w.start - 1, words[last]!.end + 1));
      break;
    }
  }
  return found;
};
