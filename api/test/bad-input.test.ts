/** Inputs that once answered 500 (or the wrong thing): each now has a clear 4xx answer or succeeds. */
import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialects';
import { savePayload, WARM_TEXT } from './fixtures';
import { getTestServer, type TestServer } from './server';
import type { SignedInClient } from './sign-in';

const framed = (timestamp: string) => ({
  originalText: WARM_TEXT,
  aiGeneratedText: null,
  emotionalValues: { warmthDetachment: 0.6, certaintyAmbiguity: 0.5, intensityRestraint: 0.4, conflictCoherence: 0.7 },
  conversation: [],
  timestamp,
});

describe.each(DIALECTS)('bad and unusual input on %s', (dialect) => {
  let t: TestServer;
  let client: SignedInClient;
  beforeAll(async () => {
    t = await getTestServer(dialect);
    client = await t.signIn();
  });
  afterAll(async () => t?.close());

  it('saves and reads back a text holding a NUL character', async () => {
    const text = 'before\u0000after — a NUL in the middle';
    const res = await client.request('POST', '/api/analyse', savePayload(text));
    expect(res.status).toBe(201);
    const saved = schemas.analysis.parse(await res.json());
    const back = schemas.analysis.parse(await (await client.request('GET', `/api/analyses/${saved.id}`)).json());
    expect(back.inputText).toBe(text);
  });

  it('keeps the text past a NUL in the analyses list and the journal previews', async () => {
    const saved = schemas.analysis.parse(
      await (await client.request('POST', '/api/analyse', savePayload('before\u0000after'))).json(),
    );
    const [item] = schemas.analysisList.parse(await (await client.request('GET', '/api/analyses?limit=1')).json());
    expect(item).toMatchObject({ id: saved.id, preview: 'before\u0000after' });
    const [entry] = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=1')).json());
    expect(entry).toMatchObject({ analysisId: saved.id, preview: 'before\u0000after' });
  });

  it('answers with what it stored when the text holds lone surrogates', async () => {
    const text = 'broken \ud800 pair and \udc00 here, fine 😀';
    const res = await client.request('POST', '/api/analyse', savePayload(text));
    expect(res.status).toBe(201);
    const saved = schemas.analysis.parse(await res.json());
    expect(saved.inputText).toBe('broken \ufffd pair and \ufffd here, fine 😀');
    const back = schemas.analysis.parse(await (await client.request('GET', `/api/analyses/${saved.id}`)).json());
    expect(back.inputText).toBe(saved.inputText);
  });

  it.each(['9999-12-31T23:59:59-14:00', '0999-12-31T23:59:59Z', '+010000-01-01T00:00:00Z'])(
    'refuses the date %s that no database stores, naming the field',
    async (timestamp) => {
      const res = await client.request('POST', '/api/framed-conversations', framed(timestamp));
      expect(res.status).toBe(400);
      expect(new Set(schemas.error.parse(await res.json()).issues?.map((i) => i.path))).toEqual(new Set(['timestamp']));
    },
  );

  it('saves a framed conversation dated at the edges of the stored range', async () => {
    for (const timestamp of ['9999-12-31T23:59:59+14:00', '1000-01-01T00:00:00Z']) {
      const res = await client.request('POST', '/api/framed-conversations', framed(timestamp));
      expect(res.status, timestamp).toBe(201);
      expect(Date.parse(schemas.framedConversation.parse(await res.json()).timestamp)).toBe(Date.parse(timestamp));
    }
  });

  it('answers 405 and 501 in the JSON error shape, a 405 naming the allowed methods in Allow', async () => {
    const put = await client.request('PUT', '/api/journal');
    expect(put.status).toBe(405);
    expect(put.headers.get('content-type')).toMatch(/^application\/json/);
    expect(put.headers.get('allow')).toBe('HEAD, GET');
    expect(schemas.error.parse(await put.json()).code).toBe('method_not_allowed');

    const studio = await fetch(`${t.url}/tone-studio/api/generate`);
    expect(studio.status).toBe(405);
    expect(studio.headers.get('allow')).toBe('POST, OPTIONS');

    const odd = await client.request('PROPFIND', '/api/journal');
    expect(odd.status).toBe(501);
    expect(schemas.error.parse(await odd.json()).code).toBe('not_implemented');
  });

  it('ends a long journal preview at a word, with an ellipsis', async () => {
    const text =
      'Honestly I have been thinking about what you said on Tuesday and I am a little worried that we are rushing into this without a plan';
    expect((await client.request('POST', '/api/analyse', savePayload(text))).status).toBe(201);
    const [entry] = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=1')).json());
    expect(entry!.preview).toBe(
      'Honestly I have been thinking about what you said on Tuesday and I am a little worried that we are rushing into this…',
    );
  });

  it('answers a signed-out request 401 before reading its body', async () => {
    const huge = 'x'.repeat(3 * 1024 * 1024);
    for (const body of [huge, '{ not json', JSON.stringify(savePayload(WARM_TEXT))]) {
      const res = await fetch(`${t.url}/api/analyse`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: t.url },
        body,
      });
      expect(res.status).toBe(401);
      expect(schemas.error.parse(await res.json()).code).toBe('unauthorized');
    }
  });
});
