/** A server whose PUBLIC_URL is https sits behind a TLS proxy: it says so to browsers and to a proxy that forgets to. */
import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '../src/middlewares/security';
import { getTestServer, type TestServer } from './server';

describe('behind a TLS proxy (PUBLIC_URL is https)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer('sqlite', (url) => Promise.resolve({ PUBLIC_URL: url.replace('http:', 'https:') }));
  });
  afterAll(async () => t?.close());

  it.each(['/api/login?returnTo=%2Fjournal', '/api/connect/oidc'])(
    'answers the plain-HTTP sign-in step %s (no X-Forwarded-Proto) with a clear 400, not a 500',
    async (path) => {
      const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(schemas.error.parse(await res.json()).code).toBe('https_required');
    },
  );

  it('starts sign-in through the proxy (X-Forwarded-Proto: https) with a Secure cookie', async () => {
    const res = await fetch(`${t.url}/api/connect/oidc`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((c) => /;\s*secure/i.test(c))).toBe(true);
  });

  it('tells browsers to use HTTPS only (Strict-Transport-Security) on every answer', async () => {
    for (const path of ['/api/health', '/api/config', '/api/journal', '/api/no-such-route']) {
      const res = await fetch(`${t.url}${path}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers.get('strict-transport-security'), path).toBe(HSTS);
    }
  });
});

describe('on plain HTTP (PUBLIC_URL is http, as in development)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer('sqlite');
  });
  afterAll(async () => t?.close());

  it('sends no Strict-Transport-Security (it would lock browsers out of an http origin)', async () => {
    expect((await fetch(`${t.url}/api/config`)).headers.get('strict-transport-security')).toBeNull();
  });
});
