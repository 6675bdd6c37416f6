import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allAnalyses } from './analysis-pages';
import { DIALECTS } from './dialects';
import { savePayload, textOfSize } from './fixtures';
import { getTestServer, type TestServer } from './server';

describe.each(DIALECTS)('concurrent saves on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect);
  });
  afterAll(async () => t?.close());

  it('keeps all 200 analyses and 200 journal entries when one user saves 200 at once', async () => {
    const client = await t.signIn();
    const base = textOfSize(2000);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => client.request('POST', '/api/analyse', savePayload(`${i}: ${base}`))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const ids = await Promise.all(responses.map(async (r) => schemas.analysis.parse(await r.json()).id));
    expect(new Set(ids).size).toBe(200);

    const analyses = await allAnalyses(client);
    const journal = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=1000')).json());
    expect(analyses).toHaveLength(200);
    expect(journal).toHaveLength(200);
    expect(new Set(journal.map((j) => j.analysisId))).toEqual(new Set(ids));
    const prefixes = new Set(journal.map((j) => j.preview.split(':')[0]));
    expect(prefixes.size).toBe(200);
  });
});
