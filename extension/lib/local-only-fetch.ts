/** The fetch the side panel hands the web components while "Local only" is on. */
import { LocalOnlyError } from './api';

/**
 * A fetch that sends nothing: every call rejects with {@link LocalOnlyError}. The
 * web components treat it like an unreachable server, so the local modes (spectrum,
 * local axes, tension) run and no text leaves the device.
 */
export const localOnlyFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return Promise.reject(new LocalOnlyError(init?.method ?? 'GET', new URL(url, 'http://localhost').pathname));
};
