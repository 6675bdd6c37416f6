import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savePayload } from '../../test/fixtures';
import { freshMysqlDatabase } from '../../test/mysql';
import { openDatabase, type Database } from '../db';
import { saveAnalysis } from './analyses';
import { SAVES_IN_FLIGHT_MAX, saveCounts } from './write-batch';

describe('the group commit of saves on MySQL', () => {
  let fresh: Awaited<ReturnType<typeof freshMysqlDatabase>>;
  let db: Database;
  let userId: number;
  beforeAll(async () => {
    fresh = await freshMysqlDatabase();
    db = await openDatabase(fresh.url);
    userId = (await db.models.User.create({ subject: `test|${Math.random()}`, email: 'a@example.test' })).id;
    // A first save, so the server's traits (consecutive ids, packet size) are known to the batches below.
    await saveAnalysis(db, userId, savePayload('the first save'));
  });
  afterAll(async () => {
    await db?.close();
    await fresh?.drop();
  });

  /** Saves made in one go; answers each one's outcome and the transactions they took. */
  async function together(saves: (() => ReturnType<typeof saveAnalysis>)[]) {
    const before = { ...saveCounts(db)! };
    const outcomes = await Promise.allSettled(saves.map((save) => save()));
    const after = saveCounts(db)!;
    return { outcomes, saves: after.saves - before.saves, transactions: after.transactions - before.transactions };
  }

  /** The journal entries of analyses `ids`, by analysis id: [analysis text, entry preview]. */
  async function stored(ids: number[]) {
    const rows = (await db.fast!.query(
      'SELECT a.id, a.inputText, j.preview FROM analyses a JOIN journal_entries j ON j.analysisId = a.id WHERE a.id IN (?)',
      [ids],
    )) as { id: number; inputText: string; preview: string }[];
    return new Map(rows.map((r) => [r.id, [r.inputText, r.preview]]));
  }

  const fulfilled = <T>(outcomes: PromiseSettledResult<T>[]) =>
    outcomes.map((o) => {
      if (o.status === 'rejected') throw o.reason;
      return o.value;
    });

  it('sends the saves that wait while transactions are in flight as one transaction, each with its own ids', async () => {
    const texts = Array.from({ length: 12 }, (_, i) => `save number ${i}, kept on its own`);
    const run = await together(texts.map((text) => () => saveAnalysis(db, userId, savePayload(text))));
    const ids = fulfilled(run.outcomes).map((o) => o.saved.id);
    expect(run.saves).toBe(12);
    // The first saves go at once, one transaction each; the ten that waited share the next.
    expect(run.transactions).toBe(SAVES_IN_FLIGHT_MAX + 1);
    expect(new Set(ids).size).toBe(12);
    const rows = await stored(ids);
    ids.forEach((id, i) => expect(rows.get(id)).toEqual([texts[i], texts[i]]));
  });

  it('tries each save of a shared transaction alone when one of them repeats a key, so only that one is a replay', async () => {
    const first = await saveAnalysis(db, userId, savePayload('the first with this key'), 'repeated-key');
    const saves = [
      ...Array.from(
        { length: SAVES_IN_FLIGHT_MAX + 6 },
        (_, i) => () => saveAnalysis(db, userId, savePayload(`neighbour ${i}`), `fresh-key-${i}`),
      ),
      () => saveAnalysis(db, userId, savePayload('the retry'), 'repeated-key'),
    ];
    const run = await together(saves);
    const answers = fulfilled(run.outcomes);
    expect(answers.at(-1)).toEqual({ saved: first.saved, replayed: true });
    const fresh = answers.slice(0, -1);
    expect(fresh.every((a) => !a.replayed)).toBe(true);
    // Two at once, the shared one that failed, then each of its seven alone.
    expect(run.transactions).toBe(SAVES_IN_FLIGHT_MAX + 1 + 7);
    const rows = await stored(fresh.map((a) => a.saved.id));
    fresh.forEach((a, i) => expect(rows.get(a.saved.id)).toEqual([`neighbour ${i}`, `neighbour ${i}`]));
  });

  it('stores a key given twice in one shared transaction once', async () => {
    const saves = Array.from(
      { length: SAVES_IN_FLIGHT_MAX + 4 },
      () => () => saveAnalysis(db, userId, savePayload('sent twice at once'), 'twice-in-one-batch'),
    );
    const answers = fulfilled((await together(saves)).outcomes);
    expect(new Set(answers.map((a) => a.saved.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
  });

  it('keeps large texts out of one another’s transaction (the byte cap)', async () => {
    const big = 'a'.repeat(1024 * 1024 - 10);
    const run = await together(
      Array.from(
        { length: SAVES_IN_FLIGHT_MAX + 2 },
        (_, i) => () => saveAnalysis(db, userId, savePayload(`${i}${big}`)),
      ),
    );
    fulfilled(run.outcomes);
    expect(run.transactions).toBe(run.saves);
  });
});
