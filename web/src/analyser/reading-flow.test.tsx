import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  MESSAGES,
  OVERLAY_SHOW_DELAY_MS,
  REFLECTION_PROMPT_DELAY_MS,
  neutralAxes,
  quoted,
  readsTense,
  tensionReasons,
  toneName,
  type AxisScores,
} from '@tonelens/core';
import { AnalysisFeedbackCard } from './feedback-card';
import { TENSE_SENTENCE_CHARS, TENSE_SENTENCES_SHOWN, TenseSentences, sentencesOf } from './tense-sentences';
import { AnalysisScreen } from './analysis-screen';
import { AnalyserWorkspace } from './workspace';
import { toneOf, type ToneView } from './tone-of';
import type { AnalysisResults } from './types';
import { withApi, type ScreenApi } from './test-api';
import { freshPerson } from '../pages/test-person';
// Parts the screen loads on demand, loaded with this file: no such import may still be in flight when a test ends.
import './frequency-chart';
import './framed-modal';
import './audio/audio-tool-dialog';
import './audio/audio-viewer';

// A person of its own: the other screen tests count this person's journal.
let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('reading');
});
beforeEach(() => api.reset());

const TEXT = 'Thank you so much for the lovely card. It made my whole week brighter.';

function renderScreen(props: Parameters<typeof AnalysisScreen>[0] = {}) {
  const results: AnalysisResults[] = [];
  render(withApi(api, <AnalysisScreen {...props} onResults={(r) => results.push(r)} />));
  return { results, input: screen.getByTestId('analysis-input') as HTMLTextAreaElement };
}

async function analyse(input: HTMLTextAreaElement, mode: string, text = TEXT) {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${mode}$`, 'i') }));
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
  // Done when the box is emptied (a saved analysis) and Analyse is back: a toast may be left from an earlier test.
  await waitFor(
    () => {
      expect(input.value).toBe('');
      expect(screen.getByRole('button', { name: 'Analyse Emotional Resonance' })).toBeTruthy();
    },
    { timeout: 10_000 },
  );
}

describe('the tone name', () => {
  it.each(['plain', 'ToneLens', 'spectral', 'full'])(
    'leads the result in %s mode, named from its reading',
    async (mode) => {
      const { results, input } = renderScreen();
      await analyse(input, mode);
      const feedback = screen.getByTestId('analysis-feedback');
      const expected = toneOf(results[0]!.inputText, results[0]!.toneLens).name;
      const headline = within(feedback).getByTestId('tone-headline');
      expect(within(headline).getByTestId('tone-name').textContent).toBe(expected.label);
      // First in the card's body: before the feedback, the counts and the four dimensions.
      expect(headline.parentElement!.firstElementChild).toBe(headline);
      // And the card leads the results.
      expect(screen.getByTestId('results').firstElementChild).toBe(feedback);
    },
  );

  it('tells Dominant Emotion and intensity from the same reading, and the band as the spectral view', async () => {
    const { results, input } = renderScreen();
    await analyse(input, 'full');
    const tone = toneOf(results[0]!.inputText, results[0]!.toneLens);
    expect((await screen.findByTestId('viz-dominant')).textContent).toBe(tone.name.label);
    expect(screen.getByTestId('viz-intensity').textContent).toBe(`${Math.round(tone.axes.intensityRestraint * 100)}%`);
    expect(screen.getByTestId('visualization-card').textContent).toContain('Spectral view of the text');
  });

  it('labels the live visualization as the spectral view while the text is not analysed', () => {
    const { input } = renderScreen();
    fireEvent.change(input, { target: { value: 'Typing something new' } });
    return waitFor(() => {
      expect(screen.getByTestId('viz-spectral').textContent).toContain('Spectral view');
      expect(screen.queryByTestId('viz-reading')).toBeNull();
    });
  });
});

describe('after Analyse', () => {
  it('focuses the result, shows the analysed text, and Edit again puts it back in the box', async () => {
    const { input } = renderScreen();
    await analyse(input, 'spectral');
    expect(input.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('results')));
    const original = screen.getByTestId('original-text-card');
    expect(original.textContent).toContain(TEXT);
    fireEvent.click(within(original).getByRole('button', { name: 'Edit again' }));
    expect(input.value).toBe(TEXT);
    expect(document.activeElement).toBe(input);
  });

  it('offers to continue with the four-axis analysis only where the result has none', async () => {
    const { input } = renderScreen();
    await analyse(input, 'full');
    expect(screen.getByTestId('tonelens-reading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with ToneLens analysis' })).toBeNull();
    await analyse(input, 'spectral');
    expect(screen.getByRole('button', { name: 'Continue with ToneLens analysis' })).toBeTruthy();
  });

  it('shows no overlay for quick work, and the overlay once the work passes the delay', async () => {
    const { input } = renderScreen();
    await analyse(input, 'spectral');
    expect(screen.queryByTestId('analysis-overlay')).toBeNull();

    api.delays.set('/api/analyse', OVERLAY_SHOW_DELAY_MS + 600);
    fireEvent.change(input, { target: { value: 'A slower save this time.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
    await act(async () => new Promise((r) => setTimeout(r, OVERLAY_SHOW_DELAY_MS - 200)));
    expect(screen.queryByTestId('analysis-overlay')).toBeNull();
    expect(await screen.findByTestId('analysis-overlay', {}, { timeout: 1000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('analysis-overlay')).toBeNull(), { timeout: 5000 });
  });
});

describe('the verdict beside the tone name', () => {
  const results = (inputText: string): AnalysisResults => ({ inputText, mode: 'spectral', completedAt: 'now' });
  const view = (axes: Partial<AxisScores>, tensionDetected?: boolean): ToneView => {
    const all = { ...neutralAxes(), ...axes };
    return {
      name: toneName(all),
      tones: [],
      axes: all,
      tense: readsTense(all, tensionDetected),
      reasons: tensionReasons(all),
      local: true,
      language: 'en',
    };
  };

  it.each<[string, Partial<AxisScores>, string, boolean]>([
    ['tells warm text as balance, with nothing to look into', { warmthDetachment: 0.75 }, 'Emotional balance', false],
    [
      'tells hurt text the rule lets through as tense, by its name',
      { warmthDetachment: 0.3, intensityRestraint: 0.7 },
      'May read as hurt',
      true,
    ],
    ["tells the spec's tension as tension", { conflictCoherence: 0.2 }, 'Tension detected', true],
  ])('%s', (_name, axes, badge, offered) => {
    render(
      <AnalysisFeedbackCard results={results('One. Two.')} tone={view(axes)} onContinueToneLens={() => undefined} />,
    );
    expect(screen.getByText(badge)).toBeTruthy();
    // The sentence finder is a detail: it is offered once the details are open.
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.queryByRole('button', { name: 'Show which sentence carries it' }) !== null).toBe(offered);
  });

  it('lists exactly the sentences that read tense on their own', () => {
    const text = 'Thanks for the update. I am really hurt that you never called.\nSee you soon!';
    render(<TenseSentences text={text} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show which sentence carries it' }));
    const expected = sentencesOf(text).filter((sentence) => toneOf(sentence).tense);
    if (expected.length === 0) {
      expect(screen.getByTestId('tense-sentences-none')).toBeTruthy();
      return;
    }
    const items = within(screen.getByTestId('tense-sentences')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.tl-tense-sentences__text')!.textContent)).toEqual(
      expected.slice(0, TENSE_SENTENCES_SHOWN).map((sentence) => quoted(sentence, TENSE_SENTENCE_CHARS)),
    );
  });

  it('splits sentences after . ! ? … and line breaks, dropping blanks', () => {
    expect(sentencesOf('One. Two! Three?  Four… \n\n Five')).toEqual(['One.', 'Two!', 'Three?', 'Four…', 'Five']);
    expect(sentencesOf('   ')).toEqual([]);
  });
});

describe('after Generate', () => {
  it('empties the box but keeps the draft as Your Original Text, and Edit again brings it back', async () => {
    const { input } = renderScreen();
    fireEvent.change(input, { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Alternative Text' }));
    await screen.findByText('Alternative Text Generated', {}, { timeout: 10_000 });
    expect(input.value).toBe('');
    const alternative = screen.getByTestId('alternative-text-card');
    // The result leads with what Generate made, and the chat is one press away from it.
    expect(screen.getByTestId('results').firstElementChild).toBe(alternative);
    fireEvent.click(within(alternative).getByRole('button', { name: 'Talk it through' }));
    expect(await screen.findByRole('dialog', { name: /Framed Text Interaction/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const original = screen.getByTestId('original-text-card');
    expect(original.textContent).toContain(TEXT);
    fireEvent.click(within(original).getByRole('button', { name: 'Edit again' }));
    expect(input.value).toBe(TEXT);
  });

  it("opens the framed chat on the generated-for text with that text's own reading", async () => {
    const { input } = renderScreen();
    const first = 'I love this, thank you so much, it is wonderful and kind!';
    const second = 'Maybe. I guess it could work, perhaps, I am not sure.';
    await analyse(input, 'ToneLens', first);
    fireEvent.change(input, { target: { value: second } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Alternative Text' }));
    await waitFor(() => expect(screen.getByTestId('alternative-text-card')).toBeTruthy(), { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Open Framed Text Interaction' }));
    const dialog = await screen.findByRole('dialog', { name: /Framed Text Interaction/ });
    expect(within(dialog).getByTestId('framed-original').textContent).toBe(second);
    const expected = toneOf(second).axes;
    // The two texts read differently, so the sliders show whose reading they carry.
    expect(toneOf(first).axes).not.toEqual(expected);
    const sliders = within(dialog).getAllByRole('slider') as HTMLInputElement[];
    const shown = [
      expected.warmthDetachment,
      expected.certaintyAmbiguity,
      expected.intensityRestraint,
      expected.conflictCoherence,
    ];
    // A slider holds its value to its 0.01 step.
    sliders.forEach((el, k) => expect(Number(el.value)).toBeCloseTo(shown[k]!, 2));
  });

  it('says signing in is the cause when nobody is signed in', async () => {
    api.failures.set('/api/generate-alternative', 401);
    const { input } = renderScreen();
    fireEvent.change(input, { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Alternative Text' }));
    expect(await screen.findByText(MESSAGES.signInToGenerate.title)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.generationFailed.title)).toBeNull();
    expect(input.value).toBe(TEXT);
    // Without a way to sign in from here, the toast offers no button.
    expect(within(screen.getByTestId('toast')).queryByRole('button')).toBeNull();
  });

  it('offers Sign in on that toast where the host can start it, and starts it', async () => {
    api.failures.set('/api/generate-alternative', 401);
    let started = 0;
    const { input } = renderScreen({ onSignIn: () => (started += 1) });
    fireEvent.change(input, { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Alternative Text' }));
    const signIn = await within(await screen.findByTestId('toast')).findByRole('button', { name: 'Sign in' });
    fireEvent.click(signIn);
    expect(started).toBe(1);
    await waitFor(() => expect(screen.queryByText(MESSAGES.signInToGenerate.title)).toBeNull(), { timeout: 3000 });
  });
});

describe('the workspace around a result', () => {
  it('lets Plain mode save to the signature, and says why when nobody is signed in', async () => {
    const { unmount } = render(withApi(api, <AnalyserWorkspace />));
    const input = screen.getByTestId('analysis-input') as HTMLTextAreaElement;
    await analyse(input, 'plain');
    const save = screen.getByRole('button', { name: /Save to Signature/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    expect(screen.queryByTestId('save-reason')).toBeNull();
    unmount();

    render(withApi(api, <AnalyserWorkspace signedIn={false} />));
    await analyse(screen.getByTestId('analysis-input') as HTMLTextAreaElement, 'plain');
    const locked = screen.getByRole('button', { name: /Save to Signature/ }) as HTMLButtonElement;
    expect(locked.disabled).toBe(true);
    const reason = screen.getByTestId('save-reason');
    expect(locked.getAttribute('aria-describedby')).toBe(reason.id);
    expect(reason.textContent).toMatch(/sign in/i);
  });

  it('tells the EchoRoom the same verdict as the result, and prompts reflection only for a tense reading', async () => {
    render(withApi(api, <AnalyserWorkspace />));
    const input = screen.getByTestId('analysis-input') as HTMLTextAreaElement;
    await analyse(input, 'full');
    const tense = screen.queryAllByText(/Tension detected|May read as/).length > 0;
    expect(screen.getByTestId('echo-status').textContent).toContain(tense ? 'Tension Detected' : 'Emotional Balance');
    await act(async () => new Promise((r) => setTimeout(r, REFLECTION_PROMPT_DELAY_MS + 300)));
    expect(screen.queryByText('Take a moment in the EchoRoom') !== null).toBe(tense);
    expect(screen.queryByText('Want to reflect on it?')).toBeNull();
  });
});
