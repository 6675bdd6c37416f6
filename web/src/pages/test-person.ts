/**
 * A person of their own for a component test file: signed in through the real
 * sign-in flow against the web tests' API server, so no other test file can
 * touch their journal, analyses or lessons. The returned API has the shape the
 * analyser's test helpers use (`withApi`).
 */
import { inject } from 'vitest';
import { signIn } from '../../../api/test/sign-in';
import type { RecordedRequest, ScreenApi } from '../analyser/test-api';

/** Signs a new person in and returns the API as they see it, recording every request the UI makes. */
export async function freshPerson(label: string): Promise<ScreenApi> {
  const url = inject('apiUrl');
  const origin = new URL(url).origin;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const person = await signIn(url, { email: `${label}-${stamp}@example.test`, name: `${label} Tester` });
  const cookie = person.jar.header();
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, number>();
  const answers = new Map<string, unknown>();
  const request = (method: string, path: string, body?: unknown) =>
    fetch(`${url}${path}`, {
      method,
      headers: {
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
    requests.push({ method, path: target.pathname, body });
    const status = failures.get(target.pathname);
    if (status) return new Response(JSON.stringify({ code: 'forced', message: 'Forced failure' }), { status });
    if (answers.has(target.pathname)) return Response.json(answers.get(target.pathname));
    return request(method, `${target.pathname}${target.search}`, body);
  }) as typeof fetch;
  return { url, requests, failures, answers, fetchImpl, request };
}
