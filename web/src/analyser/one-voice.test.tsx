import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TONES, tonesOfFamily } from '@tonelens/core';
import { tone as enTone } from '../i18n/locales/en.json';
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

const HURT = "You didn't even ask how my interview went. I guess it doesn't matter.";
const SARCASTIC = 'Oh great, another meeting that could have been an email.';

/** Analyses `text` in `mode` through the real app and leaves the screen mounted; answers the result card. */
async function cardFor(text: string, mode: 'full' | 'plain' = 'full'): Promise<HTMLElement> {
  const results: AnalysisResults[] = [];
  render(withApi(api, <AnalysisScreen onResults={(r) => results.push(r)} />));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${mode}$`, 'i') }));
  fireEvent.change(screen.getByTestId('analysis-input'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
  await waitFor(() => expect(results).toHaveLength(1), { timeout: 10_000 });
  return screen.findByTestId('analysis-feedback');
}

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the result card, in the order one voice tells it', () => {
  it.each([
    { text: HURT, phrase: "You didn't even" },
    { text: SARCASTIC, phrase: 'Oh great' },
  ])('leads with the tone name read from "$text", then one sentence of what it does', async ({ text }) => {
    const card = await cardFor(text);
    const reading = toneOf(text);
    const headline = within(card).getByTestId('tone-headline');
    expect(within(headline).getByTestId('tone-name').textContent).toBe(TONES[reading.name.id].label);
    expect(headline.textContent).toContain(enTone.names[reading.name.id].meaning);
    // Nothing comes before the headline in the card's body.
    expect(card.querySelector('.tl-feedback__body')!.firstElementChild).toBe(headline);
  });

  it('highlights each driving phrase once, in the text, with what it does reachable by keyboard', async () => {
    const card = await cardFor(HURT);
    const marks = within(card).getAllByTestId('driving-phrase');
    expect(marks.map((m) => m.textContent)).toEqual(["You didn't even"]);
    const mark = marks[0]!;
    expect(mark.tabIndex).toBe(0);
    await act(async () => mark.focus());
    const tip = await screen.findByRole('tooltip');
    const names = toneOf(HURT)
      .tones.filter((t) => t.phrases.includes("You didn't even"))
      .map((t) => TONES[t.name].label.toLowerCase());
    expect(tip.textContent).toBe(`“You didn't even” — reads as ${new Intl.ListFormat('en').format(names)}`);
    expect(mark.getAttribute('aria-describedby')).toBe(tip.id);
    // Said once: the phrase is not quoted again anywhere on the card.
    expect(card.textContent).not.toContain("“You didn't even”");
  });

  it('shows the four numbers after the text, and the details after them, closed', async () => {
    const card = await cardFor(SARCASTIC);
    const text = within(card).getByTestId('highlighted-text');
    const numbers = within(card).getByTestId('axis-numbers');
    expect(before(text, numbers)).toBe(true);
    expect(numbers.querySelectorAll('dt')).toHaveLength(4);
    const details = within(card).getByTestId('result-details');
    expect(before(numbers, details)).toBe(true);
    const toggle = within(details).getByRole('button', { name: 'Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.hidden).toBe(true);
    expect(within(card).queryByRole('term', { name: /Words/ })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(within(body).getByTestId('word-count').textContent).toBe('10');
  });

  it('keeps the local headline over an OpenAI answer, and drops the sentences that contradict it', async () => {
    api.answers.set('/api/analyse/plain', {
      aiResponse: 'What a lovely, positive message! It should land well.',
      feedback: 'Consider saying plainly what bothers you about the meeting.',
      empathicResponse: 'Your warmth really comes through here.',
      aiInsights: 'The phrase “another meeting” carries the weight.',
      conversationalPrompt: 'Would you like to go deeper?',
      wordCount: 10,
      characterCount: 57,
      sentimentClassification: 'positive',
      source: 'openai',
    });
    api.answers.set('/api/analyse/enhanced', {
      warmthDetachment: 0.8,
      certaintyAmbiguity: 0.6,
      intensityRestraint: 0.5,
      conflictCoherence: 0.7,
      toneLensSummary: 'A friendly, appreciative note. The meeting is the point of it.',
      tensionDetected: false,
      conversationalResponse: 'It reads as kind.',
      echoRoomSuggestion: 'Guided reflection',
      resonanceScore: 0.7,
      resonanceLabel: 'in-tune',
      source: 'openai',
    });
    const card = await cardFor(SARCASTIC);
    expect(within(card).getByTestId('tone-name').textContent).toBe('Sarcastic');
    const said = within(card).getByTestId('feedback-sentences').textContent ?? '';
    expect(said).toContain('Consider saying plainly what bothers you about the meeting.');
    expect(said).toContain('The meeting is the point of it.');
    expect(said).toContain('The phrase “another meeting” carries the weight.');
    for (const praise of ['lovely', 'warmth', 'friendly', 'kind', 'land well'])
      expect(said.toLowerCase()).not.toContain(praise);
    expect(within(card).getByTestId('sentiment').textContent).toBe('Concerned');
  });

  it("shows, saves and judges on the reading's numbers, and keeps a model's own numbers under Details as its estimate", async () => {
    // The model leans the other way: a hurt text read as warm, settled and without tension.
    const model = {
      warmthDetachment: 0.9,
      certaintyAmbiguity: 0.85,
      intensityRestraint: 0.15,
      conflictCoherence: 0.95,
    };
    api.answers.set('/api/analyse/enhanced', {
      ...model,
      toneLensSummary: 'A warm and settled note.',
      tensionDetected: false,
      conversationalResponse: 'Ask how they are doing.',
      echoRoomSuggestion: 'Solo Echo',
      resonanceScore: 0.95,
      resonanceLabel: 'in-tune',
      source: 'openai',
    });
    const card = await cardFor(HURT);
    const reading = toneOf(HURT);
    expect(within(card).getByTestId('tone-name').textContent).toBe(TONES[reading.name.id].label);
    const two = (n: number) => n.toFixed(2);
    const shown = [...within(card).getByTestId('axis-numbers').querySelectorAll('dd')].map((d) => d.textContent);
    const local = [
      reading.axes.warmthDetachment,
      reading.axes.certaintyAmbiguity,
      reading.axes.intensityRestraint,
      reading.axes.conflictCoherence,
    ].map(two);
    expect(shown).toEqual(local);
    expect(shown).not.toEqual(Object.values(model).map(two));
    // The saved analysis carries the same numbers and verdict as the card, not the model's.
    const save = api.requests.find((r) => r.method === 'POST' && r.path === '/api/analyse')!.body as Record<
      string,
      unknown
    >;
    expect([save.warmthDetachment, save.certaintyAmbiguity, save.intensityRestraint, save.conflictCoherence]).toEqual(
      Object.values(reading.axes).map(Number),
    );
    expect(save.tensionDetected).toBe(reading.tense ? 1 : 0);
    // The model's numbers: only under Details, labelled as its estimate.
    const estimate = within(card).getByTestId('model-estimate');
    expect(estimate.closest('[hidden]')).not.toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));
    expect(estimate.closest('[hidden]')).toBeNull();
    expect(within(estimate).getByRole('heading').textContent).toBe("The model's estimate");
    expect([...estimate.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(Object.values(model).map(two));
    expect(estimate.textContent).toContain('The model read no tension in it.');
    // Nowhere else does a model number or its praise stand on the card.
    const outside = card.textContent!.replace(estimate.textContent!, '');
    for (const n of Object.values(model).map(two)) expect(outside).not.toContain(n);
    expect(outside).not.toMatch(/warm and settled/i);
  });
});
