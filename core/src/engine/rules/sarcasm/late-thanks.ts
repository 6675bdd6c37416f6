import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { latenessAt, sentenceEnd } from './helpers';
import { is, ROLE_THANKS } from './roles';

/**
 * Thanks, or a sentence opened by "finally", for something late: "Thanks for calling back,
 * only two days later", "Finally, after only six hours, the technician showed up".
 */
export const lateThanks: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (!(is(w, ROLE_THANKS) || (w.norm === 'finally' && w.first))) continue;
    const end = sentenceEnd(words, i);
    // The lateness is told in the same sentence or in a short one after it ("…thanks. Two days later.").
    const to = end < words.length && sentenceEnd(words, end) - end <= 6 ? sentenceEnd(words, end) : end;
    const late = latenessAt(words, i + 1, to);
    if (late >= 0) found.push(cue('lateThanks', text, w.start, words[late]!.end));
  }
  return found;
};
