/** "Not right?" through the real app: every mode offers it, what is picked is stored for the person, and settings list and delete it. */
import { createHash } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readTone, schemas } from '@tonelens/core';
import { AnalyserWorkspace } from './workspace';
import { withApi, type ScreenApi } from './test-api';
import { freshPerson } from '../pages/test-person';
import { AccountSettingsDialog } from '../pages/account-settings';
// Parts the screen loads on demand, loaded with this file: no such import may still be in flight when a test ends.
import './frequency-chart';
import './framed-modal';
import './audio/audio-tool-dialog';
import './audio/audio-viewer';

let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('not-right');
});
beforeEach(() => api.reset());

const TEXT = 'Fine. Do whatever you want, I will sort it out myself again.';

/** Analyses TEXT in `mode` through the workspace and waits for the saved result. */
async function analyse(mode: string) {
  const input = screen.getByTestId('analysis-input') as HTMLTextAreaElement;
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${mode}$`, 'i') }));
  fireEvent.change(input, { target: { value: TEXT } });
  fireEvent.click(screen.getByRole('button', { name: 'Analyse Emotional Resonance' }));
  await waitFor(() => expect(input.value).toBe(''), { timeout: 10_000 });
}

const stored = async () => schemas.feedbackList.parse(await (await api.request('GET', '/api/feedback')).json());

describe('Not right?', () => {
  it.each(['plain', 'ToneLens', 'spectral', 'full'])('is offered under a %s result', async (mode) => {
    const { unmount } = render(withApi(api, <AnalyserWorkspace />));
    await analyse(mode);
    expect(await screen.findByRole('button', { name: 'Not right?' }, { timeout: 10_000 })).toBeTruthy();
    unmount();
  });

  it('stores the picked tone and role with the analysis id and a hash of the text, never the text unless asked', async () => {
    const { unmount } = render(withApi(api, <AnalyserWorkspace />));
    await analyse('full');
    fireEvent.click(await screen.findByRole('button', { name: 'Not right?' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'What did you mean or hear?' });
    const shown = readTone(TEXT).tones[0]!.name;
    // The tone the reading named is not offered again.
    expect(within(form).queryByRole('radio', { name: new RegExp(`^\\W*${shown}`, 'i') })).toBeNull();
    fireEvent.click(within(form).getByRole('radio', { name: /Hurt/ }));
    fireEvent.click(within(form).getByRole('radio', { name: /The writer/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('not-right-sent', {}, { timeout: 10_000 })).textContent).toContain(
      '“Hurt” is noted',
    );

    const post = api.requests.find((r) => r.method === 'POST' && r.path === '/api/feedback')!;
    const save = api.requests.find((r) => r.method === 'POST' && r.path === '/api/analyse')!;
    expect(post.body).toMatchObject({ tone: 'hurt', shownTone: shown, role: 'writer', text: null });
    const [feedback] = await stored();
    expect(feedback).toMatchObject({ tone: 'hurt', toneId: 'hurt', role: 'writer', text: null });
    expect(feedback!.textHash).toBe(createHash('sha256').update(TEXT).digest('hex'));
    expect(save).toBeTruthy();
    const [analysis] = schemas.analysisList.parse(await (await api.request('GET', '/api/analyses?limit=1')).json());
    expect(feedback!.analysisId).toBe(analysis!.id);
    unmount();
  });

  it('keeps the text when the box is ticked, takes typed words over a pick, and asks for a tone when none is given', async () => {
    const { unmount } = render(withApi(api, <AnalyserWorkspace />));
    await analyse('plain');
    fireEvent.click(await screen.findByRole('button', { name: 'Not right?' }, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'What did you mean or hear?' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('alert').textContent).toBe('Pick a tone or type one first.');
    expect(api.requests.some((r) => r.path === '/api/feedback')).toBe(false);
    fireEvent.click(within(form).getByRole('radio', { name: /Calm/ }));
    fireEvent.change(within(form).getByLabelText('Or in your own words'), { target: { value: 'resigned' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Keep the text with my feedback' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    await screen.findByTestId('not-right-sent', {}, { timeout: 10_000 });
    const [feedback] = await stored();
    expect(feedback).toMatchObject({ tone: 'resigned', toneId: null, role: null, text: TEXT });
    unmount();
  });

  it('lists every feedback in settings, with delete', async () => {
    const user = schemas.user.parse(await (await api.request('GET', '/api/auth/user')).json());
    const before = await stored();
    render(withApi(api, <AccountSettingsDialog open onOpenChange={() => {}} user={user} />));
    const section = await screen.findByTestId('feedback-settings', {}, { timeout: 10_000 });
    await waitFor(() => expect(within(section).getAllByTestId('feedback-item')).toHaveLength(before.length), {
      timeout: 10_000,
    });
    const tones = within(section)
      .getAllByTestId('feedback-tone')
      .map((n) => n.textContent);
    expect(tones).toEqual(['resigned', 'Hurt']);
    const [newest] = within(section).getAllByTestId('feedback-item');
    expect(newest!.textContent).toContain('Text kept');
    fireEvent.click(within(newest!).getByRole('button', { name: /^Delete feedback from/ }));
    await waitFor(() => expect(within(section).getAllByTestId('feedback-item')).toHaveLength(before.length - 1), {
      timeout: 10_000,
    });
    expect((await stored()).map((f) => f.tone)).toEqual(['hurt']);
  });
});
