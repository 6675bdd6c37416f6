import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { is, ROLE_SURE } from './roles';
import { SURE } from './tables';

/** "Sure, because…": agreement that mocks the reason it gives. */
export const sureBecause: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    if (!words[i]!.first || !is(words[i]!, ROLE_SURE)) continue;
    let k = i + 1;
    if ((words[i]!.norm === 'oh' || words[i]!.norm === 'yeah') && SURE.has(words[k]!.norm)) k++;
    const because = words[k];
    // "Yeah, because of you we made it" gives a reason; "Yeah, because that worked" mocks one.
    if (
      because &&
      because.sentence === words[i]!.sentence &&
      (because.norm === 'because' || because.norm === 'cause') &&
      words[k + 1]?.norm !== 'of'
    )
      found.push(cue('sureBecause', text, words[i]!.start, because.end));
  }
  return found;
};
