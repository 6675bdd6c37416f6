import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './fake-openai';
import { getTestServer, type TestServer } from './server';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('what operators and their tools meet', () => {
  let t: TestServer;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'tonelens-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>ToneLens</title>');
    t = await getTestServer('sqlite', {
      WEB_DIST_DIR: web,
      METRICS_TOKEN,
      RATE_LIMIT_AI_MAX: '1',
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(web, { recursive: true, force: true });
  });

  it('answers liveness and readiness as JSON that is never cached', async () => {
    const live = await fetch(`${t.url}/api/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await fetch(`${t.url}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', db: 'up' });
  });

  it('answers readiness 503 while draining, and turns other requests away with Connection: close', async () => {
    const lifecycle = t.built.runtime.lifecycle;
    lifecycle.startDraining();
    try {
      const ready = await fetch(`${t.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      expect((await fetch(`${t.url}/api/health/live`)).status).toBe(200);
      const turned = await fetch(`${t.url}/api/config`);
      expect(turned.status).toBe(503);
      expect(turned.headers.get('connection')).toBe('close');
      expect(turned.headers.get('retry-after')).toBe('1');
      expect(schemas.error.parse(await turned.json()).code).toBe('shutting_down');
    } finally {
      lifecycle.phase = 'ready';
    }
  });

  it.each(['/healthz', '/ready', '/readyz', '/livez', '/health', '/status', '/api/nothing', '/api/health/x'])(
    'answers %s with a JSON 404, never the web page',
    async (path) => {
      const res = await fetch(`${t.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(schemas.error.parse(await res.json()).code).toBe('route_not_found');
    },
  );

  it('answers /metrics without the token with a JSON 401, never the web page', async () => {
    const locked = await fetch(`${t.url}/metrics`);
    expect(locked.status).toBe(401);
    expect(schemas.error.parse(await locked.json()).code).toBe('unauthorized');
  });

  it('still serves the web page for the app’s own routes', async () => {
    const res = await fetch(`${t.url}/journal`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>ToneLens</title>');
  });

  it('gives each request an id, keeping a sane one it was sent', async () => {
    const given = await fetch(`${t.url}/api/health/live`, { headers: { 'X-Request-Id': 'balancer-42' } });
    expect(given.headers.get('x-request-id')).toBe('balancer-42');
    const odd = await fetch(`${t.url}/api/health/live`, { headers: { 'X-Request-Id': 'no spaces <here>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves Prometheus metrics to the token’s bearer only: latency per route, pools, 429s and AI fallbacks', async () => {
    const ada = await t.signIn();
    expect((await ada.request('POST', '/api/analyse/enhanced', { inputText: 'hello there' })).status).toBe(200);
    expect((await ada.request('POST', '/api/analyse/enhanced', { inputText: 'hello there' })).status).toBe(429);
    expect(
      (await fetch(`${t.url}/metrics`, { headers: { Authorization: 'Bearer wrong-token-wrong-token' } })).status,
    ).toBe(401);
    const res = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(
      /tonelens_http_request_duration_seconds_count\{method="POST",route="\/api\/analyse\/enhanced",status="200"\} 1/,
    );
    expect(text).toMatch(/tonelens_rate_limited_total\{limit="ai"\} 1/);
    expect(text).toContain('# TYPE tonelens_ai_fallbacks_total counter');
    expect(text).toContain('# TYPE tonelens_db_pool_connections gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });
});

describe('a server without a metrics token', () => {
  it('answers /metrics with a JSON 404, never the web page', async () => {
    const web = mkdtempSync(join(tmpdir(), 'tonelens-web-'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>ToneLens</title>');
    const plain = await getTestServer('sqlite', { WEB_DIST_DIR: web });
    try {
      const res = await fetch(`${plain.url}/metrics`);
      expect(res.status).toBe(404);
      expect(schemas.error.parse(await res.json()).code).toBe('route_not_found');
    } finally {
      await plain.close();
      rmSync(web, { recursive: true, force: true });
    }
  });
});

describe('the AI fallback metric', () => {
  it('counts each answer the local engine gave because the model failed, by method', async () => {
    const fake = await startFakeOpenAi();
    fake.setMode('error');
    const t = await getTestServer('sqlite', {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      AI_MAX_RETRIES: '0',
      METRICS_TOKEN,
    });
    try {
      const ada = await t.signIn();
      for (let i = 0; i < 2; i++) {
        const res = await ada.request('POST', '/api/analyse/enhanced', { inputText: 'hello there' });
        expect(res.status).toBe(200);
        expect(schemas.enhancedAnalysis.parse(await res.json()).source).toBe('local');
      }
      const text = await (
        await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      expect(text).toMatch(/tonelens_ai_fallbacks_total\{method="enhanced"\} 2/);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
