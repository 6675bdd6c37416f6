/**
 * Sign-out news between two server processes over Redis, when one of them
 * started while Redis was down: it keeps trying, subscribes once Redis is
 * up, says so in readiness, and then refuses a copied cookie as soon as the
 * other signs it out (well within the SESSION_CHECK_CACHE_MS memo).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_CACHE_MS } from '../src/auth/session-revocation';
import { freePort, REDIS_SERVER_BIN, spawnChild, type Child } from './cluster/processes';
import { CookieJar, fetchWithJar } from './cookie-jar';
import { DIALECTS } from './dialects';
import { freshMysqlDatabase } from './mysql';
import { startServerProcess, type ServerProcess } from './server-process';
import { signIn } from './sign-in';

/** Polls readiness until its body says `revocations` is `want`; answers the last body. */
async function waitForRevocations(url: string, want: string, timeoutMs = 15_000): Promise<Record<string, unknown>> {
  let body: Record<string, unknown> = {};
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    body = (await (await fetch(`${url}/api/health/ready`)).json()) as Record<string, unknown>;
    if (body.revocations === want) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return body;
}

describe.each(DIALECTS)('sign-out news over Redis on %s', (dialect) => {
  const dir = mkdtempSync(join(tmpdir(), 'tonelens-revocation-'));
  let redisPort: number;
  let redis: Child | undefined;
  let late: ServerProcess;
  let other: ServerProcess;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    redisPort = await freePort();
    const env: Record<string, string> = {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      DATABASE_URL: `sqlite:${join(dir, 'shared.sqlite')}`,
    };
    if (dialect === 'mysql') {
      const db = await freshMysqlDatabase();
      env.DATABASE_URL = db.url;
      drop = db.drop;
    }
    // Redis is down while this one starts.
    late = await startServerProcess(env);
    other = await startServerProcess(env);
  }, 120_000);
  afterAll(async () => {
    await late?.stop();
    await other?.stop();
    await redis?.stop();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('subscribes once Redis comes up, says so in readiness, and refuses a copied cookie at once after a sign-out elsewhere', async () => {
    const down = (await (await fetch(`${late.url}/api/health/ready`)).json()) as Record<string, unknown>;
    expect(down).toMatchObject({ status: 'ready', revocations: 'down' });

    // Redis comes up well after the instance gave its first attempts up.
    await new Promise((r) => setTimeout(r, 1500));
    redis = spawnChild(REDIS_SERVER_BIN, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ]);
    expect(await waitForRevocations(late.url, 'flowing')).toMatchObject({ revocations: 'flowing' });
    expect(await waitForRevocations(other.url, 'flowing')).toMatchObject({ revocations: 'flowing' });

    const person = await signIn(other.url, { email: `copied-${dialect}@example.test`, name: 'Copied Cookie' });
    const copied = new CookieJar();
    for (const [name, value] of person.jar.cookies) copied.cookies.set(name, value);
    const onLate = () => fetchWithJar(copied, `${late.url}/api/journal`);
    // The late instance checks the session now and would trust that check for SESSION_CHECK_CACHE_MS.
    expect((await onLate()).status).toBe(200);
    const signedOutAt = Date.now();
    expect((await person.request('POST', '/api/logout')).status).toBe(204);
    let status = 200;
    while (status === 200 && Date.now() - signedOutAt < SESSION_CHECK_CACHE_MS / 2) {
      status = (await onLate()).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 25));
    }
    expect(status).toBe(401);
    expect(Date.now() - signedOutAt).toBeLessThan(SESSION_CHECK_CACHE_MS / 2);

    // Redis goes away and comes back: the instance subscribes again.
    await redis.stop();
    expect(await waitForRevocations(late.url, 'down')).toMatchObject({ revocations: 'down' });
    redis = spawnChild(REDIS_SERVER_BIN, [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ]);
    expect(await waitForRevocations(late.url, 'flowing')).toMatchObject({ revocations: 'flowing' });
    const again = await signIn(other.url, { email: `again-${dialect}@example.test`, name: 'Again Copied' });
    const copy = new CookieJar();
    for (const [name, value] of again.jar.cookies) copy.cookies.set(name, value);
    expect((await fetchWithJar(copy, `${late.url}/api/journal`)).status).toBe(200);
    await again.request('POST', '/api/logout');
    await new Promise((r) => setTimeout(r, 300));
    expect((await fetchWithJar(copy, `${late.url}/api/journal`)).status).toBe(401);
  }, 90_000);
});
