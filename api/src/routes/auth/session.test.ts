import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../auth/index';
import {
  forgetCachedSession,
  onSessionsRevoked,
  SESSION_CHECK_CACHE_MS,
  SESSIONS_PER_USER_MAX,
} from '../../auth/session-revocation';
import { runHousekeeping } from '../../housekeeping';
import { CookieJar, fetchWithJar, followRedirects } from '../../../test/cookie-jar';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, WARM_TEXT } from '../../../test/fixtures';
import { getTestServer, type TestServer } from '../../../test/server';
import type { SignedInClient } from '../../../test/sign-in';

/** A second client holding a copy of `client`'s cookies, as a thief would. */
function copyOf(t: TestServer, client: SignedInClient): (method: string, path: string) => Promise<Response> {
  const jar = new CookieJar();
  for (const [name, value] of client.jar.cookies) jar.cookies.set(name, value);
  return (method, path) => fetchWithJar(jar, `${t.url}${path}`, { method, headers: { Origin: t.url } });
}

async function userIdOf(client: SignedInClient): Promise<number> {
  return ((await (await client.request('GET', '/api/auth/user')).json()) as { id: number }).id;
}

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect);
  });
  afterAll(async () => t?.close());

  it('refuses a cookie copied before sign-out: it can neither read the journal nor delete from it', async () => {
    const client = await t.signIn();
    expect((await client.request('POST', '/api/analyse', savePayload(WARM_TEXT))).status).toBe(201);
    const [entry] = (await (await client.request('GET', '/api/journal')).json()) as { id: number }[];
    const stolen = copyOf(t, client);
    expect((await stolen('GET', '/api/journal')).status).toBe(200);

    expect((await client.request('POST', '/api/logout')).status).toBe(204);

    expect((await stolen('GET', '/api/journal')).status).toBe(401);
    expect((await stolen('DELETE', `/api/journal/${entry!.id}`)).status).toBe(401);
    expect((await stolen('GET', '/api/auth/user')).status).toBe(401);
  });

  it('signs out everywhere: every session of that person ends, other people stay signed in', async () => {
    const email = `everywhere-${dialect}@example.test`;
    const laptop = await t.signIn({ email, name: 'Every Where' });
    const phone = await t.signIn({ email, name: 'Every Where' });
    const someoneElse = await t.signIn();
    expect((await phone.request('GET', '/api/journal')).status).toBe(200);

    const res = await laptop.request('POST', '/api/logout/everywhere');
    expect(res.status).toBe(204);
    expect(laptop.jar.cookies.has(SESSION_COOKIE)).toBe(false);

    expect((await phone.request('GET', '/api/journal')).status).toBe(401);
    expect((await someoneElse.request('GET', '/api/journal')).status).toBe(200);
  });

  it('refuses sign-out everywhere without a session', async () => {
    const res = await fetch(`${t.url}/api/logout/everywhere`, { method: 'POST', headers: { Origin: t.url } });
    expect(res.status).toBe(401);
  });

  it('never renews the cookie: answers to a signed-in person set no new session cookie', async () => {
    const client = await t.signIn();
    for (const path of ['/api/auth/user', '/api/journal', '/api/analyses']) {
      const res = await client.request('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().filter((c) => c.startsWith(SESSION_COOKIE))).toEqual([]);
    }
  });

  it('refuses a cookie it has already read once its value or its signature is altered', async () => {
    const client = await t.signIn();
    // Read (and so remembered by the session guard) on the first request.
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
    const value = client.jar.cookies.get(SESSION_COOKIE)!;
    const signature = client.jar.cookies.get(`${SESSION_COOKIE}.sig`)!;
    const other = await t.signIn();
    const otherSid = (
      JSON.parse(Buffer.from(other.jar.cookies.get(SESSION_COOKIE)!, 'base64').toString()) as {
        sid: string;
      }
    ).sid;
    const forgedValue = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(value, 'base64').toString()), sid: otherSid }),
    ).toString('base64');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const [v, sig] of [
      [value, flipped],
      [forgedValue, signature],
      [value, ''],
    ] as const) {
      const res = await fetch(`${t.url}/api/journal`, {
        headers: { Cookie: `${SESSION_COOKIE}=${v}${sig ? `; ${SESSION_COOKIE}.sig=${sig}` : ''}` },
      });
      expect(res.status).toBe(401);
    }
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
  });

  it('ends a session at its absolute expiry, however recently it was used', async () => {
    const client = await t.signIn();
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
    const userId = await userIdOf(client);
    await t.built.db.models.Session.update({ expiresAt: new Date(Date.now() - 1000) }, { where: { userId } });
    await sleep(SESSION_CHECK_CACHE_MS + 100);
    expect((await client.request('GET', '/api/journal')).status).toBe(401);
  });

  it('honours a revocation made by another server through the database within the check window, and at once when told', async () => {
    const client = await t.signIn();
    const userId = await userIdOf(client);
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
    // Another server signs this person out: the row goes, this process still remembers the check.
    await t.built.db.models.Session.destroy({ where: { userId } });
    forgetCachedSession(userId);
    expect((await client.request('GET', '/api/journal')).status).toBe(401);

    const again = await t.signIn();
    const againId = await userIdOf(again);
    expect((await again.request('GET', '/api/journal')).status).toBe(200);
    await t.built.db.models.Session.destroy({ where: { userId: againId } });
    await sleep(SESSION_CHECK_CACHE_MS + 100);
    expect((await again.request('GET', '/api/journal')).status).toBe(401);
  });

  it('tells listeners which person was signed out, so other servers can forget their checks', async () => {
    const heard: number[] = [];
    const stop = onSessionsRevoked((id) => heard.push(id));
    try {
      const client = await t.signIn();
      const userId = await userIdOf(client);
      await client.request('POST', '/api/logout');
      expect(heard).toEqual([userId]);
    } finally {
      stop();
    }
  });

  it('signs no one out by GET (405, Allow: POST), nor by a POST from another site (403)', async () => {
    const client = await t.signIn();
    const get = await client.request('GET', '/api/logout');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(((await get.json()) as { code: string }).code).toBe('method_not_allowed');
    const forged = await client.request('POST', '/api/logout', undefined, { Origin: 'https://elsewhere.example' });
    expect(forged.status).toBe(403);
    expect((await client.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it(`keeps at most ${SESSIONS_PER_USER_MAX} sessions per person: a sign-in past them ends the oldest`, async () => {
    const email = `many-devices-${dialect}@example.test`;
    const devices: SignedInClient[] = [];
    for (let i = 0; i < SESSIONS_PER_USER_MAX + 2; i++) devices.push(await t.signIn({ email, name: 'Many Devices' }));
    const userId = await userIdOf(devices.at(-1)!);
    expect(await t.built.db.models.Session.count({ where: { userId } })).toBe(SESSIONS_PER_USER_MAX);
    await sleep(SESSION_CHECK_CACHE_MS + 100);
    expect((await devices[0]!.request('GET', '/api/journal')).status).toBe(401);
    expect((await devices[1]!.request('GET', '/api/journal')).status).toBe(401);
    for (const device of devices.slice(2)) expect((await device.request('GET', '/api/journal')).status).toBe(200);
  });

  it('purges every expired session row, whoever it belongs to, and idempotency keys past their day', async () => {
    const client = await t.signIn();
    const userId = await userIdOf(client);
    const { Session, IdempotencyKey } = t.built.db.models;
    await Session.create({ id: 'e'.repeat(64), userId, createdAt: new Date(0), expiresAt: new Date(1000) });
    await IdempotencyKey.create({ userId, idemKey: 'old', route: 'analyse', resourceId: 1, createdAt: new Date(0) });
    const purged = await runHousekeeping(t.built.db);
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(purged.keys).toBeGreaterThanOrEqual(1);
    expect(await Session.count({ where: { id: 'e'.repeat(64) } })).toBe(0);
    expect(await IdempotencyKey.count({ where: { idemKey: 'old' } })).toBe(0);
    expect((await client.request('GET', '/api/journal')).status).toBe(200);
  });

  it('shows the sign-in form again on the next sign-in after signing out (a shared browser does not reuse the last person)', async () => {
    const client = await t.signIn({ email: `shared-${dialect}@example.test`, name: 'First Person' });
    await client.request('POST', '/api/logout');
    const next = await followRedirects(client.jar, `${t.url}/api/login`);
    expect(next.response.status).toBe(200);
    expect(await next.response.text()).toContain('name="email"');
  });
});
