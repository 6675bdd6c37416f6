/**
 * Migration 0007: analyses and journal entries saved before tone names were kept
 * (toneName and topEmotions null, as 0005 left them) are named from their own
 * text after migrating, in more than one batch, and the signature counts them.
 */
import { readTone, schemas, toneSummaryOf } from '@tonelens/core';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations/index';
import { migrate } from '../src/db';
import { DIALECTS } from './dialects';
import { getTestServer, type TestServer } from './server';
import type { SignedInClient } from './sign-in';

const BACKFILL = '2026-11-28-0007-tone-backfill';

/** Old texts of distinct tones; more rows than one batch (200) of the migration. */
const TEXTS = [
  'I am so hurt that you forgot my birthday again. It really stung.',
  'Thank you so much for your help yesterday, I am grateful.',
  'Fix this now. I have told you three times already.',
];
const ROWS = 210;
const CONVERSATION_TEXT = 'I am worried the move will not go well and nobody is listening.';
const LONE_PREVIEW = 'Honestly I am thrilled, this is the best news all year!';

const summaryOf = (text: string) => toneSummaryOf(readTone(text));

describe.each(DIALECTS)('back-filling tone names on %s', (dialect) => {
  let t: TestServer;
  let ada: SignedInClient;
  let applied: string[];
  beforeAll(async () => {
    t = await getTestServer(dialect);
    ada = await t.signIn();
    // One save through the API gives Ada her user row (and one row named as today's saves are).
    const saved = schemas.analysis.parse(
      await (await ada.request('POST', '/api/analyse', { inputText: TEXTS[0], mode: 'plain' })).json(),
    );
    const sequelize = t.built.db.sequelize;
    const qi = sequelize.getQueryInterface();
    const [owner] = await sequelize.query<{ userId: number }>('SELECT userId FROM analyses WHERE id = ?', {
      replacements: [saved.id],
      type: QueryTypes.SELECT,
    });
    const userId = owner!.userId;
    // The database as it stood before this migration: it has not run, and old rows carry no reading.
    await sequelize.query('DELETE FROM schema_migrations WHERE name = ?', { replacements: [BACKFILL] });
    const at = new Date(Date.UTC(2026, 0, 1));
    await qi.bulkInsert(
      'analyses',
      Array.from({ length: ROWS }, (_, i) => ({
        userId,
        inputText: TEXTS[i % TEXTS.length],
        mode: 'plain',
        tensionDetected: false,
        createdAt: at,
        updatedAt: at,
      })),
    );
    const old = await sequelize.query<{ id: number; inputText: string }>(
      'SELECT id, inputText FROM analyses WHERE toneName IS NULL ORDER BY id',
      { type: QueryTypes.SELECT },
    );
    expect(old).toHaveLength(ROWS);
    await qi.bulkInsert(
      'journal_entries',
      old.map((row) => ({
        userId,
        preview: row.inputText,
        dominantTones: '[]',
        analysisId: row.id,
        createdAt: at,
        updatedAt: at,
      })),
    );
    await qi.bulkInsert('framed_conversations', [
      {
        userId,
        originalText: CONVERSATION_TEXT,
        emotionalValues: '{}',
        conversation: '[]',
        timestamp: at,
        createdAt: at,
        updatedAt: at,
      },
    ]);
    const [savedConversation] = await sequelize.query<{ id: number }>(
      'SELECT id FROM framed_conversations WHERE userId = ?',
      { replacements: [userId], type: QueryTypes.SELECT },
    );
    await qi.bulkInsert('journal_entries', [
      {
        userId,
        preview: CONVERSATION_TEXT.slice(0, 20),
        dominantTones: '[]',
        framedConversationId: savedConversation!.id,
        createdAt: at,
        updatedAt: at,
      },
      { userId, preview: LONE_PREVIEW, dominantTones: '[]', createdAt: at, updatedAt: at },
    ]);
    applied = await migrate(sequelize);
  });
  afterAll(async () => t?.close());

  it('runs as the one pending migration, the last of the list', () => {
    expect(applied).toEqual([BACKFILL]);
    expect(MIGRATIONS.at(-1)!.name).toBe(BACKFILL);
  });

  it("names every old analysis with the reading of its text, as today's saves are named", async () => {
    const rows = await t.built.db.sequelize.query<{ inputText: string; toneName: string; topEmotions: string }>(
      'SELECT inputText, toneName, topEmotions FROM analyses',
      { type: QueryTypes.SELECT },
    );
    expect(rows).toHaveLength(ROWS + 1);
    for (const row of rows) {
      const expected = summaryOf(row.inputText);
      expect(row.toneName).toBe(expected.toneName);
      expect(JSON.parse(row.topEmotions)).toEqual(expected.topEmotions);
    }
  });

  it('names journal entries after their analysis, their conversation or, alone, their preview', async () => {
    const res = await ada.request('GET', '/api/journal?limit=100');
    const entries = schemas.journalList.parse(await res.json());
    const conversation = entries.find((e) => e.framedConversationId !== null)!;
    expect(conversation.toneName).toBe(summaryOf(CONVERSATION_TEXT).toneName);
    const lone = entries.find((e) => e.preview === LONE_PREVIEW)!;
    expect(lone.toneName).toBe(summaryOf(LONE_PREVIEW).toneName);
    expect(lone.topEmotions).toEqual(summaryOf(LONE_PREVIEW).topEmotions);
    const ofAnalyses = entries.filter((e) => e.analysisId !== null);
    expect(ofAnalyses.length).toBeGreaterThan(50);
    for (const entry of ofAnalyses) expect(entry.toneName).toBe(summaryOf(entry.preview).toneName);
    const [counted] = await t.built.db.sequelize.query<{ unnamed: number }>(
      'SELECT COUNT(*) AS unnamed FROM journal_entries WHERE toneName IS NULL',
      { type: QueryTypes.SELECT },
    );
    expect(Number(counted!.unnamed)).toBe(0);
  });

  it('counts the old rows in the signature\'s "Most often"', async () => {
    const summary = schemas.signatureSummary.parse(await (await ada.request('GET', '/api/signature')).json());
    const expected = new Map<string, number>();
    const texts = [TEXTS[0]!, ...Array.from({ length: ROWS }, (_, i) => TEXTS[i % TEXTS.length]!)];
    for (const text of texts) {
      const name = summaryOf(text).toneName;
      expected.set(name, (expected.get(name) ?? 0) + 1);
    }
    expect(summary.count).toBe(ROWS + 1);
    expect(summary.topTones.reduce((sum, tone) => sum + tone.count, 0)).toBe(ROWS + 1);
    expect(Object.fromEntries(summary.topTones.map((tone) => [tone.toneName, tone.count]))).toEqual(
      Object.fromEntries(expected),
    );
  });
});
