import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider } from '../../auth/identity-provider';
import { SESSION_COOKIE } from '../../auth/index';
import { CookieJar, fetchWithJar } from '../../../test/cookie-jar';
import { DIALECTS } from '../../../test/dialects';
import { getTestServer, type TestServer } from '../../../test/server';
import { signIn } from '../../../test/sign-in';
import { safeReturnPath } from './router';

function sessionData(jar: CookieJar): Record<string, unknown> {
  const raw = jar.cookies.get(SESSION_COOKIE);
  expect(raw).toBeDefined();
  return JSON.parse(Buffer.from(raw!, 'base64').toString('utf8')) as Record<string, unknown>;
}

describe.each(DIALECTS)('sign-in with the built-in identity provider on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect);
  });
  afterAll(async () => t?.close());

  it('runs the authorization-code flow with PKCE, state and nonce, and creates the user from the profile', async () => {
    const client = await t.signIn({ email: 'grace@example.test', name: 'Grace Brewster Hopper' });
    const authorize = client.hops.find((h) => h.includes('/idp/auth?'))!;
    const params = new URL(authorize).searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('scope')).toBe('openid email profile');
    expect(client.hops.at(-1)).toBe(`${t.url}/`);

    const res = await client.request('GET', '/api/auth/user');
    expect(res.status).toBe(200);
    const user = schemas.user.parse(await res.json());
    expect(user).toMatchObject({
      email: 'grace@example.test',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      language: 'en',
    });
  });

  it('sets an httpOnly, SameSite=Lax, signed session cookie that no longer holds grant data', async () => {
    const jar = new CookieJar();
    const client = await t.signIn();
    // The first cookie is written when grant stores the flow's state, PKCE verifier and nonce.
    const res = await fetchWithJar(jar, `${t.url}/api/connect/oidc`);
    expect(res.status).toBe(302);
    const cookies = res.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookies[0]).toMatch(/httponly/i);
    expect(cookies[0]).toMatch(/samesite=lax/i);
    expect(cookies[0]).not.toMatch(/secure/i);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);

    const data = sessionData(client.jar);
    expect(data.grant).toBeUndefined();
    expect(typeof data.userId).toBe('number');
  });

  it('rejects a tampered session cookie', async () => {
    const client = await t.signIn();
    const forged = Buffer.from(JSON.stringify({ ...sessionData(client.jar), userId: 1 })).toString('base64');
    client.jar.cookies.set(SESSION_COOKIE, forged);
    expect((await client.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('finds the same user on a second sign-in with the same email', async () => {
    const a = await t.signIn({ email: 'same@example.test', name: 'Same Person' });
    const b = await t.signIn({ email: 'same@example.test', name: 'Same Person' });
    const ua = schemas.user.parse(await (await a.request('GET', '/api/auth/user')).json());
    const ub = schemas.user.parse(await (await b.request('GET', '/api/auth/user')).json());
    expect(ub.id).toBe(ua.id);
  });

  it('saves account settings and rejects a bad language naming the field', async () => {
    const client = await t.signIn();
    const ok = await client.request('PATCH', '/api/auth/user', {
      firstName: 'Ada',
      lastName: 'King',
      sitePrefix: 'ada',
      language: 'fr',
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ firstName: 'Ada', lastName: 'King', sitePrefix: 'ada', language: 'fr' });
    const again = schemas.user.parse(await (await client.request('GET', '/api/auth/user')).json());
    expect(again.language).toBe('fr');

    const bad = await client.request('PATCH', '/api/auth/user', { language: 'xx' });
    expect(bad.status).toBe(400);
    const body = schemas.error.parse(await bad.json());
    expect(body.issues?.map((i) => i.path)).toEqual(['language']);
  });

  it('returns after sign-in to the page on this site the visitor came from', async () => {
    const client = await signIn(
      t.url,
      { email: 'visitor@example.test', name: 'Visiting Person' },
      { returnTo: '/tune-link?tone=0.5&frequency=550&text=hi' },
    );
    expect(client.hops.at(-1)).toBe(`${t.url}/tune-link?tone=0.5&frequency=550&text=hi`);
    expect(sessionData(client.jar)).not.toHaveProperty('returnTo');
  });

  it.each(['https://elsewhere.example/x', '//elsewhere.example/x', '/\\elsewhere.example'])(
    'returns to / when asked to return to %s, which is not a path on this site',
    async (returnTo) => {
      const client = await signIn(t.url, { email: 'visitor@example.test', name: 'Visiting Person' }, { returnTo });
      expect(client.hops.at(-1)).toBe(`${t.url}/`);
    },
  );

  it('logs out by POST: clears the session and answers 204', async () => {
    const client = await t.signIn();
    const res = await client.request('POST', '/api/logout');
    expect(res.status).toBe(204);
    expect(client.jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('shows a sign-in page with email and name inputs and refuses a bad email', async () => {
    const jar = new CookieJar();
    let res = await fetchWithJar(jar, `${t.url}/api/login`);
    let url = `${t.url}/api/login`;
    while (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      res = await fetchWithJar(jar, url);
    }
    const page = await res.text();
    expect(page).toContain('name="email"');
    expect(page).toContain('name="name"');
    expect(page).not.toContain('type="password"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const action = new URL(/action="([^"]+)"/.exec(page)![1]!, url).href;
    const bad = await fetchWithJar(jar, action, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=not-an-email&name=X',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a valid email');
  });
});

describe('the session cookie behind an https public URL', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer('sqlite', { PUBLIC_URL: 'https://tone.example' });
  });
  afterAll(async () => t?.close());

  it('is Secure when TLS ends at a proxy in front (X-Forwarded-Proto: https)', async () => {
    const res = await fetch(`${t.url}/api/connect/oidc`, {
      redirect: 'manual',
      headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'tone.example' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^https:\/\/tone\.example\/idp\/auth\?/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
  });
});

describe('sign-in with an external OAuth2 provider given by explicit endpoint URLs', () => {
  let idpServer: Server;
  let t: TestServer;
  beforeAll(async () => {
    idpServer = createServer();
    await new Promise<void>((resolve) => idpServer.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
    t = await getTestServer('sqlite', async (appUrl) => {
      const idp = await createIdentityProvider({
        issuer,
        clients: [
          {
            clientId: 'explicit',
            clientSecret: 'explicit-secret',
            redirectUris: [`${appUrl}/api/connect/oidc/callback`],
          },
        ],
        cookieKeys: ['explicit-cookie-key'],
      });
      idpServer.on('request', (req, res) => void idp.handle(req, res));
      return {
        OAUTH_AUTHORIZE_URL: `${issuer}/auth`,
        OAUTH_TOKEN_URL: `${issuer}/token`,
        OAUTH_PROFILE_URL: `${issuer}/me`,
        OAUTH_CLIENT_ID: 'explicit',
        OAUTH_CLIENT_SECRET: 'explicit-secret',
      };
    });
  });
  afterAll(async () => {
    await t?.close();
    idpServer?.closeAllConnections();
    await new Promise((resolve) => idpServer?.close(resolve));
  });

  it('signs in without discovery and keys the user by the provider origin and subject', async () => {
    const client = await t.signIn({ email: 'explicit@example.test', name: 'Ex Plicit' });
    const user = schemas.user.parse(await (await client.request('GET', '/api/auth/user')).json());
    expect(user).toMatchObject({ email: 'explicit@example.test', firstName: 'Ex', lastName: 'Plicit' });
    const row = await t.built.db.models.User.findByPk(user.id);
    expect(row!.subject).toBe(`${t.built.auth.endpoints.issuer}|explicit@example.test`);
  });
});

describe('sign-in with an external OpenID Connect provider', () => {
  let idpServer: Server;
  let t: TestServer;
  beforeAll(async () => {
    idpServer = createServer();
    await new Promise<void>((resolve) => idpServer.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(idpServer.address() as AddressInfo).port}`;
    t = await getTestServer('sqlite', async (appUrl) => {
      const idp = await createIdentityProvider({
        issuer,
        clients: [
          {
            clientId: 'external-app',
            clientSecret: 'external-secret',
            redirectUris: [`${appUrl}/api/connect/oidc/callback`],
          },
        ],
        cookieKeys: ['external-cookie-key'],
      });
      idpServer.on('request', (req, res) => void idp.handle(req, res));
      return { OIDC_ISSUER: issuer, OAUTH_CLIENT_ID: 'external-app', OAUTH_CLIENT_SECRET: 'external-secret' };
    });
  });
  afterAll(async () => {
    await t?.close();
    idpServer?.closeAllConnections();
    await new Promise((resolve) => idpServer?.close(resolve));
  });

  it('discovers the endpoints, runs the flow on the other port and mounts no built-in provider', async () => {
    expect(t.built.auth.devIdentityProvider).toBeUndefined();
    const issuerPort = (idpServer.address() as AddressInfo).port;
    const client = await t.signIn({ email: 'ext@example.test', name: 'Ext Ernal' });
    expect(client.hops.some((h) => h.startsWith(`http://127.0.0.1:${issuerPort}/auth?`))).toBe(true);
    const user = schemas.user.parse(await (await client.request('GET', '/api/auth/user')).json());
    expect(user).toMatchObject({ email: 'ext@example.test', firstName: 'Ext', lastName: 'Ernal' });
    expect((await fetch(`${t.url}/idp/.well-known/openid-configuration`)).status).toBe(404);
  });
});

describe('safeReturnPath', () => {
  it.each([
    ['/tune-link?tone=0.5', '/tune-link?tone=0.5'],
    ['/', '/'],
    ['https://elsewhere.example/', undefined],
    ['//elsewhere.example', undefined],
    ['/\\elsewhere.example', undefined],
    ['/a\nb', undefined],
    ['relative', undefined],
    [['/a', '/b'], undefined],
    ['/' + 'a'.repeat(1000), undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });
});
