/**
 * The one request helper (spec analysis §7): JSON bodies, credentials always
 * included, and errors whose message is "<status>: <body text or status text>".
 */
import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A non-OK answer: `message` is "<status>: <body text or status text>"; `body` the raw text. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** Options of one request. */
export interface ApiRequestOptions<T> {
  /** Parses (and so validates) the JSON answer. */
  schema?: z.ZodType<T>;
  /** Prefix for relative URLs, e.g. the extension's server URL. */
  baseUrl?: string;
  /** On 401, resolve with null instead of throwing (reads of the current user). */
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
  /** The fetch to use (defaults to the global one). */
  fetchImpl?: typeof fetch;
}

function joinUrl(baseUrl: string | undefined, url: string): string {
  if (!baseUrl || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/**
 * Sends one request and returns the parsed JSON answer (undefined for an empty
 * body). A body is sent as JSON with a JSON content type; credentials are always
 * included so the session cookie travels. Throws {@link ApiError} on a non-OK
 * answer (or resolves null on 401 when asked to).
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const doFetch = options.fetchImpl ?? fetch;
  const response = await doFetch(joinUrl(options.baseUrl, url), {
    method,
    headers:
      body === undefined
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null as T;
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  const data: unknown = text.length > 0 ? JSON.parse(text) : undefined;
  return options.schema ? options.schema.parse(data) : (data as T);
}
