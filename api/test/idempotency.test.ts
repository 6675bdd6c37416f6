/** Saves with an Idempotency-Key are stored once, however often the request is sent. */
import { IDEMPOTENCY_HEADER, LIST_COUNT_PREFERENCE, LIST_TOTAL_HEADER, schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../src/routes/deps';
import { DIALECTS } from './dialects';
import { savePayload, WARM_TEXT } from './fixtures';
import { getTestServer, type TestServer } from './server';
import type { SignedInClient } from './sign-in';

const conversation = () => ({
  originalText: WARM_TEXT,
  aiGeneratedText: null,
  emotionalValues: { warmthDetachment: 0.6, certaintyAmbiguity: 0.5, intensityRestraint: 0.4, conflictCoherence: 0.7 },
  conversation: [],
  timestamp: new Date().toISOString(),
});
const reflection = {
  analysisId: null,
  echoMode: 'solo',
  originalText: WARM_TEXT,
  resonantReply: null,
  userReflection: 'I meant it kindly.',
  emotionalInsights: null,
  spectralResonance: '{}',
};

/** How many journal entries the person has (every analysis and conversation adds one). */
async function journalTotal(client: SignedInClient): Promise<number> {
  const res = await client.request('GET', '/api/journal?limit=1', undefined, { Prefer: LIST_COUNT_PREFERENCE });
  return Number(res.headers.get(LIST_TOTAL_HEADER));
}

describe.each(DIALECTS)('idempotent saves on %s', (dialect) => {
  let t: TestServer;
  let client: SignedInClient;
  beforeAll(async () => {
    t = await getTestServer(dialect);
    client = await t.signIn();
  });
  afterAll(async () => t?.close());

  it.each([
    ['/api/analyse', () => savePayload(WARM_TEXT)],
    ['/api/framed-conversations', conversation],
    ['/api/echo-room/save', () => reflection],
  ] as const)(
    'stores a save to %s once when it is sent again with the same key, and answers the first save',
    async (path, body) => {
      const key = `${path}-${Math.random()}`;
      const before = await journalTotal(client);
      const first = await client.request('POST', path, body(), { [IDEMPOTENCY_HEADER]: key });
      expect(first.status).toBe(201);
      const saved = (await first.json()) as { id: number };
      expect(first.headers.get(REPLAYED_HEADER)).toBeNull();
      const again = await client.request('POST', path, body(), { [IDEMPOTENCY_HEADER]: key });
      expect(again.status).toBe(201);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(await again.json()).toEqual(saved);
      // A reflection adds no journal entry; the other two add exactly one.
      expect(await journalTotal(client)).toBe(before + (path === '/api/echo-room/save' ? 0 : 1));
      // Without a key, or with another, a save is a new save.
      const other = await client.request('POST', path, body(), { [IDEMPOTENCY_HEADER]: `${key}-other` });
      expect(((await other.json()) as { id: number }).id).not.toBe(saved.id);
    },
  );

  it('stores once when the same request arrives many times at once (a balancer replaying it)', async () => {
    const key = `burst-${Math.random()}`;
    const before = await journalTotal(client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.request('POST', '/api/analyse', savePayload(WARM_TEXT), { [IDEMPOTENCY_HEADER]: key }),
      ),
    );
    const saved = await Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
    expect(saved.map((s) => s.status)).toEqual(Array(6).fill(201));
    const ids = new Set(saved.map((s) => schemas.analysis.parse(s.body).id));
    expect(ids.size).toBe(1);
    expect(await journalTotal(client)).toBe(before + 1);
  });

  it('keeps keys per person: the same key from someone else is their own save', async () => {
    const key = `shared-${Math.random()}`;
    const other = await t.signIn();
    const mine = await client.request('POST', '/api/analyse', savePayload(WARM_TEXT), { [IDEMPOTENCY_HEADER]: key });
    const theirs = await other.request('POST', '/api/analyse', savePayload(WARM_TEXT), { [IDEMPOTENCY_HEADER]: key });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get(REPLAYED_HEADER)).toBeNull();
    expect(((await theirs.json()) as { id: number }).id).not.toBe(((await mine.json()) as { id: number }).id);
  });

  it('refuses a key used for another kind of save (422) and a key that is not one (400)', async () => {
    const key = `kind-${Math.random()}`;
    expect(
      (await client.request('POST', '/api/analyse', savePayload(WARM_TEXT), { [IDEMPOTENCY_HEADER]: key })).status,
    ).toBe(201);
    const reused = await client.request('POST', '/api/framed-conversations', conversation(), {
      [IDEMPOTENCY_HEADER]: key,
    });
    expect(reused.status).toBe(422);
    expect(schemas.error.parse(await reused.json()).code).toBe('idempotency_key_reused');
    const bad = await client.request('POST', '/api/analyse', savePayload(WARM_TEXT), {
      [IDEMPOTENCY_HEADER]: 'x'.repeat(101),
    });
    expect(bad.status).toBe(400);
    expect(schemas.error.parse(await bad.json()).code).toBe('invalid_idempotency_key');
  });
  // Last: the second instance binds the models to its own connection, which closes with it.
  it('stores once when a balancer sends the same request to two instances on one database at once', async () => {
    const second = await getTestServer(dialect, { DATABASE_URL: t.env.DATABASE_URL });
    try {
      const key = `two-instances-${Math.random()}`;
      const before = await journalTotal(client);
      const [here, there] = await Promise.all([
        client.request('POST', '/api/analyse', savePayload(WARM_TEXT), { [IDEMPOTENCY_HEADER]: key }),
        fetch(`${second.url}/api/analyse`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Origin: second.url,
            Cookie: client.jar.header(),
            [IDEMPOTENCY_HEADER]: key,
          },
          body: JSON.stringify(savePayload(WARM_TEXT)),
        }),
      ]);
      expect([here.status, there.status]).toEqual([201, 201]);
      const [a, b] = [schemas.analysis.parse(await here.json()), schemas.analysis.parse(await there.json())];
      expect(a.id).toBe(b.id);
      expect(await journalTotal(client)).toBe(before + 1);
    } finally {
      await second.close();
    }
  });
});
