/**
 * The extension's use of the ToneLens API: the server URL from the settings, the
 * "Local only" guard, the current user, and the rules of the content-script bridge.
 * Every request goes through core's `apiRequest`.
 */
import { apiRequest, userSchema, type HttpMethod, type User } from '@tonelens/core';
import type { Settings } from './settings';
import type { BridgeRequest } from './protocol';

/** Thrown instead of sending a request that would carry text off the device while "Local only" is on. */
export class LocalOnlyError extends Error {
  constructor(method: string, path: string) {
    super(`Local only is on: ${method} ${path} was not sent.`);
    this.name = 'LocalOnlyError';
  }
}

/** True when a request with `method` may leave the device under these settings (reads carry no text out). */
export function mayLeaveDevice(settings: Pick<Settings, 'localOnly'>, method: HttpMethod): boolean {
  return !settings.localOnly || method === 'GET';
}

/** One API request against the configured server, refused under "Local only" when it would send text. */
export function callApi<T = unknown>(
  settings: Pick<Settings, 'serverUrl' | 'localOnly'>,
  method: HttpMethod,
  path: string,
  body?: unknown,
  fetchImpl?: typeof fetch,
): Promise<T> {
  if (!mayLeaveDevice(settings, method)) return Promise.reject(new LocalOnlyError(method, path));
  return apiRequest<T>(method, path, body, { baseUrl: settings.serverUrl, fetchImpl });
}

/** The signed-in user at `serverUrl`, or null when signed out (GET /api/auth/user answers 401). */
export function fetchCurrentUser(serverUrl: string, fetchImpl?: typeof fetch): Promise<User | null> {
  return apiRequest<User | null>('GET', '/api/auth/user', undefined, {
    baseUrl: serverUrl,
    on401: 'returnNull',
    schema: userSchema.nullable(),
    fetchImpl,
  });
}

/** Where sign-in starts: the server's /api/login, coming back to the web app's `returnTo` path. */
export function signInUrl(serverUrl: string, returnTo = '/'): string {
  return `${serverUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** Where sign-out happens: the server's /api/logout (POST; a GET answers 405). */
export function signOutUrl(serverUrl: string): string {
  return `${serverUrl}/api/logout`;
}

/** The requests a content script may have the background make, by method: paths under /api/. */
export const BRIDGE_ROUTES: Readonly<Record<BridgeRequest['method'], readonly RegExp[]>> = {
  GET: [/^\/api\/auth\/user$/, /^\/api\/journal$/],
  POST: [/^\/api\/analyse\/enhanced$/, /^\/api\/analyse\/plain$/],
  PATCH: [],
  DELETE: [],
};

/** Why the bridge refuses a request, or null when it may go ahead. */
export function bridgeRefusal(settings: Pick<Settings, 'localOnly'>, request: BridgeRequest): string | null {
  const routes = BRIDGE_ROUTES[request.method];
  if (!routes) return `The bridge does not send ${String(request.method)} requests.`;
  if (typeof request.path !== 'string' || request.path.includes('..') || !routes.some((r) => r.test(request.path)))
    return `The bridge does not send ${request.method} ${String(request.path)}.`;
  if (!mayLeaveDevice(settings, request.method)) return new LocalOnlyError(request.method, request.path).message;
  return null;
}
