/** A database that stops answering without closing its connections (frozen, not killed): requests get 503, never hang. */
import { IDEMPOTENCY_HEADER, schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVES_IN_FLIGHT_MAX } from '../src/commands/write-batch';
import { savePayload, WARM_TEXT } from './fixtures';
import { freshMysqlDatabase } from './mysql';
import { getTestServer, type TestServer } from './server';
import { startThrowawayMariaDb, type ThrowawayMariaDb } from './throwaway-mariadb';

const QUERY_TIMEOUT_MS = 1500;
const METRICS_TOKEN = 'metrics-token-0123456789';

describe('a frozen database', () => {
  let mariadb: ThrowawayMariaDb;
  let t: TestServer;
  beforeAll(async () => {
    mariadb = await startThrowawayMariaDb();
    const db = await freshMysqlDatabase(mariadb.url);
    t = await getTestServer('mysql', {
      DATABASE_URL: db.url,
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      METRICS_TOKEN,
    });
  }, 120_000);
  afterAll(async () => {
    mariadb?.thaw();
    await t?.close().catch(() => undefined);
    await mariadb?.destroy();
  });

  it('answers 503 on open connections within the query time-out, and recovers when it runs again', async () => {
    const client = await t.signIn();
    // Every path has a pooled connection open before the freeze.
    expect((await client.request('POST', '/api/analyse', savePayload(WARM_TEXT))).status).toBe(201);
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
    expect((await client.request('GET', '/api/analyses')).status).toBe(200);

    mariadb.freeze();
    try {
      for (const [method, path, body] of [
        ['POST', '/api/analyse', savePayload(WARM_TEXT)],
        ['GET', '/api/journal', undefined],
        ['GET', '/api/analyses', undefined],
      ] as const) {
        const started = performance.now();
        const res = await client.request(method, path, body);
        const took = performance.now() - started;
        expect(res.status, `${method} ${path}`).toBe(503);
        expect(schemas.error.parse(await res.json()).code).toBe('database_unavailable');
        // The query time-out, then at most a connect time-out (3 s) for a fresh connection, plus slack.
        expect(took, `${method} ${path}`).toBeLessThan(QUERY_TIMEOUT_MS + 3000 + 3000);
      }
    } finally {
      mariadb.thaw();
    }

    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await client.request('GET', '/api/journal')).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await client.request('POST', '/api/analyse', savePayload(WARM_TEXT))).status).toBe(201);
  });

  it('stores nothing for a save it answered 503, even once the database runs again; its retry stores it once', async () => {
    const client = await t.signIn();
    const count = async () => schemas.journalList.parse(await (await client.request('GET', '/api/journal')).json());
    expect((await client.request('POST', '/api/analyse', savePayload('kept before the freeze'))).status).toBe(201);
    const key = `frozen-${Math.random()}`;
    mariadb.freeze();
    let answered: number;
    try {
      const res = await client.request('POST', '/api/analyse', savePayload('sent into the freeze'), {
        [IDEMPOTENCY_HEADER]: key,
      });
      answered = res.status;
    } finally {
      mariadb.thaw();
    }
    expect(answered).toBe(503);
    // Time for a database that resumed to run whatever reached it before the freeze.
    let entries = await count().catch(() => []);
    for (let deadline = Date.now() + 20_000; Date.now() < deadline && entries.length === 0;) {
      await new Promise((r) => setTimeout(r, 250));
      entries = await count().catch(() => []);
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect((await count()).map((e) => e.preview)).toEqual(['kept before the freeze']);
    // The client's retry with the same key stores it, once.
    for (let i = 0; i < 2; i++) {
      const retry = await client.request('POST', '/api/analyse', savePayload('sent into the freeze'), {
        [IDEMPOTENCY_HEADER]: key,
      });
      expect(retry.status).toBe(201);
    }
    expect((await count()).map((e) => e.preview)).toEqual(['sent into the freeze', 'kept before the freeze']);
  });

  it('stores nothing for saves that shared a transaction answered 503; their retries store each once', async () => {
    const client = await t.signIn();
    const previews = async () =>
      schemas.journalList.parse(await (await client.request('GET', '/api/journal')).json()).map((e) => e.preview);
    const transactions = async () => {
      const res = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
      return Number(/^tonelens_db_save_transactions_total (\d+)$/m.exec(await res.text())![1]);
    };
    expect((await client.request('POST', '/api/analyse', savePayload('kept before the freeze'))).status).toBe(201);
    // Pooled connections left open (reads go through the same pool), so the shared transaction finds one.
    await Promise.all(Array.from({ length: 8 }, () => client.request('GET', '/api/journal')));
    const texts = Array.from({ length: SAVES_IN_FLIGHT_MAX + 5 }, (_, i) => `frozen together ${i}`);
    const keys = texts.map((_, i) => `frozen-together-${i}-${Math.random()}`);
    const send = (i: number) =>
      client.request('POST', '/api/analyse', savePayload(texts[i]!), { [IDEMPOTENCY_HEADER]: keys[i]! });
    const before = await transactions();
    mariadb.freeze();
    let statuses: number[];
    try {
      statuses = (await Promise.all(texts.map((_, i) => send(i)))).map((res) => res.status);
    } finally {
      mariadb.thaw();
    }
    expect(statuses).toEqual(texts.map(() => 503));
    // The first went alone; the five that waited for them went together, and were not tried again alone.
    expect((await transactions()) - before).toBe(SAVES_IN_FLIGHT_MAX + 1);
    let entries = await previews().catch(() => []);
    for (let deadline = Date.now() + 20_000; Date.now() < deadline && entries.length === 0;) {
      await new Promise((r) => setTimeout(r, 250));
      entries = await previews().catch(() => []);
    }
    await new Promise((r) => setTimeout(r, 1000));
    expect(await previews()).toEqual(['kept before the freeze']);
    for (let round = 0; round < 2; round++) {
      expect((await Promise.all(texts.map((_, i) => send(i)))).map((res) => res.status)).toEqual(texts.map(() => 201));
    }
    expect((await previews()).sort()).toEqual(['kept before the freeze', ...texts].sort());
  });
});
