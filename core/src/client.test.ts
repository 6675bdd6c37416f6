import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiPage, apiRequest, IDEMPOTENCY_HEADER, newIdempotencyKey, nextLink } from './client';
import { LIST_COUNT_PREFERENCE, LIST_TOTAL_HEADER } from './contract/common';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: { url: string; init: RequestInit }[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body.length > 0 ? body : null, { status, statusText });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and credentials', async () => {
    const { impl, calls } = fakeFetch(200, '{"id":7}');
    const result = await apiRequest('POST', '/api/analyse', { inputText: 'hi' }, { fetchImpl: impl });
    expect(result).toEqual({ id: 7 });
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.init.body).toBe('{"inputText":"hi"}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('sends no body and no content type on a read', async () => {
    const { impl, calls } = fakeFetch(200, '[]');
    await apiRequest('GET', '/api/journal', undefined, { fetchImpl: impl });
    expect(calls[0]!.init.body).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('fails with "<status>: <body>" on a non-OK answer', async () => {
    const { impl } = fakeFetch(400, '{"code":"invalid_body"}');
    await expect(apiRequest('POST', '/api/analyse', {}, { fetchImpl: impl })).rejects.toThrow(
      '400: {"code":"invalid_body"}',
    );
  });

  it('fails with "<status>: <status text>" when the body is empty', async () => {
    const { impl } = fakeFetch(503, '', 'Service Unavailable');
    const error = await apiRequest('GET', '/api/journal', undefined, { fetchImpl: impl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });

  it('returns null on 401 when asked to, and fails otherwise', async () => {
    const { impl } = fakeFetch(401, '{"code":"unauthorized"}');
    expect(await apiRequest('GET', '/api/auth/user', undefined, { fetchImpl: impl, on401: 'returnNull' })).toBeNull();
    await expect(apiRequest('GET', '/api/auth/user', undefined, { fetchImpl: impl })).rejects.toThrow('401: ');
  });

  it('prefixes relative URLs with the base URL', async () => {
    const { impl, calls } = fakeFetch(200, '{}');
    await apiRequest('GET', '/api/health', undefined, { fetchImpl: impl, baseUrl: 'http://127.0.0.1:8787/' });
    expect(calls[0]!.url).toBe('http://127.0.0.1:8787/api/health');
  });

  it('validates the answer with a schema', async () => {
    const { impl } = fakeFetch(200, '{"id":"seven"}');
    await expect(
      apiRequest('GET', '/x', undefined, { fetchImpl: impl, schema: z.object({ id: z.number() }) }),
    ).rejects.toThrow();
  });
});

describe('idempotency keys', () => {
  it('sends the key given as Idempotency-Key, and none otherwise', async () => {
    const { impl, calls } = fakeFetch(201, '{"id":1}');
    await apiRequest('POST', '/api/analyse', {}, { fetchImpl: impl, idempotencyKey: 'k-1' });
    await apiRequest('POST', '/api/analyse', {}, { fetchImpl: impl });
    expect((calls[0]!.init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBe('k-1');
    expect((calls[1]!.init.headers as Record<string, string>)[IDEMPOTENCY_HEADER]).toBeUndefined();
  });

  it('makes a fresh key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('nextLink', () => {
  it('finds the rel="next" URL of a Link header among others', () => {
    expect(nextLink('</api/journal?limit=50&cursor=9>; rel="next"')).toBe('/api/journal?limit=50&cursor=9');
    expect(nextLink('</a>; rel="prev", </b?c=1>; rel=next')).toBe('/b?c=1');
    expect(nextLink('</a>; rel="prev"')).toBeNull();
    expect(nextLink(null)).toBeNull();
  });
});

describe('apiPage', () => {
  it('answers the items, the next page from Link and the total, asking for the count when told', async () => {
    const calls: RequestInit[] = [];
    const impl = (async (_url: string, init: RequestInit) => {
      calls.push(init);
      return new Response('[{"id":3},{"id":2}]', {
        status: 200,
        headers: { Link: '</api/journal?limit=2&cursor=2>; rel="next"', [LIST_TOTAL_HEADER]: '5' },
      });
    }) as unknown as typeof fetch;
    const schema = z.array(z.object({ id: z.number() }));
    const page = await apiPage('/api/journal?limit=2', { schema, count: true, fetchImpl: impl });
    expect(page).toEqual({ items: [{ id: 3 }, { id: 2 }], nextUrl: '/api/journal?limit=2&cursor=2', total: 5 });
    expect((calls[0]!.headers as Record<string, string>).Prefer).toBe(LIST_COUNT_PREFERENCE);
    await apiPage('/api/journal', { schema, fetchImpl: impl });
    expect((calls[1]!.headers as Record<string, string>).Prefer).toBeUndefined();
  });

  it('answers a null total and no next page when the headers are absent', async () => {
    const { impl } = fakeFetch(200, '[]');
    expect(await apiPage('/api/journal', { schema: z.array(z.number()), fetchImpl: impl })).toEqual({
      items: [],
      nextUrl: null,
      total: null,
    });
  });
});
