import { createHash } from 'node:crypto';
import {
  FEEDBACK_TEXT_MAX,
  LIST_COUNT_PREFERENCE,
  LIST_TOTAL_HEADER,
  nextLink,
  schemas,
  type FeedbackRequest,
} from '@tonelens/core';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, TENSE_TEXT } from '../../../test/fixtures';
import { signedInPair } from '../../../test/signed-in-pair';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A feedback on `text` that keeps only its hash. */
const about = (text: string, change: Partial<FeedbackRequest> = {}): FeedbackRequest => ({
  tone: 'hurt',
  shownTone: 'calm',
  role: 'writer',
  analysisId: null,
  text: null,
  textHash: sha256(text),
  ...change,
});

describe.each(DIALECTS)('feedback routes on %s', (dialect) => {
  const pair = signedInPair(dialect);

  it('stores the tone a person picked, without the text unless they agreed, and lists it for them only', async () => {
    const analysis = schemas.analysis.parse(
      await (await pair.ada.request('POST', '/api/analyse', savePayload(TENSE_TEXT))).json(),
    );
    const res = await pair.ada.request('POST', '/api/feedback', about(TENSE_TEXT, { analysisId: analysis.id }));
    expect(res.status).toBe(201);
    const saved = schemas.feedback.parse(await res.json());
    expect(saved).toMatchObject({
      tone: 'hurt',
      toneId: 'hurt',
      shownTone: 'calm',
      role: 'writer',
      analysisId: analysis.id,
      text: null,
      textHash: sha256(TENSE_TEXT),
    });
    const list = schemas.feedbackList.parse(await (await pair.ada.request('GET', '/api/feedback')).json());
    expect(list[0]).toEqual(saved);
    expect(schemas.feedbackList.parse(await (await pair.bob.request('GET', '/api/feedback')).json())).toEqual([]);
  });

  it('keeps the text when it is sent, hashing it itself; typed words name a catalogue tone when they match one', async () => {
    const text = 'Fine. Do whatever you want.';
    const res = await pair.ada.request('POST', '/api/feedback', {
      ...about(text, { tone: '  Neutral, formal ', role: 'reader', text }),
      textHash: '1'.repeat(64),
    });
    const saved = schemas.feedback.parse(await res.json());
    expect(saved).toMatchObject({ tone: 'Neutral, formal', toneId: 'neutral-formal', role: 'reader', text });
    expect(saved.textHash).toBe(sha256(text));
    const own = schemas.feedback.parse(
      await (await pair.ada.request('POST', '/api/feedback', about(text, { tone: 'resigned', role: null }))).json(),
    );
    expect(own).toMatchObject({ tone: 'resigned', toneId: null, role: null });
  });

  it.each([
    [{ tone: '' }, ['tone']],
    [{ tone: 'x'.repeat(49) }, ['tone']],
    [{ shownTone: 'gloomy' }, ['shownTone']],
    [{ role: 'editor' }, ['role']],
    [{ textHash: 'abc' }, ['textHash']],
    [{ analysisId: -3 }, ['analysisId']],
    [{ text: 'a'.repeat(FEEDBACK_TEXT_MAX + 1) }, ['text']],
  ])('refuses %j with 400 naming the field', async (change, paths) => {
    const res = await pair.ada.request('POST', '/api/feedback', { ...about('x'), ...change });
    expect(res.status).toBe(400);
    expect(schemas.error.parse(await res.json()).issues?.map((i) => i.path)).toEqual(paths);
  });

  it('answers 413 to a huge body and 400 to one that is not JSON, storing nothing', async () => {
    const client = await pair.t.signIn();
    const huge = JSON.stringify({ ...about('x'), text: 'a'.repeat(3 * 1024 * 1024) });
    const big = await client.request('POST', '/api/feedback', huge);
    expect(big.status).toBe(413);
    expect(schemas.error.parse(await big.json()).code).toBe('payload_too_large');
    const junk = await client.request('POST', '/api/feedback', '{"tone": "hu', { 'Content-Type': 'application/json' });
    expect(schemas.error.parse(await junk.json()).code).toBe('invalid_json');
    expect(await (await client.request('GET', '/api/feedback')).json()).toEqual([]);
  });

  it("deletes one's own feedback; another person's id and ids that are not ids answer 404 and delete nothing", async () => {
    const saved = schemas.feedback.parse(await (await pair.ada.request('POST', '/api/feedback', about('mine'))).json());
    expect((await pair.bob.request('DELETE', `/api/feedback/${saved.id}`)).status).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await pair.ada.request('DELETE', `/api/feedback/${id}`)).status).toBe(404);
    }
    const res = await pair.ada.request('DELETE', `/api/feedback/${saved.id}`);
    expect(schemas.feedbackDelete.parse(await res.json())).toEqual({ id: saved.id, deleted: true });
    expect((await pair.ada.request('DELETE', `/api/feedback/${saved.id}`)).status).toBe(404);
    const list = schemas.feedbackList.parse(await (await pair.ada.request('GET', '/api/feedback?limit=1000')).json());
    expect(list.map((f) => f.id)).not.toContain(saved.id);
  });

  it('pages like the journal: newest first, Link to the next page, the total when asked', async () => {
    const client = await pair.t.signIn();
    for (let i = 0; i < 7; i++) {
      expect((await client.request('POST', '/api/feedback', about(`text ${i}`, { tone: `tone ${i}` }))).status).toBe(
        201,
      );
    }
    const first = await client.request('GET', '/api/feedback?limit=5', undefined, { Prefer: LIST_COUNT_PREFERENCE });
    const page = schemas.feedbackList.parse(await first.json());
    expect(page.map((f) => f.tone)).toEqual(['tone 6', 'tone 5', 'tone 4', 'tone 3', 'tone 2']);
    expect(first.headers.get(LIST_TOTAL_HEADER)).toBe('7');
    const next = nextLink(first.headers.get('link'));
    expect(next).toBe(`/api/feedback?limit=5&cursor=${page.at(-1)!.id}`);
    const rest = schemas.feedbackList.parse(await (await client.request('GET', next!)).json());
    expect(rest.map((f) => f.tone)).toEqual(['tone 1', 'tone 0']);
    expect((await client.request('GET', '/api/feedback?cursor=abc')).status).toBe(400);
  });

  it('exports every journal entry and every feedback of the person, and nobody else’s', async () => {
    const client = await pair.t.signIn();
    const text = 'You never listen to me.';
    const analysis = schemas.analysis.parse(
      await (await client.request('POST', '/api/analyse', savePayload(text))).json(),
    );
    await client.request('POST', '/api/feedback', about(text, { analysisId: analysis.id, text }));
    await pair.bob.request('POST', '/api/feedback', about('not yours'));
    const res = await client.request('GET', '/api/journal/export');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tonelens-journal-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = schemas.journalExport.parse(await res.json());
    expect(file.entries.map((e) => e.analysisId)).toEqual([analysis.id]);
    expect(file.feedback).toHaveLength(1);
    expect(file.feedback[0]).toMatchObject({ text, tone: 'hurt', analysisId: analysis.id });
  });
});
