/**
 * Two built instances behind nginx round-robin on one MariaDB database and one
 * Redis, as an operator runs them (see api/test/cluster/topology.ts).
 */
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations/index';
import { SESSION_CHECK_CACHE_MS } from '../src/auth/session-revocation';
import type { Instance } from './cluster/processes';
import { startCluster, type Cluster } from './cluster/topology';
import { IDEMPOTENCY_HEADER } from '@tonelens/core';
import { savePayload, TENSE_TEXT, textOfSize } from './fixtures';
import { freshMysqlDatabase } from './mysql';
import { fetchWithJar } from './cookie-jar';
import { signIn, type SignedInClient } from './sign-in';

const AI_MAX = 5;
const STUDIO_MAX = 5;

/**
 * Resolves once `instance` has logged more than `moreThan` requests to `route`, or fails after 5 s (access lines
 * reach the output asynchronously, a moment after the answer).
 */
async function expectServed(instance: Instance, route: string, moreThan = 0): Promise<void> {
  const count = () =>
    instance
      .output()
      .split('\n')
      .filter((l) => l.includes('"event":"request"') && l.includes(`"route":"${route}"`)).length;
  const deadline = Date.now() + 5000;
  while (count() <= moreThan && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(count(), `requests to ${route} on ${instance.url}`).toBeGreaterThan(moreThan);
}

describe('two instances behind nginx on one database and one Redis', () => {
  let cluster: Cluster;
  let db: Awaited<ReturnType<typeof freshMysqlDatabase>>;
  let ada: SignedInClient;
  beforeAll(async () => {
    db = await freshMysqlDatabase();
    cluster = await startCluster({
      instances: 2,
      databaseUrl: db.url,
      env: {
        RATE_LIMIT_AI_MAX: String(AI_MAX),
        RATE_LIMIT_TONE_STUDIO_MAX: String(STUDIO_MAX),
        RATE_LIMIT_TONE_STUDIO_WINDOW_SECONDS: '600',
      },
    });
    ada = await signIn(cluster.url, { email: 'ada@example.test', name: 'Ada Lovelace' });
  }, 120_000);
  afterAll(async () => {
    await cluster?.stop();
    await db?.drop();
  });

  it('both become ready when started at once on an empty database, each migration applied once', async () => {
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}/api/health/ready`)).status).toBe(200);
      expect(instance.output()).not.toMatch(/"level":(50|60)/);
      // A failed migration would be retried and pass the second time: no retry must have been needed.
      expect(instance.output()).not.toContain('"event":"boot_retry"');
    }
    const c = await createConnection(db.url);
    try {
      const [rows] = await c.query('SELECT name FROM schema_migrations ORDER BY name');
      expect((rows as { name: string }[]).map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name).sort());
    } finally {
      await c.end();
    }
  });

  it('signs in through the built-in provider, its steps spread over both instances, and keeps the session on both', async () => {
    for (const instance of cluster.instances) await expectServed(instance, '/idp/*');
    for (const name of ['Grace Hopper', 'Edsger Dijkstra', 'Barbara Liskov']) {
      const person = await signIn(cluster.url, { email: `${name.split(' ')[0]!.toLowerCase()}@example.test`, name });
      const user = (await (await person.request('GET', '/api/auth/user')).json()) as { firstName: string };
      // The name typed on one instance's form reaches the token another instance asks for.
      expect(user.firstName).toBe(name.split(' ')[0]);
    }
    for (let i = 0; i < 4; i++) expect((await ada.request('GET', '/api/auth/user')).status).toBe(200);
    for (const instance of cluster.instances) await expectServed(instance, '/api/auth/user');
  });

  it('passes a save of the largest text (1 MiB) through the balancer', async () => {
    const res = await ada.request('POST', '/api/analyse', savePayload(textOfSize(1024 * 1024 - 64)));
    expect(res.status, cluster.nginxErrors()).toBe(201);
  });

  it(`holds the AI limit across instances: ${AI_MAX} of 20 pass, and a forged X-Forwarded-For does not reset it`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const forged: Record<string, string> = i % 2 === 0 ? {} : { 'X-Forwarded-For': `198.51.100.${i}` };
      const res = await ada.request('POST', '/api/analyse/enhanced', { inputText: 'hello there' }, forged);
      await res.arrayBuffer();
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(AI_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - AI_MAX);
    for (const instance of cluster.instances) {
      await expectServed(instance, '/api/analyse/enhanced');
    }
  });

  it(`limits the tone studio per client, not per forged X-Forwarded-For (${STUDIO_MAX} of 12), and every sound answers through the balancer`, async () => {
    const urls: string[] = [];
    let refused = 0;
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${cluster.url}/tone-studio/api/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body: JSON.stringify({ tone: i / 12, frequency: 300 + i * 20, text: `sound ${i}` }),
      });
      if (res.status === 200) urls.push(((await res.json()) as { audioUrl: string }).audioUrl);
      else {
        expect(res.status).toBe(429);
        await res.arrayBuffer();
        refused++;
      }
    }
    expect(urls).toHaveLength(STUDIO_MAX);
    expect(refused).toBe(12 - STUDIO_MAX);
    for (const url of urls) {
      expect(url.startsWith(`${cluster.url}/tone-studio/api/audio/`)).toBe(true);
      const bodies: Buffer[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(url);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('audio/wav');
        bodies.push(Buffer.from(await res.arrayBuffer()));
      }
      expect(bodies.every((b) => b.equals(bodies[0]!))).toBe(true);
    }
    for (const instance of cluster.instances) await expectServed(instance, '/tone-studio/*', 2);
  });

  it('refuses a cookie copied before sign-out on both instances at once, though each had just checked it', async () => {
    const carol = await signIn(cluster.url, { email: 'carol@example.test', name: 'Carol Shaw' });
    const copied = carol.jar.header();
    const asUser = (base: string) => fetch(`${base}/api/auth/user`, { headers: { Cookie: copied } });
    // Each instance checks the session now and would trust that check for SESSION_CHECK_CACHE_MS.
    for (const instance of cluster.instances) expect((await asUser(instance.url)).status).toBe(200);
    const checkedAt = Date.now();
    const out = await fetchWithJar(carol.jar, `${cluster.url}/api/logout`, {
      method: 'POST',
      headers: { Origin: cluster.url },
    });
    expect(out.status).toBe(204);
    // The news travels over Redis: give it a moment far below the memo's lifetime.
    await new Promise((r) => setTimeout(r, 150));
    for (const instance of cluster.instances) expect((await asUser(instance.url)).status).toBe(401);
    for (let i = 0; i < 4; i++) expect((await asUser(cluster.url)).status).toBe(401);
    expect(Date.now() - checkedAt).toBeLessThan(SESSION_CHECK_CACHE_MS);
  });

  it('says in readiness that sign-out news flows on both instances', async () => {
    for (const instance of cluster.instances) {
      const ready = (await (await fetch(`${instance.url}/api/health/ready`)).json()) as Record<string, unknown>;
      expect(ready).toMatchObject({ status: 'ready', revocations: 'flowing' });
    }
  });

  it('stores a save once when the same keyed request reaches both instances (a balancer replaying it)', async () => {
    const dana = await signIn(cluster.url, { email: 'dana@example.test', name: 'Dana Scott' });
    const key = `replayed-${Math.random()}`;
    const send = (base: string) =>
      fetch(`${base}/api/analyse`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: cluster.url,
          Cookie: dana.jar.header(),
          [IDEMPOTENCY_HEADER]: key,
        },
        body: JSON.stringify(savePayload(TENSE_TEXT)),
      });
    const answers = await Promise.all(
      cluster.instances.flatMap((instance) => [send(instance.url), send(instance.url)]),
    );
    const ids = await Promise.all(answers.map(async (res) => ((await res.json()) as { id: number }).id));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    expect(new Set(ids).size).toBe(1);
    const c = await createConnection(db.url);
    try {
      const [rows] = await c.query(
        'SELECT COUNT(*) AS n FROM journal_entries WHERE userId = (SELECT userId FROM analyses WHERE id = ?)',
        [ids[0]],
      );
      expect(Number((rows as { n: number }[])[0]!.n)).toBe(1);
    } finally {
      await c.end();
    }
  });

  it('loses no request and no write in a rolling restart under load (SIGTERM, restart, next)', async () => {
    const bob = await signIn(cluster.url, { email: 'bob@example.test', name: 'Bob Builder' });
    const bobId = ((await (await bob.request('GET', '/api/auth/user')).json()) as { id: number }).id;
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let saved = 0;
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const res = await bob.request('POST', '/api/analyse', savePayload(TENSE_TEXT));
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status === 201) saved++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, worker));
    try {
      for (const instance of cluster.instances) {
        await new Promise((r) => setTimeout(r, 700));
        const code = await instance.child!.stop('SIGTERM');
        expect(code).toBe(0);
        instance.start();
        await instance.ready();
      }
      await new Promise((r) => setTimeout(r, 700));
    } finally {
      running = false;
      await load;
    }
    expect(failures).toEqual([]);
    expect([...statuses.keys()], cluster.nginxErrors()).toEqual([201]);
    expect(saved).toBeGreaterThan(50);
    const c = await createConnection(db.url);
    try {
      const [rows] = await c.query('SELECT COUNT(*) AS n FROM analyses WHERE userId = ?', [bobId]);
      expect(Number((rows as { n: number }[])[0]!.n)).toBe(saved);
    } finally {
      await c.end();
    }
    for (const instance of cluster.instances) expect(instance.output()).toContain('"event":"stopped"');
  });
});
