import { readTone, tensionReasons, TONES, tonesOfFamily } from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { createLocalAi } from './local';

const ai = createLocalAi();
const ctx = { language: 'en' as const };

/** Sentences said only of a text that reads well: never beside a tense tone. */
const PRAISE =
  /goodwill|warm and settled|land the way you hope|the tone is steady|tone is balanced|close to balance|openness is a strength|even and factual/i;
/** Sentences said only of a text that may land badly: never beside a positive or steady tone. */
const WARNING = new RegExp(
  `may read as (${tonesOfFamily('tense')
    .map((id) => TONES[id].adjective)
    .join('|')})|tension|weighs on you|edge|sting`,
  'i',
);

const CASES = [
  {
    kind: 'sarcastic',
    text: 'Oh great, another meeting that could have been an email. Thanks so much for the invite!',
  },
  { kind: 'hurt or accusatory', text: "You didn't even ask how my interview went. I thought you'd at least call." },
  { kind: 'warm thank-you', text: 'Thank you so much for helping me move last weekend, it meant a lot.' },
  { kind: 'plain note', text: 'The meeting is at 3pm in room 204. Please bring the report.' },
] as const;

/** Every sentence the local engine writes on one result: plain feedback and the four-axis reading. */
async function everythingSaidOf(text: string): Promise<{ summary: string; all: string }> {
  const plain = await ai.plainFeedback(text, ctx);
  const axes = await ai.enhanced(text, ctx);
  const all = [
    plain.aiResponse,
    plain.feedback,
    plain.empathicResponse,
    plain.aiInsights,
    axes.toneLensSummary,
    axes.conversationalResponse,
    axes.echoRoomSuggestion,
  ].join('\n');
  return { summary: `${plain.aiResponse}\n${axes.toneLensSummary}`, all };
}

describe('one reading, one voice', () => {
  it.each(CASES)('names the reading’s own tone in the summary of the $kind text', async ({ text }) => {
    const top = readTone(text).tones[0]!;
    const { summary } = await everythingSaidOf(text);
    expect(summary).toContain(`may read as ${TONES[top.name].adjective}`);
  });

  it('reads the four texts as the families the cases name', () => {
    expect(CASES.map(({ text }) => readTone(text).tones[0]!.family)).toEqual(['tense', 'tense', 'positive', 'steady']);
  });

  it.each(CASES.slice(0, 2))('never praises the $kind text, whose tone is tense', async ({ text }) => {
    const { all } = await everythingSaidOf(text);
    expect(all).not.toMatch(PRAISE);
    expect(all).not.toContain('No word in the text');
  });

  it.each(CASES.slice(0, 2))(
    'says where the $kind tone comes from, in the why line and the advice',
    async ({ text }) => {
      const plain = await ai.plainFeedback(text, ctx);
      const phrase = readTone(text).tones[0]!.phrases[0]!;
      expect(plain.aiInsights).toContain(`“${phrase}”`);
      expect(plain.feedback).toContain(`“${phrase}”`);
    },
  );

  it('praises the warm thank-you and warns of nothing', async () => {
    const { all } = await everythingSaidOf(CASES[2].text);
    expect(all).toContain('There is real goodwill here');
    expect(all).not.toMatch(WARNING);
  });

  it('neither praises nor warns of the plain note', async () => {
    const { all } = await everythingSaidOf(CASES[3].text);
    expect(all).not.toMatch(WARNING);
    expect(all).not.toMatch(/goodwill|warm and settled|land the way you hope/i);
    expect(all).toContain('may read as neutral and formal');
  });

  it('does not praise a positive tone whose axes hold the tension the verdict will name', async () => {
    const text = 'I love you guys, but this chaos is insane lol';
    const reading = readTone(text);
    expect(reading.tones[0]!.family).toBe('positive');
    expect(tensionReasons(reading.axes).length).toBeGreaterThan(0);
    const { all } = await everythingSaidOf(text);
    expect(all).not.toMatch(/goodwill|land the way you hope/i);
    expect(all).toContain('pulls the other way');
  });
});
