/** Saves arriving together on MySQL share transactions (group commit), and each still gets its own answer. */
import { IDEMPOTENCY_HEADER, schemas } from '@tonelens/core';
import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVE_BATCH_MAX, SAVES_IN_FLIGHT_MAX } from '../src/commands/write-batch';
import { REPLAYED_HEADER } from '../src/routes/deps';
import { savePayload } from './fixtures';
import { getTestServer, type TestServer } from './server';
import type { SignedInClient } from './sign-in';

const METRICS_TOKEN = 'metrics-token-0123456789';

describe('saves arriving together on mysql', () => {
  let t: TestServer;
  let client: SignedInClient;
  beforeAll(async () => {
    t = await getTestServer('mysql', { METRICS_TOKEN });
    client = await t.signIn();
  });
  afterAll(async () => t?.close());

  /** The saves sent so far and the transactions that carried them, as /metrics reports them. */
  async function counts(): Promise<{ saves: number; transactions: number }> {
    const res = await fetch(`${t.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await res.text();
    const value = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);
    return { saves: value('tonelens_db_saves_total'), transactions: value('tonelens_db_save_transactions_total') };
  }

  /** The person's journal, by the analysis each entry records. */
  async function journalByAnalysis(): Promise<Map<number | null, string[]>> {
    const entries = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=1000')).json());
    const byAnalysis = new Map<number | null, string[]>();
    for (const e of entries) byAnalysis.set(e.analysisId, [...(byAnalysis.get(e.analysisId) ?? []), e.preview]);
    return byAnalysis;
  }

  /**
   * Sends the saves of each wave in turn while the analyses table is locked, each wave once every save before it
   * reached the server, so every save of a wave finds the ones before it waiting; answers them once the lock is gone.
   */
  async function behindLock(...waves: (() => Promise<Response>)[][]): Promise<Response[]> {
    const lock = await createConnection(t.env.DATABASE_URL);
    const answers: Promise<Response>[] = [];
    try {
      await lock.query('LOCK TABLES analyses WRITE');
      const { saves } = await counts();
      for (const wave of waves) {
        answers.push(...wave.map((send) => send()));
        while ((await counts()).saves < saves + answers.length) await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await lock.query('UNLOCK TABLES');
      await lock.end();
    }
    return Promise.all(answers);
  }

  const save = (text: string, key?: string) =>
    client.request('POST', '/api/analyse', savePayload(text), key ? { [IDEMPOTENCY_HEADER]: key } : {});

  it('carries forty concurrent saves in fewer transactions, each answer with its own analysis and journal entry', async () => {
    const texts = Array.from({ length: 40 }, (_, i) => `Concurrent save ${i}: thank you for the help.`);
    const before = await counts();
    const answers = await behindLock(texts.map((text) => () => save(text)));
    const after = await counts();
    expect(answers.map((res) => res.status)).toEqual(Array(40).fill(201));
    expect(after.saves - before.saves).toBe(40);
    // The first ones went at once and waited for the lock; the rest share transactions of at most SAVE_BATCH_MAX.
    expect(after.transactions - before.transactions).toBe(
      SAVES_IN_FLIGHT_MAX + Math.ceil((40 - SAVES_IN_FLIGHT_MAX) / SAVE_BATCH_MAX),
    );
    const saved = await Promise.all(answers.map(async (res) => schemas.analysis.parse(await res.json())));
    expect(new Set(saved.map((a) => a.id)).size).toBe(40);
    const journal = await journalByAnalysis();
    saved.forEach((analysis, i) => {
      expect(analysis.inputText).toBe(texts[i]);
      expect(journal.get(analysis.id)).toEqual([texts[i]]);
    });
    const read = await client.request('GET', `/api/analyses/${saved[17]!.id}`);
    expect(schemas.analysis.parse(await read.json()).inputText).toBe(texts[17]);
  });

  it('stores each of thirty concurrent saves once when a retry of an earlier one arrives among them', async () => {
    const first = await save('Stored before the burst.', 'burst-repeated');
    const firstId = schemas.analysis.parse(await first.json()).id;
    const texts = Array.from({ length: 30 }, (_, i) => `Neighbour ${i} of a retry.`);
    const before = await counts();
    // Saves in flight first, so that the retry and its neighbours all wait and share one transaction.
    const holders = Array.from({ length: SAVES_IN_FLIGHT_MAX }, (_, i) => () => save(`Holder ${i}.`));
    const answers = await behindLock(holders, [
      ...texts.map((text, i) => () => save(text, `burst-fresh-${i}`)),
      () => save('Stored before the burst.', 'burst-repeated'),
    ]);
    // The shared transaction failed on the repeated key, then each of its saves went alone.
    expect((await counts()).transactions - before.transactions).toBe(SAVES_IN_FLIGHT_MAX + 1 + 31);
    answers.splice(0, SAVES_IN_FLIGHT_MAX);
    expect(answers.map((res) => res.status)).toEqual(Array(31).fill(201));
    const retry = answers.pop()!;
    expect(retry.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(schemas.analysis.parse(await retry.json()).id).toBe(firstId);
    const journal = await journalByAnalysis();
    expect(journal.get(firstId)).toEqual(['Stored before the burst.']);
    for (const [i, res] of answers.entries()) {
      expect(res.headers.get(REPLAYED_HEADER)).toBeNull();
      expect(journal.get(schemas.analysis.parse(await res.json()).id)).toEqual([texts[i]]);
    }
  });
});
