import { schemas } from '@tonelens/core';
import fc from 'fast-check';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects';
import { savePayload, TENSE_TEXT } from './fixtures';
import { protectedRoutes } from './routes';
import { getTestServer, type TestServer } from './server';
import { signedInPair } from './signed-in-pair';

/** An error answer must be the one JSON shape, with no stack trace or SQL in it. */
async function expectCleanError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const text = await res.text();
  expect(text).not.toMatch(/\n\s+at |node_modules|SELECT |INSERT |Sequelize|SQLITE|ER_/);
  return schemas.error.parse(JSON.parse(text));
}

describe.each(DIALECTS)('hardening on %s', (dialect) => {
  const pair = signedInPair(dialect);

  it('answers 401 on every protected route when signed out', async () => {
    for (const route of protectedRoutes()) {
      const res = await fetch(`${pair.t.url}${route.path}`, {
        method: route.method,
        headers: route.body ? { 'Content-Type': 'application/json' } : {},
        body: route.body ? JSON.stringify(route.body) : undefined,
      });
      const body = await expectCleanError(res, 401);
      expect(body.code, `${route.method} ${route.path}`).toBe('unauthorized');
    }
  });

  it('answers 200 on health without a session', async () => {
    const res = await fetch(`${pair.t.url}/api/health`);
    expect(res.status).toBe(200);
    expect(schemas.health.parse(await res.json())).toEqual({ status: 'ok', db: 'up' });
  });

  it("answers 404 for another user's analysis and journal entry", async () => {
    const analysis = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT))).json(),
    );
    const [entry] = schemas.journalList.parse(await (await pair.ada.request('GET', '/api/journal')).json());
    for (const route of protectedRoutes({ analysisId: analysis.id, journalId: entry!.id }).filter((r) =>
      /\d+$/.test(r.path),
    )) {
      const res = await pair.bob.request(route.method, route.path, route.body);
      await expectCleanError(res, 404);
    }
    expect((await pair.ada.request('GET', `/api/analyses/${analysis.id}`)).status).toBe(200);
  });

  it('answers 400 invalid_json to a body that is not JSON, on every route that takes a body', async () => {
    for (const route of protectedRoutes().filter((r) => r.method === 'POST' || r.method === 'PATCH')) {
      const res = await pair.ada.request(route.method, route.path, '{"inputText": "unterminated', {
        'Content-Type': 'application/json',
      });
      const body = await expectCleanError(res, 400);
      expect(body.code).toBe('invalid_json');
    }
  });

  it('answers 415 to a body that is not sent as JSON', async () => {
    const res = await pair.ada.request('POST', '/api/analyse/plain', 'inputText=hello', {
      'Content-Type': 'text/plain',
    });
    expect((await expectCleanError(res, 415)).code).toBe('unsupported_media_type');
  });

  it('answers 400 with issues naming each bad field', async () => {
    const res = await pair.ada.request('POST', '/api/analyse', { inputText: '   ', mode: 'loud', warmthDetachment: 7 });
    const body = await expectCleanError(res, 400);
    expect(body.code).toBe('validation_failed');
    expect(body.issues!.map((i) => i.path).sort()).toEqual(['inputText', 'mode', 'warmthDetachment']);
  });

  it('answers 413 to a 3 MB body on every route that takes a body, and keeps serving', async () => {
    const huge = JSON.stringify({ inputText: 'a'.repeat(3 * 1024 * 1024) });
    for (const route of protectedRoutes().filter((r) => r.method === 'POST' || r.method === 'PATCH')) {
      const res = await pair.ada.request(route.method, route.path, huge);
      const body = await expectCleanError(res, 413);
      expect(body.code, `${route.method} ${route.path}`).toBe('payload_too_large');
    }
    expect((await pair.ada.request('GET', '/api/analyses')).status).toBe(200);
  });

  it('refuses inputText over 1 MiB with 400 even inside the 2 MiB body limit', async () => {
    const res = await pair.ada.request('POST', '/api/analyse/plain', { inputText: 'é'.repeat(600 * 1024) });
    const body = await expectCleanError(res, 400);
    expect(body.issues![0]!.path).toBe('inputText');
  });

  it('never answers 5xx to junk bodies on any route', async () => {
    const routes = protectedRoutes().filter((r) => r.body !== undefined);
    const junk = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom(
          'inputText',
          'mode',
          'status',
          'echoMode',
          'emotionalValues',
          'conversationHistory',
          'language',
          '__proto__',
          'constructor',
        ),
        fc.jsonValue(),
      ),
      fc.record({
        inputText: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())),
        mode: fc.oneof(fc.constantFrom('plain', 'tonelens', 'spectral', 'full'), fc.string()),
        echoMode: fc.oneof(fc.constantFrom('solo', 'message', 'thread', 'spectral'), fc.string()),
        emotionalValues: fc.oneof(fc.jsonValue(), fc.record({ warmthDetachment: fc.double() })),
        status: fc.oneof(fc.constantFrom('not_started', 'in_progress', 'completed'), fc.string()),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), junk, async (route, body) => {
        const res = await pair.ada.request(route.method, route.path, JSON.stringify(body) ?? 'null', {
          'Content-Type': 'application/json',
        });
        await res.arrayBuffer();
        return res.status < 500;
      }),
      { numRuns: 300 },
    );
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/analyses/1/extra', '/api/learning/nothing']) {
      const body = await expectCleanError(await pair.ada.request('GET', path), 404);
      expect(body.code).toBe('route_not_found');
    }
  });

  it('refuses a state-changing request with the session cookie from another origin (403)', async () => {
    const evil = await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT), {
      Origin: 'https://evil.example',
    });
    expect((await expectCleanError(evil, 403)).code).toBe('forbidden_origin');
    const none = await pair.ada.request('DELETE', '/api/journal/1', undefined, { Origin: '' });
    await expectCleanError(none, 403);
    const ok = await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT));
    expect(ok.status).toBe(201);
  });

  it('sets security headers on API answers', async () => {
    const res = await pair.ada.request('GET', '/api/analyses');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('AI rate limit and allowed extension origins', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer('sqlite', {
      RATE_LIMIT_AI_MAX: '3',
      RATE_LIMIT_AI_WINDOW_SECONDS: '60',
      EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    });
  });
  afterAll(async () => t?.close());

  it('answers 429 with Retry-After once a user passes the AI limit, per user, leaving saves alone', async () => {
    const ada = await t.signIn();
    const bob = await t.signIn();
    for (let i = 0; i < 3; i++) {
      expect((await ada.request('POST', '/api/analyse/enhanced', { inputText: 'hello there' })).status).toBe(200);
    }
    const limited = await ada.request('POST', '/api/generate-alternative', { inputText: 'hello there' });
    expect((await expectCleanError(limited, 429)).code).toBe('rate_limited');
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await bob.request('POST', '/api/analyse/enhanced', { inputText: 'hello there' })).status).toBe(200);
    expect((await ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT))).status).toBe(201);
  });

  it('accepts state-changing requests from a configured extension origin', async () => {
    const ada = await t.signIn();
    const res = await ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT), {
      Origin: 'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
    });
    expect(res.status).toBe(201);
    const other = await ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT), {
      Origin: 'chrome-extension://zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz',
    });
    expect(other.status).toBe(403);
  });
});

describe('serving the built web app', () => {
  let t: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tonelens-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ToneLens</title><div id="root"></div>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await getTestServer('sqlite', { WEB_DIST_DIR: dist, AUDIO_TOOL_URL: 'https://audio.example/tool' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for client routes with a page CSP, and /sw.js uncached', async () => {
    for (const path of ['/', '/tune-link?tone=0.5&frequency=550', '/no/such/page']) {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('frame-src https://audio.example');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const sw = await fetch(`${t.url}/sw.js`);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${t.url}/missing.js`)).status).toBe(404);
    expect((await fetch(`${t.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(200);
    const api = await fetch(`${t.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });
});
