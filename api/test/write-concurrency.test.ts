/** Writes under ordinary concurrency: none is refused because someone else wrote, and racing writes settle cleanly. */
import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects';
import { savePayload, TENSE_TEXT, WARM_TEXT } from './fixtures';
import { getTestServer, type TestServer } from './server';
import type { SignedInClient } from './sign-in';

async function saveEntries(client: SignedInClient, n: number): Promise<{ entryId: number; analysisId: number }[]> {
  const out: { entryId: number; analysisId: number }[] = [];
  for (let i = 0; i < n; i++) {
    const saved = schemas.analysis.parse(
      await (await client.request('POST', '/api/analyse', savePayload(`${i} ${WARM_TEXT}`, 'spectral'))).json(),
    );
    out.push({ entryId: 0, analysisId: saved.id });
  }
  const journal = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=1000')).json());
  for (const o of out) o.entryId = journal.find((j) => j.analysisId === o.analysisId)!.id;
  return out;
}

describe.each(DIALECTS)('concurrent writes on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect);
  });
  afterAll(async () => t?.close());

  it('refuses no delete or progress update while four other people save as fast as they can', async () => {
    const person = await t.signIn();
    const entries = await saveEntries(person, 60);
    const lessons = schemas.lessonList.parse(await (await person.request('GET', '/api/learning/lessons')).json());
    const others = await Promise.all(Array.from({ length: 4 }, () => t.signIn()));
    let saving = true;
    const refusedSaves: number[] = [];
    // Two save analyses; two change their settings (a write outside any transaction) in the same tight loop.
    const savers = others.map(async (other, i) => {
      while (saving) {
        const res =
          i % 2 === 0
            ? await other.request('POST', '/api/analyse', savePayload(TENSE_TEXT, 'spectral'))
            : await other.request('PATCH', '/api/auth/user', { firstName: `Name ${Math.random()}` });
        if (res.status >= 300) refusedSaves.push(res.status);
        await res.arrayBuffer();
      }
    });
    const deletes = await Promise.all(
      entries.map(({ entryId }) => person.request('DELETE', `/api/journal/${entryId}`).then((r) => r.status)),
    );
    const progress = await Promise.all(
      lessons
        .slice(0, 8)
        .map((lesson) =>
          person
            .request('PATCH', `/api/learning/progress/${lesson.lessonKey}`, { status: 'in_progress' })
            .then((r) => r.status),
        ),
    );
    saving = false;
    await Promise.all(savers);
    expect(deletes.filter((s) => s !== 200)).toEqual([]);
    expect(progress.filter((s) => s !== 200)).toEqual([]);
    expect(refusedSaves).toEqual([]);
  });

  it('answers exactly one 200 to ten concurrent deletes of one entry, then 404s', async () => {
    const person = await t.signIn();
    for (let round = 0; round < 3; round++) {
      const { entryId } = (await saveEntries(person, 1))[0]!;
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () => person.request('DELETE', `/api/journal/${entryId}`).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 404)).toHaveLength(9);
    }
  });

  it('answers every one of twenty quick "generate recommendations" (no deadlock reaches the person)', async () => {
    const person = await t.signIn();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        person.request('POST', '/api/learning/generate-recommendations').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const recs = schemas.recommendationList.parse(
      await (await person.request('GET', '/api/learning/recommendations')).json(),
    );
    expect(recs.length).toBeGreaterThan(0);
  });

  it('saves a reflection or answers 404 while its analysis’s journal entry is deleted, never 500', async () => {
    const person = await t.signIn();
    const entries = await saveEntries(person, 15);
    const results = await Promise.all(
      entries.flatMap(({ entryId, analysisId }) => [
        person.request('DELETE', `/api/journal/${entryId}`).then((r) => `delete ${r.status}`),
        person
          .request('POST', '/api/echo-room/save', {
            analysisId,
            echoMode: 'solo',
            originalText: WARM_TEXT,
            resonantReply: null,
            userReflection: 'I was more hurt than angry.',
            emotionalInsights: null,
            spectralResonance: '{}',
          })
          .then((r) => `save ${r.status}`),
      ]),
    );
    for (const r of results) expect(['delete 200', 'save 201', 'save 404']).toContain(r);
    const journal = schemas.journalList.parse(await (await person.request('GET', '/api/journal?limit=1000')).json());
    expect(journal).toEqual([]);
  });
});
