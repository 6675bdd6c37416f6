import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { updateSettings } from '@/lib/settings';
import { dispatch } from '@/lib/protocol';
import { startSmallApi, type SmallApi } from '../../test/small-api';
import { fromAnotherExtension, fromContentScript, fromExtensionPage } from '../../test/senders';
import { bridgeHandlers } from './api-bridge';

function bridge(data: unknown, sender = fromExtensionPage('sidepanel')) {
  return dispatch(bridgeHandlers, { type: 'api:request', data }, sender);
}

describe('the API bridge for content scripts', () => {
  let api: SmallApi;

  beforeEach(async () => {
    fakeBrowser.reset();
    api = await startSmallApi();
    await updateSettings((s) => ({ ...s, serverUrl: api.origin }));
  });
  afterEach(() => api.close());

  it('refuses requests from content scripts and other extensions, and sends nothing to the server', async () => {
    for (const sender of [fromContentScript(), fromAnotherExtension()]) {
      const reply = await bridge({ method: 'GET', path: '/api/journal' }, sender);
      expect(reply).toEqual({ ok: false, error: '"api:request" is not accepted from this sender.' });
    }
    expect(api.requests).toEqual([]);
  });

  it('makes an allowed request with the configured server and returns the answer', async () => {
    await expect(bridge({ method: 'POST', path: '/api/analyse/enhanced', body: { inputText: 'hi' } })).resolves.toEqual(
      {
        ok: true,
        result: { echoed: true },
      },
    );
    expect(api.requests).toEqual([
      { method: 'POST', path: '/api/analyse/enhanced', body: JSON.stringify({ inputText: 'hi' }) },
    ]);
  });

  it('refuses routes outside its list, and paths that climb out of /api', async () => {
    for (const request of [
      { method: 'POST', path: '/api/analyse', body: {} },
      { method: 'DELETE', path: '/api/journal/1' },
      { method: 'GET', path: '/api/auth/user/../../admin' },
      { method: 'PUT', path: '/api/auth/user' },
    ]) {
      const reply = await bridge(request);
      expect(reply).toMatchObject({ ok: false });
    }
    expect(api.requests).toEqual([]);
  });

  it('sends no text while "Local only" is on', async () => {
    await updateSettings((s) => ({ ...s, localOnly: true }));
    const reply = await bridge({ method: 'POST', path: '/api/analyse/enhanced', body: { inputText: 'secret' } });
    expect(reply).toMatchObject({ ok: false, error: expect.stringContaining('Local only') });
    expect(api.requests).toEqual([]);
    await expect(bridge({ method: 'GET', path: '/api/journal' })).resolves.toMatchObject({ ok: true, result: [] });
  });

  it('passes the server’s error through as the message', async () => {
    api.signedIn = false;
    await expect(bridge({ method: 'GET', path: '/api/auth/user' })).resolves.toMatchObject({
      ok: false,
      error: expect.stringMatching(/^401: /),
    });
  });
});
