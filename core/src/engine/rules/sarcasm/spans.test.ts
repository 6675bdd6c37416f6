import { describe, expect, it } from 'vitest';
import { detectSarcasm } from './index';

/** Sarcastic texts, with the stretch (as text) the sarcasm rides on: whole sentences, the sincere rest left out. */
const TABLE: readonly [string, string[]][] = [
  ['Oh great, another meeting. See you at ten.', ['Oh great, another meeting. ']],
  ['Had a lovely lunch with Sam. Love Mondays. 🙄', ['Love Mondays. 🙄']],
  ['Best service ever. Not.', ['Best service ever. Not.']],
  ['Thanks for coming. Best day ever. #sarcasm', ['Best day ever. #sarcasm']],
  ['The update is brilliant… now nothing loads. Anyway, lunch?', ['The update is brilliant… now nothing loads. ']],
  ['Thanks for nothing. Great job breaking the build.', ['Thanks for nothing. Great job breaking the build.']],
  [
    'Love waiting an hour for the bus. Best day ever. See you at work.',
    ['Love waiting an hour for the bus. Best day ever. '],
  ],
];

describe('ironicSpans', () => {
  it.each(TABLE)('reads "%s" as sarcastic over %j', (text, stretches) => {
    const reading = detectSarcasm(text);
    expect(reading.sarcastic).toBe(true);
    expect(reading.spans.map((s) => text.slice(s.start, s.end))).toEqual(stretches);
  });

  it('finds no stretch in sincere praise', () => {
    for (const text of ['Great job on the launch, the whole team is proud.', 'Thanks for everything, see you soon!'])
      expect(detectSarcasm(text).spans).toEqual([]);
  });
});
