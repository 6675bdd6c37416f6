import { cue, type SarcasmCue, type SarcasmRule } from './cue';
import { anyPraise, sentenceStart } from './helpers';

/**
 * Irony tags: #sarcasm, #not, #irony, /s, and a "Not." taking back the praise or thanks just
 * said ("Thanks for telling me. Not.", "Best service ever NOT").
 */
export const ironyTag: SarcasmRule = ({ text, words }) => {
  const found: SarcasmCue[] = [];
  // "Not." alone as a sentence, or a shouted "NOT" closing one: only a sentence's last word.
  for (let i = words[0]?.sentenceEnd ?? 1; i <= words.length; i = words[i]?.sentenceEnd ?? words.length + 1) {
    const w = words[i - 1]!;
    if (w.norm !== 'not') continue;
    const alone = w.first;
    if (alone ? i < 2 : text.slice(w.start, w.end) !== 'NOT') continue;
    const from = alone ? sentenceStart(words, i - 2) : sentenceStart(words, i - 1);
    if (anyPraise(words, from, i - 1)) found.push(cue('ironyTag', text, w.start, w.end));
  }
  if (!text.includes('#') && !text.includes('/s')) return found;
  for (const m of text.matchAll(
    /(?<=^|[\s(])(?:#(?:sarcasm|sarcastic|not|irony|ironic|notreally)\b|\/s(?=$|[\s.!?)]))/gi,
  ))
    found.push(cue('ironyTag', text, m.index, m.index + m[0].length));
  return found;
};
