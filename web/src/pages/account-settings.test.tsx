/** Account settings' "Sign out everywhere" against the real API, as a person of its own signed in on two devices. */
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { schemas } from '@tonelens/core';
import { inject } from 'vitest';
import { signIn } from '../../../api/test/sign-in';
import { apiAs, withApi } from '../analyser/test-api';
import { AccountSettingsDialog } from './account-settings';

describe('AccountSettingsDialog: Sign out everywhere', () => {
  it('ends the person’s sessions on every device, this one included', async () => {
    const url = inject('apiUrl');
    const person = { email: `everywhere-${Date.now().toString(36)}@example.test`, name: 'Every Where' };
    const laptop = apiAs(url, (await signIn(url, person)).jar.header());
    const phone = apiAs(url, (await signIn(url, person)).jar.header());
    const user = schemas.user.parse(await (await laptop.request('GET', '/api/auth/user')).json());
    expect((await phone.request('GET', '/api/journal')).status).toBe(200);

    render(withApi(laptop, <AccountSettingsDialog open onOpenChange={() => {}} user={user} />));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() =>
      expect(laptop.requests.some((r) => r.method === 'POST' && r.path === '/api/logout/everywhere')).toBe(true),
    );
    await waitFor(async () => expect((await phone.request('GET', '/api/journal')).status).toBe(401));
    expect((await laptop.request('GET', '/api/journal')).status).toBe(401);
  });
});
