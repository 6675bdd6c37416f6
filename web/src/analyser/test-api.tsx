/**
 * Component tests' API: the real app started by test-global-setup.ts, reached
 * through a fetch that carries a signed-in person's session and records every
 * request. A test may answer one path itself to force a failure at the
 * network boundary, or to return what the API cannot produce.
 */
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import { ApiProvider } from '../lib/api-context';
import { createQueryClient } from '../lib/query-client';
import { AppToaster } from '../lib/toast';

/** A request the screen made: method, path and JSON body. */
export interface RecordedRequest {
  method: string;
  path: string;
  body?: unknown;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

/** The real server as one signed-in person sees it, and what was requested. */
export interface ScreenApi {
  url: string;
  requests: RecordedRequest[];
  /** Answer a path with this status instead of the server (fault injection). */
  failures: Map<string, number>;
  /** Answer a path with this JSON instead of the server. */
  answers: Map<string, unknown>;
  /** Hold a path's answer back this many ms (a slow server). */
  delays: Map<string, number>;
  fetchImpl: typeof fetch;
  /** A direct request as this person (for setting up or checking data). */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Forgets the recorded requests and every forced failure, answer and delay (between tests). */
  reset(): void;
}

/** The API as person `index` (0 or 1) of the global setup. */
export function screenApi(index = 0): ScreenApi {
  return apiAs(inject('apiUrl'), inject('apiCookies')[index]!);
}

/** The API at `url` as the person whose session cookie header is `cookie`, recording every request the UI makes. */
export function apiAs(url: string, cookie: string): ScreenApi {
  const origin = new URL(url).origin;
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, number>();
  const answers = new Map<string, unknown>();
  const delays = new Map<string, number>();
  const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
        ...headers,
        Cookie: cookie,
        Origin: origin,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const fetchImpl = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const target = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, url);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, path: target.pathname, body, headers: Object.fromEntries(new Headers(init.headers)) });
    const delay = delays.get(target.pathname);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const status = failures.get(target.pathname);
    if (status) return new Response(JSON.stringify({ code: 'forced', message: 'Forced failure' }), { status });
    if (answers.has(target.pathname)) return Response.json(answers.get(target.pathname));
    // The UI's own headers (Prefer, Idempotency-Key …) travel on; the session is this person's.
    const own = new Set(['cookie', 'origin', 'accept', 'content-type']);
    const headers = Object.fromEntries([...new Headers(init.headers).entries()].filter(([name]) => !own.has(name)));
    return request(method, `${target.pathname}${target.search}`, body, headers);
  }) as typeof fetch;
  const reset = () => {
    requests.length = 0;
    failures.clear();
    answers.clear();
    delays.clear();
  };
  return { url, requests, failures, answers, delays, fetchImpl, request, reset };
}

/** Wraps `children` in the API provider (base URL = the test server) and the toaster. */
export function withApi(api: ScreenApi, children: ReactNode) {
  const queryClient = createQueryClient({ baseUrl: api.url, fetchImpl: api.fetchImpl });
  return (
    <ApiProvider baseUrl={api.url} fetchImpl={api.fetchImpl} queryClient={queryClient}>
      {children}
      <AppToaster />
    </ApiProvider>
  );
}
