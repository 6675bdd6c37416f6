import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TONES, tonesOfFamily } from '@tonelens/core';
import { AnalysisScreen } from './analysis-screen';
import { toneOf } from './tone-of';
import type { AnalysisResults } from './types';
import { withApi, type ScreenApi } from './test-api';
import { freshPerson } from '../pages/test-person';
// Parts the screen loads on demand, loaded with this file: no such import may still be in flight when a test ends.
import './frequency-chart';
import './framed-modal';
import './audio/audio-tool-dialog';
import './audio/audio-viewer';

let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('one-voice');
});
beforeEach(() => api.reset());

/** Sentences said only of a text that reads well: never on a result whose tone is tense. */
const PRAISE =
  /goodwill|warm and settled|land the way you hope|the tone is steady|tone is balanced|close to balance|openness is a strength/i;
/** Sentences said only of a text that may land badly: never on a result whose tone is positive. */
const WARNING = new RegExp(
  `may read as (${tonesOfFamily('tense')
    .map((id) => TONES[id].adjective)
    .join('|')})|tension|weighs on you|sting`,
  'i',
);

const CASES = [
  {
    kind: 'sarcastic',
    family: 'tense',
    text: 'Oh great, another meeting that could have been an email. Thanks so much for the invite!',
  },
  {
    kind: 'hurt or accusatory',
    family: 'tense',
    text: "You didn't even ask how my interview went. I thought you'd at least call.",
  },
  {
    kind: 'warm thank-you',
    family: 'positive',
    text: 'Thank you so much for helping me move last weekend, it meant a lot.',
  },
  { kind: 'plain note', family: 'steady', text: 'The meeting is at 3pm in room 204. Please bring the report.' },
] as const;

/** Analyses `text` in full mode through the real app and answers the result card's text and the result. */
async function resultOf(text: string): Promise<{ card: string; result: AnalysisResults }> {
  const results: AnalysisResults[] = [];
  const { unmount } = render(withApi(api, <AnalysisScreen onResults={(r) => results.push(r)} />));
  const input = screen.getByTestId('analysis-input') as HTMLTextAreaElement;
  fireEvent.click(screen.getByRole('button', { name: /^full$/i }));
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
  await waitFor(() => expect(results).toHaveLength(1), { timeout: 10_000 });
  const card = (await screen.findByTestId('analysis-feedback')).textContent ?? '';
  unmount();
  return { card, result: results[0]! };
}

describe('one reading, one voice on the result card', () => {
  it.each(CASES)('tells the $kind text in the family of its own tone, and names it', async ({ text, family }) => {
    const { card, result } = await resultOf(text);
    const tone = toneOf(result.inputText, result.toneLens);
    expect(tone.name.family).toBe(family);
    expect(card).toContain(`may read as ${TONES[tone.name.id].adjective}`);
    if (family === 'tense') {
      expect(card).not.toMatch(PRAISE);
      expect(card).not.toContain('No word in the text');
      expect(card).not.toMatch(/Sentiment\s*Positive/);
    } else {
      expect(card).not.toMatch(WARNING);
    }
    if (family === 'positive') expect(card).toContain('There is real goodwill here');
    else expect(card).not.toMatch(/goodwill|warm and settled/i);
  });
});
