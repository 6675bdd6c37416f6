import {
  ANALYSIS_PAGE,
  ANALYSIS_PREVIEW_LENGTH,
  LIST_COUNT_PREFERENCE,
  LIST_TOTAL_HEADER,
  balanceIndex,
  entrySpectralValue,
  entryTense,
  nextLink,
  schemas,
  signatureTrend,
} from '@tonelens/core';
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
    const big = textOfSize(MIB - 64);
    // Every payload is read before the requests: reading a 1 MiB text takes seconds on a busy machine, and a
    // keep-alive connection left idle past the server's keepAliveTimeout is closed under the next request.
    const payloads = Array.from({ length: 6 }, (_, i) => savePayload(`${i} ${big}`));
    const client = await t.signIn();
    for (const payload of payloads) {
      expect((await client.request('POST', '/api/analyse', payload)).status).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.request('GET', `/api/analyses?limit=${ANALYSIS_PAGE.maxLimit}`)),
    );
    for (const res of answers) {
      const raw = await res.text();
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(raw)).toBeLessThan(ANALYSIS_PAGE_BYTE_BUDGET);
      const page = schemas.analysisList.parse(JSON.parse(raw));
      expect(page).toHaveLength(6);
      for (const item of page) {
        expect(item).not.toHaveProperty('inputText');
        expect([...item.preview].length).toBeLessThanOrEqual(ANALYSIS_PREVIEW_LENGTH);
        expect(item.preview).toMatch(/^\d I wanted to follow up .*[a-z]…$/);
      }
    }
    // The whole text is one request away.
    const [first] = schemas.analysisList.parse(await (await client.request('GET', '/api/analyses?limit=1')).json());
    const whole = schemas.analysis.parse(await (await client.request('GET', `/api/analyses/${first!.id}`)).json());
    expect(whole.inputText).toBe(`5 ${big}`);
  });

  it('answers a JSON array, names the next page in a Link header, counts all when asked, and pages through every one', async () => {
    const client = await t.signIn();
    for (let i = 0; i < 101; i++) {
      expect((await client.request('POST', '/api/analyse', savePayload(`entry ${i}`, 'spectral'))).status).toBe(201);
    }
    const res = await client.request('GET', '/api/analyses', undefined, { Prefer: LIST_COUNT_PREFERENCE });
    const page = schemas.analysisList.parse(await res.json());
    expect(page).toHaveLength(ANALYSIS_PAGE.defaultLimit);
    expect(page[0]!.preview).toBe('entry 100');
    expect(res.headers.get(LIST_TOTAL_HEADER)).toBe('101');
    expect(res.headers.get('link')).toBe(
      `</api/analyses?limit=${ANALYSIS_PAGE.defaultLimit}&cursor=${page.at(-1)!.id}>; rel="next"`,
    );

    const next = await client.request('GET', nextLink(res.headers.get('link'))!);
    const second = schemas.analysisList.parse(await next.json());
    expect(second[0]!.preview).toBe('entry 50');

    const all = await allAnalyses(client, 30);
    expect(all.map((a) => a.preview)).toEqual(Array.from({ length: 101 }, (_, i) => `entry ${100 - i}`));
    const last = await client.request('GET', `/api/analyses?limit=1&cursor=${all.at(-1)!.id}`);
    expect(await last.json()).toEqual([]);
    expect(last.headers.get('link')).toBeNull();
  });

  it('caps ?limit at the page maximum', async () => {
    const client = await t.signIn();
    for (let i = 0; i < 3; i++) await client.request('POST', '/api/analyse', savePayload(`x ${i}`, 'spectral'));
    const res = await client.request('GET', '/api/analyses?limit=1000');
    expect(schemas.analysisList.parse(await res.json())).toHaveLength(3);
    expect(res.headers.get('link')).toBeNull();
    // A first page holding every analysis counts them without being asked.
    expect(res.headers.get(LIST_TOTAL_HEADER)).toBe('3');
  });

  it('computes the signature over every saved analysis, not the first page: the same figures as core over all of them', async () => {
    const client = await t.signIn();
    const empty = schemas.signatureSummary.parse(await (await client.request('GET', '/api/signature')).json());
    expect(empty).toEqual({
      count: 0,
      balanceIndex: 0,
      trend: 'stable',
      meanSpectralValue: 0,
      tenseShare: 0,
      topTones: [],
      readings: [],
      warmthTrend: 'stable',
      tensionTrend: 'stable',
    });
    // Calm texts first, tense ones last: only a signature over all of them sees both.
    const texts = [
      ...Array.from({ length: 60 }, (_, i) => `Thank you so much, I am grateful for your help ${i}.`),
      ...Array.from({ length: 70 }, (_, i) => `I am furious that nobody told me, this is never going to work ${i}!!`),
    ];
    for (let i = 0; i < texts.length; i += 26) {
      const batch = texts.slice(i, i + 26).map((text) => client.request('POST', '/api/analyse', savePayload(text)));
      for (const res of await Promise.all(batch)) expect(res.status).toBe(201);
    }
    const all = await allAnalyses(client, 100);
    expect(all).toHaveLength(texts.length);
    const entries = all.map((a) => ({ spectralValue: entrySpectralValue(a), tense: entryTense(a) }));
    const summary = schemas.signatureSummary.parse(await (await client.request('GET', '/api/signature')).json());
    expect(summary).toMatchObject({
      count: texts.length,
      balanceIndex: balanceIndex(entries),
      trend: signatureTrend(entries),
      tenseShare: entries.filter((e) => e.tense).length / texts.length,
    });
    expect(summary.meanSpectralValue).toBeCloseTo(
      entries.reduce((sum, e) => sum + e.spectralValue, 0) / texts.length,
      10,
    );
    // The newest 50 alone would read all tense.
    expect(summary.tenseShare).toBeLessThan(1);
    expect(entries.slice(0, 50).every((e) => e.tense)).toBe(true);

    // The tone names most often given, counted over every analysis as the list names them.
    const counts = new Map<string, number>();
    for (const a of all) if (a.toneName) counts.set(a.toneName, (counts.get(a.toneName) ?? 0) + 1);
    const expected = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
    expect(summary.topTones.map((t) => [t.toneName, t.count])).toEqual(expected);
    expect(summary.topTones[0]!.count).toBeGreaterThanOrEqual(60);
    // Twelve runs of the history, oldest first: warm and calm at the start, cold and tense at the end.
    expect(summary.readings).toHaveLength(12);
    expect(summary.readings.reduce((n, r) => n + r.count, 0)).toBe(texts.length);
    const oldest = [...all].reverse();
    expect(summary.readings[0]!.from).toBe(oldest[0]!.createdAt);
    expect(summary.readings.at(-1)!.to).toBe(all[0]!.createdAt);
    expect(summary.readings[0]!.tension).toBe(0);
    expect(summary.readings.at(-1)!.tension).toBe(1);
    expect(summary.readings[0]!.warmth!).toBeGreaterThan(summary.readings.at(-1)!.warmth!);
    expect(summary).toMatchObject({ warmthTrend: 'falling', tensionTrend: 'rising' });
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999'])('refuses the cursor %s with 400', async (cursor) => {
    const client = await t.signIn();
    const res = await client.request('GET', `/api/analyses?cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(schemas.error.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['cursor']);
  });
});
