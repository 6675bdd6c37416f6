import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { authStateItem } from '@/lib/session';
import { updateSettings } from '@/lib/settings';
import { dispatch } from '@/lib/protocol';
import { startSmallApi, SMALL_API_USER, type SmallApi } from '../../test/small-api';
import { fromContentScript, fromExtensionPage } from '../../test/senders';
import { authHandlers, isServerPage, refreshAuth } from './auth';

describe('auth state in the background', () => {
  let api: SmallApi;

  beforeEach(async () => {
    fakeBrowser.reset();
    api = await startSmallApi();
    await updateSettings((s) => ({ ...s, serverUrl: api.origin }));
  });
  afterEach(() => api.close());

  it('asks the server who is signed in and keeps the answer for the pages', async () => {
    const state = await refreshAuth();
    expect(state.user).toEqual(SMALL_API_USER);
    expect((await authStateItem.getValue()).user?.email).toBe('ada@example.com');
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/user']);
  });

  it('tells a content script nothing about who is signed in, and asks the server nothing for it', async () => {
    await refreshAuth();
    api.requests.length = 0;
    for (const type of ['auth:get', 'auth:sign-in', 'auth:sign-out'] as const) {
      const reply = await dispatch(authHandlers, { type, data: { refresh: true } } as never, fromContentScript());
      expect(reply).toEqual({ ok: false, error: `"${type}" is not accepted from this sender.` });
    }
    expect(api.requests).toEqual([]);
  });

  it('reads a 401 as signed out', async () => {
    api.signedIn = false;
    const reply = await dispatch(authHandlers, { type: 'auth:get', data: { refresh: true } }, fromExtensionPage());
    expect(reply).toMatchObject({ ok: true, result: { user: null } });
    expect((reply as { result: { error?: string } }).result.error).toBeUndefined();
  });

  it('answers from the cache without a request when no refresh is asked', async () => {
    await refreshAuth();
    api.requests.length = 0;
    const reply = await dispatch(authHandlers, { type: 'auth:get', data: { refresh: false } }, fromExtensionPage());
    expect(reply).toMatchObject({ ok: true, result: { user: { id: 7 } } });
    expect(api.requests).toEqual([]);
  });

  it('records why when the server cannot be reached', async () => {
    await updateSettings((s) => ({ ...s, serverUrl: 'http://127.0.0.1:9' }));
    const state = await refreshAuth();
    expect(state.user).toBeNull();
    expect(state.error).toBeTruthy();
  });

  it('signs out at the server and comes back signed out', async () => {
    await refreshAuth();
    const reply = await dispatch(authHandlers, { type: 'auth:sign-out', data: {} }, fromExtensionPage());
    expect(reply).toMatchObject({ ok: true, result: { user: null } });
    expect(api.requests).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/logout' }));
  });

  it('opens the sign-in in a tab, coming back to the web app', async () => {
    const reply = await dispatch(authHandlers, { type: 'auth:sign-in', data: {} }, fromExtensionPage());
    expect(reply).toMatchObject({ ok: true });
    const tabs = await fakeBrowser.tabs.query({});
    expect(tabs.map((t) => t.url)).toContain(`${api.origin}/api/login?returnTo=%2F`);
  });
});

describe('isServerPage', () => {
  it('matches pages of the server’s origin only', () => {
    expect(isServerPage('http://localhost:8787/?x=1', 'http://localhost:8787')).toBe(true);
    expect(isServerPage('http://localhost:9999/', 'http://localhost:8787')).toBe(false);
    expect(isServerPage(undefined, 'http://localhost:8787')).toBe(false);
    expect(isServerPage('not a url', 'http://localhost:8787')).toBe(false);
  });
});
