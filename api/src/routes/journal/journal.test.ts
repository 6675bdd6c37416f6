import {
  analyseSpectral,
  LIST_COUNT_PREFERENCE,
  LIST_TOTAL_HEADER,
  nextLink,
  schemas,
  type JournalEntry,
} from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, TENSE_TEXT, textOfSize } from '../../../test/fixtures';
import { signedInPair } from '../../../test/signed-in-pair';

describe.each(DIALECTS)('journal routes on %s', (dialect) => {
  const pair = signedInPair(dialect);

  it('keeps a preview of at most 120 characters of a long text, ended at a word with an ellipsis', async () => {
    const text = textOfSize(2000);
    await pair.ada.request('POST', '/api/analyse', savePayload(text));
    const [entry] = schemas.journalList.parse(await (await pair.ada.request('GET', '/api/journal')).json());
    expect(entry!.preview).toBe(
      'I wanted to follow up on our conversation from Tuesday about the launch plan. Honestly, I am worried that we are moving…',
    );
    expect([...entry!.preview].length).toBeLessThanOrEqual(120);
  });

  it('dates an entry exactly as its analysis, to the millisecond, in UTC ISO form', async () => {
    const before = Date.now();
    const analysis = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload('A note kept for its date.'))).json(),
    );
    const entry = schemas.journalList
      .parse(await (await pair.ada.request('GET', '/api/journal')).json())
      .find((j) => j.analysisId === analysis.id)!;
    expect(entry.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(entry.createdAt).toBe(analysis.createdAt);
    const stored = schemas.analysis.parse(await (await pair.ada.request('GET', `/api/analyses/${analysis.id}`)).json());
    expect(stored.createdAt).toBe(analysis.createdAt);
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('computes dominant tones from the text when the save has no percentages (plain mode)', async () => {
    // Spaces are deep (0), t/y/z bright: 6 of 16 characters deep (37.5 %), 10 bright (62.5 %).
    const inputText = 'zzzz   yyyy   tt';
    const s = analyseSpectral(inputText);
    expect([s.deepTonePercentage, s.suspendedTonePercentage, s.brightTonePercentage]).toEqual([37.5, 0, 62.5]);
    const res = await pair.ada.request('POST', '/api/analyse', { inputText, mode: 'plain' });
    expect(res.status).toBe(201);
    const [entry] = schemas.journalList.parse(await (await pair.ada.request('GET', '/api/journal')).json());
    expect(JSON.parse(entry!.dominantTones)).toEqual(['deep', 'bright']);
  });

  it('answers JSON with each stored reading as the contract presents it, in the form a save writes or another', async () => {
    const client = await pair.t.signIn();
    const sent = { toneName: 'grateful' as const, topEmotions: [{ label: 'gratitude', score: 0.97 }] };
    await client.request('POST', '/api/analyse', { ...savePayload('Thank you for the help.'), ...sent });
    await client.request('POST', '/api/analyse', savePayload('A second note.'));
    const [newest] = schemas.journalList.parse(await (await client.request('GET', '/api/journal')).json());
    // Stored otherwise than a save writes (an older row, an edit by hand): key order, a field the contract drops.
    await pair.t.built.db.sequelize.query('UPDATE journal_entries SET topEmotions = ? WHERE id = ?', {
      replacements: ['[{"score":0.5,"label":"joy","note":1}]', newest!.id],
    });
    const res = await client.request('GET', '/api/journal');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    // Read as answered, not through the contract's schema (which would drop a field the answer should not hold).
    const page = (await res.json()) as JournalEntry[];
    expect(schemas.journalList.safeParse(page).success).toBe(true);
    expect(page.map((e) => [e.toneName, e.topEmotions])).toEqual([
      [newest!.toneName, [{ label: 'joy', score: 0.5 }]],
      [sent.toneName, sent.topEmotions],
    ]);
  });

  it('deletes an entry and its analysis; another user gets 404 and deletes nothing', async () => {
    const analysis = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT))).json(),
    );
    const entry = schemas.journalList
      .parse(await (await pair.ada.request('GET', '/api/journal')).json())
      .find((j) => j.analysisId === analysis.id)!;
    expect((await pair.bob.request('DELETE', `/api/journal/${entry.id}`)).status).toBe(404);
    expect((await pair.ada.request('GET', `/api/analyses/${analysis.id}`)).status).toBe(200);

    const res = await pair.ada.request('DELETE', `/api/journal/${entry.id}`);
    expect(res.status).toBe(200);
    expect(schemas.journalDelete.parse(await res.json())).toEqual({ id: entry.id, deleted: true });
    expect((await pair.ada.request('GET', `/api/analyses/${analysis.id}`)).status).toBe(404);
    expect((await pair.ada.request('DELETE', `/api/journal/${entry.id}`)).status).toBe(404);
  });

  it('lists the newest 50 by default and honours ?limit= up to 1000', async () => {
    const client = await pair.t.signIn();
    for (let i = 0; i < 55; i++) await client.request('POST', '/api/analyse', savePayload(`entry ${i}`, 'spectral'));
    const page = schemas.journalList.parse(await (await client.request('GET', '/api/journal')).json());
    expect(page).toHaveLength(50);
    expect(page[0]!.preview).toBe('entry 54');
    const three = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=3')).json());
    expect(three.map((j) => j.preview)).toEqual(['entry 54', 'entry 53', 'entry 52']);
    const all = schemas.journalList.parse(await (await client.request('GET', '/api/journal?limit=1000')).json());
    expect(all).toHaveLength(55);
    const analyses = schemas.analysisList.parse(await (await client.request('GET', '/api/analyses?limit=0')).json());
    expect(analyses).toHaveLength(50);
  });

  it('pages past 1000 entries: a Link names each next page, the total is counted when asked, and the oldest is reached', async () => {
    const client = await pair.t.signIn();
    const saves = 1003;
    // Many small saves at once (both databases queue them safely), so the test stays quick.
    for (let i = 0; i < saves; i += 50) {
      const batch = Array.from({ length: Math.min(50, saves - i) }, (_, k) =>
        client.request('POST', '/api/analyse', savePayload(`entry ${i + k}`, 'spectral')),
      );
      for (const res of await Promise.all(batch)) expect(res.status).toBe(201);
    }
    const first = await client.request('GET', '/api/journal?limit=1000', undefined, { Prefer: LIST_COUNT_PREFERENCE });
    const page = schemas.journalList.parse(await first.json());
    expect(page).toHaveLength(1000);
    expect(first.headers.get(LIST_TOTAL_HEADER)).toBe(String(saves));
    const next = nextLink(first.headers.get('link'));
    expect(next).toBe(`/api/journal?limit=1000&cursor=${page.at(-1)!.id}`);
    const rest = await client.request('GET', next!);
    const older = schemas.journalList.parse(await rest.json());
    expect(older).toHaveLength(3);
    expect(rest.headers.get('link')).toBeNull();
    const ids = [...page, ...older].map((e) => e.id);
    expect(new Set(ids).size).toBe(saves);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // Every save is reached, the oldest included.
    const previews = new Set([...page, ...older].map((e) => e.preview));
    expect(previews).toEqual(new Set(Array.from({ length: saves }, (_, i) => `entry ${i}`)));
    // Without the preference the list is not counted (a count walks every entry).
    expect((await client.request('GET', '/api/journal')).headers.get(LIST_TOTAL_HEADER)).toBeNull();
  }, 120_000);

  it('sorts on the server: ?order=oldest answers the oldest entries first and its Link keeps the order', async () => {
    const client = await pair.t.signIn();
    for (let i = 0; i < 7; i++) await client.request('POST', '/api/analyse', savePayload(`entry ${i}`, 'spectral'));
    const first = await client.request('GET', '/api/journal?order=oldest&limit=5');
    const page = schemas.journalList.parse(await first.json());
    expect(page.map((e) => e.preview)).toEqual(['entry 0', 'entry 1', 'entry 2', 'entry 3', 'entry 4']);
    const next = nextLink(first.headers.get('link'));
    expect(next).toBe(`/api/journal?order=oldest&limit=5&cursor=${page.at(-1)!.id}`);
    const rest = schemas.journalList.parse(await (await client.request('GET', next!)).json());
    expect(rest.map((e) => e.preview)).toEqual(['entry 5', 'entry 6']);
    const newest = schemas.journalList.parse(
      await (await client.request('GET', '/api/journal?order=newest&limit=2')).json(),
    );
    expect(newest.map((e) => e.preview)).toEqual(['entry 6', 'entry 5']);
    const bad = await client.request('GET', '/api/journal?order=sideways');
    expect(schemas.error.parse(await bad.json()).issues?.map((i) => i.path)).toEqual(['order']);
  });

  it.each(['abc', '0', '-5', '99999999999'])('refuses the journal cursor %s with 400', async (cursor) => {
    const res = await pair.ada.request('GET', `/api/journal?cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(schemas.error.parse(await res.json()).issues?.map((i) => i.path)).toEqual(['cursor']);
  });

  it('answers 404 for ids that are not ids', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      expect((await pair.ada.request('DELETE', `/api/journal/${id}`)).status).toBe(404);
      expect((await pair.ada.request('GET', `/api/analyses/${id}`)).status).toBe(404);
    }
  });
});
