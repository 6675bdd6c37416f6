import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/index';
import { fetchWithJar } from './cookie-jar';
import { getTestServer, type TestServer } from './server';

const OLD = 'the-old-session-secret-the-old-session-secret';
const NEW = 'the-new-session-secret-the-new-session-secret';

describe('rotating the session secret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tonelens-rotation-'));
  const database = { DATABASE_URL: `sqlite:${join(dir, 'shared.sqlite')}` };
  let before: TestServer;
  let during: TestServer;
  let after: TestServer;
  beforeAll(async () => {
    before = await getTestServer('sqlite', { ...database, SESSION_SECRET: OLD });
    during = await getTestServer('sqlite', { ...database, SESSION_SECRET: NEW, SESSION_PREVIOUS_SECRETS: OLD });
    after = await getTestServer('sqlite', { ...database, SESSION_SECRET: NEW });
  });
  afterAll(async () => {
    for (const t of [before, during, after]) await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a cookie signed with a previous secret working and re-signs it with the new one', async () => {
    const ada = await before.signIn();
    expect((await fetchWithJar(ada.jar, `${before.url}/api/auth/user`)).status).toBe(200);
    const oldSignature = ada.jar.cookies.get(`${SESSION_COOKIE}.sig`);
    const refused = await fetch(`${after.url}/api/auth/user`, { headers: { Cookie: ada.jar.header() } });
    expect(refused.status).toBe(401);

    const res = await fetchWithJar(ada.jar, `${during.url}/api/auth/user`);
    expect(res.status).toBe(200);
    const newSignature = ada.jar.cookies.get(`${SESSION_COOKIE}.sig`);
    expect(newSignature).toBeDefined();
    expect(newSignature).not.toBe(oldSignature);

    expect((await fetchWithJar(ada.jar, `${after.url}/api/auth/user`)).status).toBe(200);
  });

  it('refuses, on a server without the old secret, a cookie another server in the same process has already read', async () => {
    const ada = await before.signIn();
    // Read, and so remembered, by the session guard of the server that signed it.
    expect((await fetchWithJar(ada.jar, `${before.url}/api/journal`)).status).toBe(200);
    expect((await fetchWithJar(ada.jar, `${before.url}/api/journal`)).status).toBe(200);
    const res = await fetch(`${after.url}/api/journal`, { headers: { Cookie: ada.jar.header() } });
    expect(res.status).toBe(401);
  });
});
