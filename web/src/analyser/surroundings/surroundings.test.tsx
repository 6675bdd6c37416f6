/**
 * The journal widget and the EchoRoom against the real API, as a person of
 * their own. Sequential: the journal's "2 newest" depends on
 * what this file has saved.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, REFLECTION_PROMPT_DELAY_MS, analyseSpectral, type JournalEntry } from '@tonelens/core';
import { withApi, type ScreenApi } from '../test-api';
import { freshPerson } from '../../pages/test-person';
import { setLanguage } from '../../i18n';
import { JournalEntryList, JournalWidget } from './journal-widget';
import { EchoRoom, type EchoRoomAnalysis } from './echo-room';
import { toneOf } from '../tone-of';

let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('journal');
});
beforeEach(() => api.reset());

async function saveAnalysis(inputText: string, mode: 'spectral' | 'tonelens'): Promise<number> {
  const s = analyseSpectral(inputText);
  const body =
    mode === 'spectral'
      ? {
          inputText,
          mode,
          deepTonePercentage: s.deepTonePercentage,
          suspendedTonePercentage: s.suspendedTonePercentage,
          brightTonePercentage: s.brightTonePercentage,
          openingTone: s.openingTone,
          peakIntensity: s.peakIntensity,
          resolution: s.resolution,
          frequencyData: JSON.stringify(s.frequencyData),
        }
      : {
          inputText,
          mode,
          warmthDetachment: 0.2,
          certaintyAmbiguity: 0.8,
          intensityRestraint: 0.5,
          conflictCoherence: 0.35,
          toneLensSummary: 'Cool and certain, with some conflict.',
          tensionDetected: 1,
        };
  const res = await api.request('POST', '/api/analyse', body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Four axes at balance, with no tension of their own. */
const BALANCED = { warmthDetachment: 0.5, certaintyAmbiguity: 0.5, intensityRestraint: 0.5, conflictCoherence: 0.5 };

describe.sequential('JournalWidget', () => {
  it('shows the 2 newest entries, toggles to the oldest, opens the detail and deletes with a confirmation', async () => {
    const stamp = Date.now().toString(36);
    await saveAnalysis(`First journal text ${stamp}`, 'spectral');
    await saveAnalysis(`Second journal text ${stamp}`, 'tonelens');
    await saveAnalysis(`Third journal text ${stamp}`, 'spectral');
    render(withApi(api, <JournalWidget />));

    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(2));
    const rows = screen.getAllByTestId('journal-entry');
    expect(rows[0]!.textContent).toContain(`Third journal text ${stamp}`);
    expect(rows[1]!.textContent).toContain(`Second journal text ${stamp}`);
    expect(rows[0]!.textContent).toContain('Today');

    fireEvent.click(screen.getByRole('button', { name: /newest first/ }));
    // Oldest first, sorted by the API: this person's earliest entries, not the ones just saved.
    await waitFor(() =>
      expect(screen.getAllByTestId('journal-entry')[0]!.textContent).not.toContain(`Third journal text ${stamp}`),
    );
    fireEvent.click(screen.getByRole('button', { name: /oldest first/ }));
    await waitFor(() =>
      expect(screen.getAllByTestId('journal-entry')[0]!.textContent).toContain(`Third journal text ${stamp}`),
    );

    // The ToneLens entry opens the ToneLens view; the spectral one the letters' view, said as such.
    fireEvent.click(within(screen.getAllByTestId('journal-entry')[1]!).getByText(`Second journal text ${stamp}`));
    const detail = await screen.findByRole('dialog', { name: 'Journal Entry' });
    await within(detail).findByText('ToneLens view');
    expect(api.requests.some((r) => /^\/api\/analyses\/\d+$/.test(r.path))).toBe(true);
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));

    fireEvent.click(within(screen.getAllByTestId('journal-entry')[0]!).getByText(`Third journal text ${stamp}`));
    await within(await screen.findByRole('dialog', { name: 'Journal Entry' })).findByText('From the letters');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    // Delete the newest: confirm, then it leaves the list.
    fireEvent.click(within(screen.getAllByTestId('journal-entry')[0]!).getByRole('button', { name: /Delete entry/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(`Third journal text ${stamp}`)).toBeNull());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true);
    await waitFor(() =>
      expect(screen.getAllByTestId('journal-entry')[0]!.textContent).toContain(`Second journal text ${stamp}`),
    );
  });

  it("shows a saved summary in the reading's voice: praise a model wrote of a tense text is left out", async () => {
    const text = `You never listen, and now the whole plan is late again. ${Date.now().toString(36)}`;
    const tense = toneOf(text);
    expect(tense.tense).toBe(true);
    const res = await api.request('POST', '/api/analyse', {
      inputText: text,
      mode: 'tonelens',
      ...tense.axes,
      toneLensSummary: 'What a lovely, positive note. The plan is what it is about.',
      tensionDetected: 1,
    });
    expect(res.status).toBe(201);
    render(withApi(api, <JournalWidget />));
    fireEvent.click(await screen.findByText(text));
    const detail = await screen.findByRole('dialog', { name: 'Journal Entry' });
    await within(detail).findByText('ToneLens view');
    const summary = detail.querySelector('.detail__summary')!;
    expect(summary.textContent).toBe('The plan is what it is about.');
    expect(detail.textContent).not.toMatch(/lovely|positive note/);
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
  });

  it('gives the ToneLens view the verdict of the tone the entry is named, even on balanced saved axes', async () => {
    const text = `Why does it always fall on me to clean up after everyone? ${Date.now().toString(36)}`;
    const named = toneOf(text, { ...BALANCED, tensionDetected: false }, 'journal');
    expect(named.name.family).toBe('tense');
    const res = await api.request('POST', '/api/analyse', { inputText: text, mode: 'tonelens', ...BALANCED });
    expect(res.status).toBe(201);
    render(withApi(api, <JournalWidget />));
    fireEvent.click(await screen.findByText(text));
    const detail = await screen.findByRole('dialog', { name: 'Journal Entry' });
    await within(detail).findByText('ToneLens view');
    expect(within(detail).getByText('Tension Detected')).toBeTruthy();
    expect(within(detail).queryByText('Emotional Balance')).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Close' }));
  });

  it('reads a saved conversation back in full: the text, the alternative and every message', async () => {
    const stamp = Date.now().toString(36);
    const text = `Can we move the meeting? I have a clash on Tuesday and would rather not miss it ${stamp}`;
    const now = new Date().toISOString();
    const res = await api.request('POST', '/api/framed-conversations', {
      originalText: text,
      aiGeneratedText: `Could we find another time? ${stamp}`,
      emotionalValues: {
        warmthDetachment: 0.6,
        certaintyAmbiguity: 0.5,
        intensityRestraint: 0.4,
        conflictCoherence: 0.7,
      },
      conversation: [
        { id: 'u1', type: 'user', content: `Does this sound pushy? ${stamp}`, timestamp: now },
        { id: 'a1', type: 'ai', content: `It reads polite and clear. ${stamp}`, timestamp: now },
      ],
      timestamp: now,
    });
    expect(res.status).toBe(201);
    render(withApi(api, <JournalWidget />));
    const row = (await screen.findByText(new RegExp(`^Can we move the meeting`))).closest('li')!;
    expect(within(row).getByText('Conversation')).toBeTruthy();
    fireEvent.click(within(row).getByText(/^Can we move the meeting/));
    const detail = await screen.findByRole('dialog', { name: 'Journal Entry' });
    const saved = await within(detail).findByTestId('saved-conversation');
    expect(saved.textContent).toContain(text);
    expect(saved.textContent).toContain(`Could we find another time? ${stamp}`);
    const messages = within(saved)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(messages).toEqual([`YouDoes this sound pushy? ${stamp}`, `ToneLensIt reads polite and clear. ${stamp}`]);
    expect(detail.textContent).not.toContain('shown above');
  });

  it("answers a failed delete with 'Delete Failed' and keeps the entry", async () => {
    const stamp = Date.now().toString(36);
    await saveAnalysis(`Keep me ${stamp}`, 'spectral');
    const journal = (await (await api.request('GET', '/api/journal')).json()) as JournalEntry[];
    const id = journal.find((e) => e.preview.includes(stamp))!.id;
    api.failures.set(`/api/journal/${id}`, 500);
    render(withApi(api, <JournalWidget />));
    const row = await screen.findByText(`Keep me ${stamp}`);
    fireEvent.click(within(row.closest('li')!).getByRole('button', { name: /Delete entry/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteFailed.title);
    expect(screen.getByText(MESSAGES.deleteFailed.description!)).toBeTruthy();
    expect(screen.getByText(`Keep me ${stamp}`)).toBeTruthy();
  });

  it("labels dates Today, Yesterday, 'N days ago' and then a date, and shows 'Text not available'", async () => {
    const now = new Date(2025, 7, 9, 12);
    const day = (n: number) => new Date(2025, 7, 9 - n, 9).toISOString();
    const entries: JournalEntry[] = [0, 1, 3, 10].map((n, i) => ({
      id: i + 1,
      createdAt: day(n),
      preview: n === 10 ? '' : `Entry ${n}`,
      dominantTones: n === 3 ? 'garbage' : '["deep"]',
      analysisId: null,
      framedConversationId: null,
      toneName: null,
      topEmotions: [],
    }));
    const { unmount } = render(withApi(api, <JournalEntryList entries={entries} onOpen={() => undefined} now={now} />));
    const rows = screen.getAllByTestId('journal-entry').map((r) => r.textContent ?? '');
    expect(rows[0]).toContain('Today');
    expect(rows[1]).toContain('Yesterday');
    expect(rows[2]).toContain('3 days ago');
    expect(rows[3]).toContain('Jul 30, 2025');
    expect(rows[3]).toContain('Text not available');
    // Tags say where the letters sit in plain words; unparseable dominant tones show none.
    expect(rows[0]).toContain('Letters: Low spectrum');
    expect(rows[0]).not.toMatch(/\bdeep\b/);
    expect(rows[2]).not.toContain('spectrum');
    unmount();
    // The interface's language sets the words and the date format.
    await act(() => setLanguage('de'));
    try {
      render(withApi(api, <JournalEntryList entries={entries} onOpen={() => undefined} now={now} />));
      const german = screen.getAllByTestId('journal-entry').map((r) => r.textContent ?? '');
      expect(german[0]).toContain('Heute');
      expect(german[2]).toContain('Vor 3 Tagen');
      expect(german[3]).toContain('30. Juli 2025');
      expect(german[3]).toContain('Text nicht verfügbar');
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

function analysis(overrides: Partial<EchoRoomAnalysis> = {}): EchoRoomAnalysis {
  return {
    key: new Date().toISOString(),
    inputText: 'I never know what you want from me and it is exhausting.',
    analysisId: null,
    tensionDetected: false,
    suggestion: null,
    ...overrides,
  };
}

describe.sequential('EchoRoom', () => {
  it('shows its three states with their colours', () => {
    const { rerender } = render(withApi(api, <EchoRoom analysis={null} />));
    expect(screen.getByTestId('echo-status').textContent).toContain('Awaiting Transmission');
    rerender(
      withApi(api, <EchoRoom analysis={analysis({ tensionDetected: true, suggestion: 'Try Message Echo.' })} />),
    );
    expect(screen.getByTestId('echo-status').textContent).toContain('Tension Detected');
    expect(screen.getByTestId('echo-status').getAttribute('style')).toContain('--color-tension');
    expect(screen.getByText('Try Message Echo.')).toBeTruthy();
    rerender(withApi(api, <EchoRoom analysis={analysis({ key: 'b', tensionDetected: false })} />));
    expect(screen.getByTestId('echo-status').textContent).toContain('Emotional Balance');
    expect(screen.getByTestId('echo-status').getAttribute('style')).toContain('--color-balance');
  });

  it('shows the reflection prompt 1 s after an analysis', async () => {
    render(
      withApi(api, <EchoRoom analysis={analysis({ tensionDetected: true, suggestion: 'Step into Solo Echo.' })} />),
    );
    expect(screen.queryByText('Take a moment in the EchoRoom')).toBeNull();
    await act(async () => new Promise((r) => setTimeout(r, REFLECTION_PROMPT_DELAY_MS - 300)));
    expect(screen.queryByText('Take a moment in the EchoRoom')).toBeNull();
    await screen.findByText('Take a moment in the EchoRoom', {}, { timeout: 1500 });
  });

  it('points its reflection prompt at the card: the toast button focuses the EchoRoom and closes the toast', async () => {
    render(withApi(api, <EchoRoom analysis={analysis({ tensionDetected: true })} />));
    const open = await screen.findByRole('button', { name: 'Open the EchoRoom' }, { timeout: 2000 });
    expect(screen.getByTestId('toast').contains(open)).toBe(true);
    fireEvent.click(open);
    const card = screen.getByRole('heading', { name: 'EchoRoom' }).closest('.echo');
    expect(document.activeElement).toBe(card);
    await waitFor(() => expect(screen.queryByText('Take a moment in the EchoRoom')).toBeNull(), { timeout: 3000 });
  });

  it('sends an echo, shows the reply, saves the reflection and resets', async () => {
    const stamp = Date.now().toString(36);
    render(withApi(api, <EchoRoom analysis={analysis({ inputText: `Original ${stamp}` })} />));
    fireEvent.click(screen.getByRole('button', { name: /Message Echo/ }));
    const send = screen.getByRole('button', { name: 'Send Echo' });
    const save = screen.getByRole('button', { name: 'Save & Close' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '   ' } });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: `I want them to feel heard, not blamed ${stamp}` } });
    fireEvent.click(send);
    const reply = await screen.findByTestId('echo-reply', {}, { timeout: 10_000 });
    expect(reply.textContent!.length).toBeGreaterThan(10);
    expect(api.requests.find((r) => r.path === '/api/echoroom/analyse')?.body).toMatchObject({ echoMode: 'message' });

    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    await screen.findByText('Reflection Saved');
    const saved = api.requests.find((r) => r.path === '/api/echo-room/save')!.body as Record<string, unknown>;
    expect(saved).toMatchObject({ echoMode: 'message', originalText: `Original ${stamp}`, emotionalInsights: null });
    expect(saved.resonantReply).toBe(reply.textContent!.trim());
    expect(JSON.parse(saved.spectralResonance as string).echoMode).toBe('message');
    // Reset: the four modes are back.
    expect(screen.getByRole('button', { name: /Solo Echo/ })).toBeTruthy();
  });

  it('closes without saving, and reports a failed save', async () => {
    render(withApi(api, <EchoRoom analysis={analysis()} />));
    fireEvent.click(screen.getByRole('button', { name: /Solo Echo/ }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Not keeping this one.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close Solo Echo' }));
    expect(screen.getByRole('button', { name: /Thread Return/ })).toBeTruthy();
    expect(api.requests.some((r) => r.path === '/api/echo-room/save')).toBe(false);

    api.failures.set('/api/echo-room/save', 500);
    fireEvent.click(screen.getByRole('button', { name: /Thread Return/ }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'This one fails to save.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save & Close' }));
    await screen.findByText(MESSAGES.echoSaveFailed.description!);
  });

  it('opens the spectral definition on an empty box, looks up a definition, and reports a failure', async () => {
    render(withApi(api, <EchoRoom analysis={analysis({ inputText: 'I never want to hear that again.' })} />));
    fireEvent.click(screen.getByRole('button', { name: /Spectral Definition/ }));
    const define = screen.getByRole('button', { name: 'Define Spectrum' });
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('');
    expect((define as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Bright morning, warm hello.' } });
    fireEvent.click(define);
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/spectral-definition')?.body).toEqual({
        inputText: 'Bright morning, warm hello.',
      }),
    );
    const definition = await screen.findByTestId('spectral-definition', {}, { timeout: 10_000 });
    expect(definition.textContent!.length).toBeGreaterThan(10);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: ' ' } });
    expect((screen.getByRole('button', { name: 'Define Spectrum' }) as HTMLButtonElement).disabled).toBe(true);

    api.failures.set('/api/spectral-definition', 500);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Another text.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Define Spectrum' }));
    await screen.findByText(MESSAGES.definitionFailed.description!);
  });
});
