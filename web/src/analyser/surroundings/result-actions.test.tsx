/** Save to Signature against the real API, as a person of its own. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { analyseSpectral, schemas } from '@tonelens/core';
import { withApi, type ScreenApi } from '../test-api';
import { freshPerson } from '../../pages/test-person';
import { ResultActions } from './result-actions';

let api: ScreenApi;
beforeAll(async () => {
  api = await freshPerson('signature-save');
});
beforeEach(() => api.reset());

const TEXT = 'A reading kept for the signature, calm and clear.';

describe('ResultActions: Save to Signature', () => {
  it('saves an unsaved reading as a spectral analysis and shows the saved flag', async () => {
    render(withApi(api, <ResultActions inputText={TEXT} spectral={analyseSpectral(TEXT)} />));
    fireEvent.click(screen.getByRole('button', { name: /Save to Signature/ }));
    await screen.findByRole('button', { name: /Saved to Signature!/ });
    const saves = api.requests.filter((r) => r.method === 'POST' && r.path === '/api/analyse');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.body).toMatchObject({ inputText: TEXT, mode: 'spectral' });
    // One idempotency key per save, so a retried or replayed request stores it once.
    expect(saves[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    const list = schemas.analysisList.parse(await (await api.request('GET', '/api/analyses')).json());
    expect(list.some((a) => a.preview === TEXT && a.mode === 'spectral')).toBe(true);
  });

  it('says Not Saved when the save fails, and the button can be pressed again', async () => {
    api.failures.set('/api/analyse', 503);
    render(withApi(api, <ResultActions inputText={TEXT} spectral={analyseSpectral(TEXT)} />));
    const button = screen.getByRole('button', { name: /Save to Signature/ });
    fireEvent.click(button);
    await screen.findByText('Not Saved');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Saved to Signature!')).toBeNull();
  });
});
