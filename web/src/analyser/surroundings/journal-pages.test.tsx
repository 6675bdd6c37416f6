/** The journal past its first page, against the real API: the true total, and "Load more" until every entry shows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { JOURNAL_PAGE } from '@tonelens/core';
import { withApi, type ScreenApi } from '../test-api';
import { freshPerson } from '../../pages/test-person';
import { JournalListDialog, JournalWidget } from './journal-widget';

const SAVED = JOURNAL_PAGE.defaultLimit + 5;
let api: ScreenApi;
const save = (n: number) => api.request('POST', '/api/analyse', { inputText: `Entry number ${n}`, mode: 'spectral' });
beforeAll(async () => {
  api = await freshPerson('journal-pages');
  // Entry 0 is saved alone so that it is the oldest; saves made together take ids in any order.
  expect((await save(0)).status).toBe(201);
  for (let i = 1; i < SAVED; i += 11) {
    const saves = Array.from({ length: Math.min(11, SAVED - i) }, (_, k) => save(i + k));
    for (const res of await Promise.all(saves)) expect(res.status).toBe(201);
  }
}, 60_000);

describe('the journal past its first page', () => {
  it('says how many entries there are in all, and loads the older ones on request', async () => {
    render(withApi(api, <JournalListDialog open onOpenChange={() => undefined} />));
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(JOURNAL_PAGE.defaultLimit), {
      timeout: 10_000,
    });
    expect(screen.getByText(`${SAVED} entries`)).toBeTruthy();
    const more = screen.getByRole('button', { name: `Load more (${JOURNAL_PAGE.defaultLimit} of ${SAVED} shown)` });
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(SAVED), { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(screen.getByText('Entry number 0')).toBeTruthy();
  });

  it('sorts oldest first on the server: the oldest entry leads before any other page is loaded', async () => {
    render(withApi(api, <JournalListDialog open onOpenChange={() => undefined} />));
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')).toHaveLength(JOURNAL_PAGE.defaultLimit), {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole('button', { name: /newest first/ }));
    await waitFor(() => expect(screen.getAllByTestId('journal-entry')[0]!.textContent).toContain('Entry number 0'), {
      timeout: 10_000,
    });
    expect(screen.getAllByTestId('journal-entry')).toHaveLength(JOURNAL_PAGE.defaultLimit);
    expect(
      screen.getByRole('button', { name: `Load more (${JOURNAL_PAGE.defaultLimit} of ${SAVED} shown)` }),
    ).toBeTruthy();
  });

  it('counts every entry on the widget’s "All" button, not the first page', async () => {
    render(withApi(api, <JournalWidget />));
    expect(await screen.findByRole('button', { name: `All (${SAVED})` })).toBeTruthy();
  });
});
