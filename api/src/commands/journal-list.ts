/**
 * One page of a person's journal (GET /api/journal), newest first, keyed by
 * id as the analyses list is: `cursor` is the id of the last entry of the
 * page before. The total is counted only when asked for (see LIST_COUNT_PREFERENCE):
 * a count walks every entry of the person, a page only its own.
 */
import type { JournalEntry as JournalEntryJson } from '@tonelens/core';
import { Op } from 'sequelize';
import type { Database } from '../db';
import { presentJournalEntry, type JournalRow } from '../presenters/index';
import type { ListPage } from '../routes/deps';

/** The columns a page reads: every field of an entry as the API presents it. */
const COLUMNS: readonly (keyof JournalRow)[] = [
  'id',
  'createdAt',
  'preview',
  'dominantTones',
  'analysisId',
  'framedConversationId',
  'toneName',
  'topEmotions',
];

/** MySQL: fixed SQL through mysql2 straight (placeholders only): this list is read often. */
const MYSQL_PAGE_SQL = {
  newest: `SELECT ${COLUMNS.join(', ')} FROM journal_entries WHERE userId = ? AND id < ? ORDER BY id DESC LIMIT ?`,
  oldest: `SELECT ${COLUMNS.join(', ')} FROM journal_entries WHERE userId = ? AND id > ? ORDER BY id ASC LIMIT ?`,
} as const;
const MYSQL_COUNT_SQL = 'SELECT COUNT(*) AS total FROM journal_entries WHERE userId = ?';

/** The cursor of the first page in each order: above every id a row can have (signed 32-bit), or below. */
const FIRST_PAGE = { newest: 2_147_483_648, oldest: 0 } as const;

/** Which end of the journal a page starts from. */
export type JournalOrder = 'newest' | 'oldest';

/**
 * The `limit` newest journal entries of `userId` older than entry `cursor`
 * (none for the first page) — or, in `oldest` order, the oldest ones newer
 * than it — as stored (presentJournalPage writes them as the API answers);
 * with `count`, how many entries `userId` has in all (otherwise null,
 * unless the first page holds them all).
 */
export async function listJournal(
  db: Database,
  userId: number,
  { limit, cursor, count, order = 'newest' }: { limit: number; cursor?: number; count: boolean; order?: JournalOrder },
): Promise<ListPage<JournalRow>> {
  const from = cursor ?? FIRST_PAGE[order];
  let rows: JournalRow[];
  let total: number | null = null;
  if (db.fast) {
    // Dates come back as their UTC text (the pool's time zone is Z), which the presenter turns into ISO directly.
    const [page, counted] = await Promise.all([
      db.fast.query({ sql: MYSQL_PAGE_SQL[order], dateStrings: true }, [userId, from, limit + 1]),
      count ? db.fast.query(MYSQL_COUNT_SQL, [userId]) : undefined,
    ]);
    rows = page as JournalRow[];
    if (counted) total = Number((counted as { total: number | string }[])[0]!.total);
  } else {
    const [page, counted] = await Promise.all([
      db.models.JournalEntry.findAll({
        raw: true,
        attributes: [...COLUMNS],
        where: { userId, id: order === 'newest' ? { [Op.lt]: from } : { [Op.gt]: from } },
        order: [['id', order === 'newest' ? 'DESC' : 'ASC']],
        limit: limit + 1,
      }),
      count ? db.models.JournalEntry.count({ where: { userId } }) : undefined,
    ]);
    rows = page;
    if (counted !== undefined) total = counted;
  }
  const more = rows.length > limit;
  const items = more ? rows.slice(0, limit) : rows;
  if (total === null && cursor === undefined && !more) total = items.length;
  return { items, nextCursor: more ? items.at(-1)!.id : null, total };
}

/** Every journal entry of `userId`, newest first (the journal export), read in pages. */
export async function allJournal(db: Database, userId: number): Promise<JournalEntryJson[]> {
  const all: JournalEntryJson[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await listJournal(db, userId, { limit: 1000, cursor, count: false });
    for (const row of page.items) all.push(presentJournalEntry(row));
    if (page.nextCursor === null) return all;
    cursor = page.nextCursor;
  }
}
