/** Auth state: who is signed in at the configured server, kept fresh for every part. */
import { browser } from 'wxt/browser';
import { fetchCurrentUser, signInUrl, signOutUrl } from '@/lib/api';
import { authStateItem } from '@/lib/session';
import { getSettings, watchSettings } from '@/lib/settings';
import { listen, type AuthState, type Handlers } from '@/lib/protocol';

/** Asks the server who is signed in, stores the answer for the extension pages and returns it. */
export async function refreshAuth(fetchImpl?: typeof fetch): Promise<AuthState> {
  const { serverUrl } = await getSettings();
  let state: AuthState;
  try {
    state = { user: await fetchCurrentUser(serverUrl, fetchImpl), checkedAt: Date.now() };
  } catch (error) {
    state = { user: null, checkedAt: Date.now(), error: error instanceof Error ? error.message : String(error) };
  }
  await authStateItem.setValue(state);
  return state;
}

/** Signs out at the server (POST /api/logout with the session cookie), then refreshes the state. */
export async function signOut(fetchImpl: typeof fetch = fetch): Promise<AuthState> {
  const { serverUrl } = await getSettings();
  await fetchImpl(signOutUrl(serverUrl), { method: 'POST', credentials: 'include' }).catch(() => undefined);
  return refreshAuth(fetchImpl);
}

/** True when `url` is a page of the server at `serverUrl`. */
export function isServerPage(url: string | undefined, serverUrl: string): boolean {
  if (!url) return false;
  try {
    return new URL(url).origin === new URL(serverUrl).origin;
  } catch {
    return false;
  }
}

/** Handles the auth messages. */
export const authHandlers: Pick<Handlers, 'auth:get' | 'auth:sign-in' | 'auth:sign-out'> = {
  'auth:get': ({ refresh }) => (refresh ? refreshAuth() : authStateItem.getValue()),
  'auth:sign-in': async () => {
    const { serverUrl } = await getSettings();
    const tab = await browser.tabs.create({ url: signInUrl(serverUrl) });
    return { tabId: tab.id ?? null };
  },
  'auth:sign-out': () => signOut(),
};

/**
 * Answers the auth messages, and refreshes the state whenever a page of the server
 * finishes loading (sign-in and sign-out end there) or the server URL changes.
 */
export function setupAuth(): void {
  listen(authHandlers);
  browser.tabs.onUpdated.addListener((_tabId, change, tab) => {
    if (change.status !== 'complete') return;
    void getSettings().then(({ serverUrl }) => {
      if (isServerPage(tab.url, serverUrl)) void refreshAuth();
    });
  });
  let lastServer: string | undefined;
  watchSettings(({ serverUrl }) => {
    if (serverUrl !== lastServer) void refreshAuth();
    lastServer = serverUrl;
  });
  void getSettings().then(({ serverUrl }) => {
    lastServer = serverUrl;
  });
}
