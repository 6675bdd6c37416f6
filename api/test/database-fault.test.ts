import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePayload, WARM_TEXT } from './fixtures';
import { freshMysqlDatabase } from './mysql';
import { getTestServer, type TestServer } from './server';
import { startThrowawayMariaDb, type ThrowawayMariaDb } from './throwaway-mariadb';

describe('the database stopping mid-run', () => {
  let mariadb: ThrowawayMariaDb;
  let t: TestServer;
  beforeAll(async () => {
    mariadb = await startThrowawayMariaDb();
    const db = await freshMysqlDatabase(mariadb.url);
    t = await getTestServer('mysql', { DATABASE_URL: db.url });
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => undefined);
    await mariadb?.destroy();
  });

  it('answers 503 database_unavailable while it is down and recovers when it returns', async () => {
    const client = await t.signIn();
    expect((await client.request('POST', '/api/analyse', savePayload(WARM_TEXT))).status).toBe(201);

    await mariadb.stop();
    const started = performance.now();
    const save = await client.request('POST', '/api/analyse', savePayload(WARM_TEXT));
    expect(save.status).toBe(503);
    const body = schemas.error.parse(await save.json());
    expect(body.code).toBe('database_unavailable');
    expect(performance.now() - started).toBeLessThan(6000);
    const list = await client.request('GET', '/api/journal');
    expect(list.status).toBe(503);
    const feedback = {
      tone: 'hurt',
      shownTone: 'calm',
      role: null,
      analysisId: null,
      text: null,
      textHash: 'a'.repeat(64),
    };
    const told = await client.request('POST', '/api/feedback', feedback);
    expect(told.status).toBe(503);
    expect(schemas.error.parse(await told.json()).code).toBe('database_unavailable');
    expect((await client.request('GET', '/api/feedback')).status).toBe(503);
    const health = await fetch(`${t.url}/api/health`);
    expect(health.status).toBe(503);
    expect(schemas.health.parse(await health.json())).toEqual({ status: 'degraded', db: 'down' });
    // AI answers need no database and keep working.
    expect((await client.request('POST', '/api/analyse/enhanced', { inputText: WARM_TEXT })).status).toBe(200);

    await mariadb.start();
    const deadline = Date.now() + 20_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await client.request('POST', '/api/analyse', savePayload(WARM_TEXT))).status;
      if (status === 201) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(201);
    const analyses = schemas.analysisList.parse(await (await client.request('GET', '/api/analyses')).json());
    expect(analyses).toHaveLength(2);
    expect((await fetch(`${t.url}/api/health`)).status).toBe(200);
  });
});
