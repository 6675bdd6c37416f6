import { ANALYSIS_PAGE, ANALYSIS_PREVIEW_LENGTH, schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_PAGE_BYTE_BUDGET } from '../../commands/analysis-list';
import { allAnalyses } from '../../../test/analysis-pages';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, textOfSize } from '../../../test/fixtures';
import { getTestServer, type TestServer } from '../../../test/server';

const MIB = 1024 * 1024;

describe.each(DIALECTS)('the analyses list on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect);
  });
  afterAll(async () => t?.close());

  it('answers previews, not whole texts: parallel lists of 1 MiB analyses stay small', async () => {
    const client = await t.signIn();
    const big = textOfSize(MIB - 64);
    for (let i = 0; i < 6; i++) {
      expect((await client.request('POST', '/api/analyse', savePayload(`${i} ${big}`))).status).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.request('GET', `/api/analyses?limit=${ANALYSIS_PAGE.maxLimit}`)),
    );
    for (const res of answers) {
      const raw = await res.text();
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(raw)).toBeLessThan(ANALYSIS_PAGE_BYTE_BUDGET);
      const page = schemas.analysisPage.parse(JSON.parse(raw));
      expect(page.items).toHaveLength(6);
      for (const item of page.items) {
        expect(item).not.toHaveProperty('inputText');
        expect([...item.preview].length).toBeLessThanOrEqual(ANALYSIS_PREVIEW_LENGTH);
        expect(item.preview).toMatch(/^\d I wanted to follow up .*[a-z]…$/);
      }
    }
    // The whole text is one request away.
    const first = schemas.analysisPage.parse(await (await client.request('GET', '/api/analyses?limit=1')).json());
    const whole = schemas.analysis.parse(
      await (await client.request('GET', `/api/analyses/${first.items[0]!.id}`)).json(),
    );
    expect(whole.inputText).toBe(`5 ${big}`);
  });

  it('says when more exist (nextCursor and a Link header) and pages through all of them without gaps or repeats', async () => {
    const client = await t.signIn();
    for (let i = 0; i < 101; i++) {
      expect((await client.request('POST', '/api/analyse', savePayload(`entry ${i}`, 'spectral'))).status).toBe(201);
    }
    const res = await client.request('GET', '/api/analyses');
    const page = schemas.analysisPage.parse(await res.json());
    expect(page.items).toHaveLength(ANALYSIS_PAGE.defaultLimit);
    expect(page.items[0]!.preview).toBe('entry 100');
    expect(page.nextCursor).not.toBeNull();
    expect(res.headers.get('link')).toBe(
      `</api/analyses?limit=${ANALYSIS_PAGE.defaultLimit}&cursor=${page.nextCursor}>; rel="next"`,
    );

    const next = await client.request('GET', `/api/analyses?cursor=${page.nextCursor}`);
    const second = schemas.analysisPage.parse(await next.json());
    expect(second.items[0]!.preview).toBe('entry 50');

    const all = await allAnalyses(client, 30);
    expect(all.map((a) => a.preview)).toEqual(Array.from({ length: 101 }, (_, i) => `entry ${100 - i}`));
    const last = schemas.analysisPage.parse(
      await (await client.request('GET', `/api/analyses?limit=1&cursor=${all.at(-1)!.id}`)).json(),
    );
    expect(last).toEqual({ items: [], nextCursor: null });
  });

  it('caps ?limit at the page maximum', async () => {
    const client = await t.signIn();
    for (let i = 0; i < 3; i++) await client.request('POST', '/api/analyse', savePayload(`x ${i}`, 'spectral'));
    const page = schemas.analysisPage.parse(await (await client.request('GET', '/api/analyses?limit=1000')).json());
    expect(page.items).toHaveLength(3);
    expect(page.nextCursor).toBeNull();
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999'])('refuses the cursor %s with 400', async (cursor) => {
    const client = await t.signIn();
    const res = await client.request('GET', `/api/analyses?cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(schemas.error.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['cursor']);
  });
});
