import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest } from './client';

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
