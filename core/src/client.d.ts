/**
 * The one request helper (spec analysis §7): JSON bodies, credentials always
 * included, and errors whose message is "<status>: <body text or status text>".
 */
import type { z } from 'zod';
/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** A non-OK answer: `message` is "<status>: <body text or status text>"; `body` the raw text. */
export declare class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string);
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
/**
 * Sends one request and returns the parsed JSON answer (undefined for an empty
 * body). A body is sent as JSON with a JSON content type; credentials are always
 * included so the session cookie travels. Throws {@link ApiError} on a non-OK
 * answer (or resolves null on 401 when asked to).
 */
export declare function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options?: ApiRequestOptions<T>,
): Promise<T>;
