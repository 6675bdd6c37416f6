/** The server URL setting: validation and the host permission it needs. */

/** The outcome of checking a server URL typed by the person. */
/** Why an address was refused: the interface words each reason in the reader's language. */
export type ServerUrlProblem = 'empty' | 'notUrl' | 'scheme' | 'credentials' | 'query' | 'path';

export type ServerUrlCheck = { ok: true; origin: string } | { ok: false; error: string; problem: ServerUrlProblem };

/**
 * Checks a server URL: it must be an absolute http(s) URL without user name,
 * password, query or fragment. Returns its origin (what the setting stores).
 */
export function parseServerUrl(input: string): ServerUrlCheck {
  const text = input.trim();
  if (!text) return { ok: false, error: 'Enter the address of your ToneLens server.', problem: 'empty' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, error: 'That is not a web address (e.g. https://tonelens.example.com).', problem: 'notUrl' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, error: 'The address must start with http:// or https://.', problem: 'scheme' };
  if (url.username || url.password)
    return { ok: false, error: 'The address must not contain a user name or password.', problem: 'credentials' };
  if (url.search || url.hash)
    return { ok: false, error: 'The address must not contain a query or a fragment.', problem: 'query' };
  if (url.pathname !== '/' && url.pathname !== '')
    return {
      ok: false,
      error: 'Give the server’s address without a path (e.g. https://tonelens.example.com).',
      problem: 'path',
    };
  return { ok: true, origin: url.origin };
}

/** The match pattern of the host permission a server origin needs, e.g. "https://tonelens.example.com/*". */
export function hostPermissionPattern(origin: string): string {
  const url = new URL(origin);
  // Match patterns carry no port; a pattern without one matches every port of the host.
  return `${url.protocol}//${url.hostname}/*`;
}
