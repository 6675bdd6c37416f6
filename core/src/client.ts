/**
 * The one request helper (spec analysis §7): JSON bodies, credentials always
 * included, and errors whose message is "<status>: <body text or status text>".
 */
import type { z } from 'zod';
import { LIST_COUNT_PREFERENCE, LIST_TOTAL_HEADER } from './contract/common';

/**
 * Request header of a save that the API stores at most once: a retry or a
 * replay of the request with the same key answers what the first stored.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh idempotency key (a random UUID): one per save the person makes, reused only by retries of it. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Pages served over plain http on another host than localhost have no randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

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
  /** Sent as Idempotency-Key (saves: see newIdempotencyKey). */
  idempotencyKey?: string;
}

function joinUrl(baseUrl: string | undefined, url: string): string {
  if (!baseUrl || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Sends one request; answers the response and its parsed JSON body (undefined when empty), or throws ApiError. */
async function send(
  method: HttpMethod,
  url: string,
  body: unknown,
  options: Omit<ApiRequestOptions<unknown>, 'schema'>,
  extraHeaders: Record<string, string> = {},
): Promise<{ response: Response; data: unknown } | null> {
  const doFetch = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  const response = await doFetch(joinUrl(options.baseUrl, url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, text, response.statusText);
  return { response, data: text.length > 0 ? JSON.parse(text) : undefined };
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
  const answer = await send(method, url, body, options);
  if (answer === null) return null as T;
  return options.schema ? options.schema.parse(answer.data) : (answer.data as T);
}

/** One page of a paged list (GET /api/analyses, /api/journal). */
export interface ApiPage<T> {
  items: T[];
  /** The URL of the next (older) page, from the Link header; null on the last page. */
  nextUrl: string | null;
  /** How many items the whole list holds (X-Total-Count), or null when the API did not count them. */
  total: number | null;
}

/** The URL of a `Link` header's rel="next" entry, or null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * GETs one page of a paged list: its items (checked with `schema`, the list's
 * array schema), the next page's URL and, with `count`, the list's total.
 */
export async function apiPage<T>(
  url: string,
  options: ApiRequestOptions<T[]> & { schema: z.ZodType<T[]>; count?: boolean },
): Promise<ApiPage<T>> {
  const extra: Record<string, string> = options.count ? { Prefer: LIST_COUNT_PREFERENCE } : {};
  const answer = await send('GET', url, undefined, { ...options, on401: 'throw' }, extra);
  const total = answer!.response.headers.get(LIST_TOTAL_HEADER);
  return {
    items: options.schema.parse(answer!.data),
    nextUrl: nextLink(answer!.response.headers.get('Link')),
    total: total === null || !/^\d+$/.test(total) ? null : Number(total),
  };
}
