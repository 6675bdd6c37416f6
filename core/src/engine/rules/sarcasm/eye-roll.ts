import { wordsRead } from '../words';
import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { is, ROLE_EYE_ROLL } from './roles';

/** Eye-roll emoji and written eye rolls. */
export const eyeRoll: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  // Every eye-roll emoji is a surrogate pair led by \uD83D: without one the search is skipped.
  if (text.includes('\uD83D'))
    for (const m of text.matchAll(/[\u{1F644}\u{1F612}\u{1F643}]/gu))
      found.push(cue('eyeRoll', text, m.index, m.index + m[0].length));
  words.forEach((w, i) => {
    if (!is(w, ROLE_EYE_ROLL)) return;
    const phrase =
      w.norm === 'eyeroll' ? 1 : wordsRead(words, i, ['rolls', 'eyes']) || wordsRead(words, i, ['eye', 'roll']) ? 2 : 0;
    if (phrase > 0) found.push(cue('eyeRoll', text, w.start, words[i + phrase - 1]!.end));
  });
  return found;
};
