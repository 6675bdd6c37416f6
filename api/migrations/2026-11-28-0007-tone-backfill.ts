/**
 * Names the rows saved before readings were kept (0005 left them null): each
 * analysis and journal entry gets the tone name and top emotions core's
 * readTone gives its stored text, as a save by a client that sends no reading
 * does (engine.toneSummary). A journal entry of an analysis takes that
 * analysis's reading, so both say the same; one of a framed conversation reads
 * the conversation's original text; a lone entry its preview. Rows are read and
 * written in batches, each batch in one transaction, so a large table neither
 * loads at once nor holds one long lock.
 */
import { QueryTypes, type QueryInterface, type Sequelize } from 'sequelize';
import { readTone, toneSummaryOf } from '@tonelens/core';

/** Rows read and written per transaction. */
const BATCH = 200;

/** A row to name: its id and what it is named with. */
interface Named {
  id: number;
  toneName: string;
  topEmotions: string;
}

/** The stored form (as a save writes it) of the reading of `text`. */
function readingOf(text: string): { toneName: string; topEmotions: string } {
  const summary = toneSummaryOf(readTone(text));
  return { toneName: summary.toneName, topEmotions: JSON.stringify(summary.topEmotions) };
}

/** Writes one batch of names into `table` in one transaction. */
async function writeBatch(sequelize: Sequelize, table: string, rows: readonly Named[]): Promise<void> {
  await sequelize.transaction(async (transaction) => {
    for (const row of rows) {
      await sequelize.query(`UPDATE ${table} SET toneName = ?, topEmotions = ? WHERE id = ?`, {
        replacements: [row.toneName, row.topEmotions, row.id],
        transaction,
      });
    }
  });
}

/**
 * Pages through `select` (rows after an id, oldest first, at most BATCH) and names each row with
 * `name`, until a page comes back short.
 */
async function backfill<R extends { id: number | string }>(
  sequelize: Sequelize,
  table: string,
  select: string,
  name: (row: R) => { toneName: string; topEmotions: string },
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await sequelize.query<R>(select, { replacements: [after, BATCH], type: QueryTypes.SELECT });
    if (rows.length === 0) return;
    await writeBatch(
      sequelize,
      table,
      rows.map((row) => ({ id: Number(row.id), ...name(row) })),
    );
    after = Number(rows[rows.length - 1]!.id);
    if (rows.length < BATCH) return;
  }
}

/** Names every analysis, then every journal entry, still without a tone name. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  const sequelize = qi.sequelize;
  await backfill<{ id: number; inputText: string }>(
    sequelize,
    'analyses',
    'SELECT id, inputText FROM analyses WHERE toneName IS NULL AND id > ? ORDER BY id LIMIT ?',
    (row) => readingOf(row.inputText),
  );
  await backfill<{
    id: number;
    preview: string;
    analysisTone: string | null;
    analysisEmotions: string | null;
    analysisText: string | null;
    conversationText: string | null;
  }>(
    sequelize,
    'journal_entries',
    `SELECT j.id, j.preview, a.toneName AS analysisTone, a.topEmotions AS analysisEmotions,
            a.inputText AS analysisText, f.originalText AS conversationText
       FROM journal_entries j
       LEFT JOIN analyses a ON a.id = j.analysisId
       LEFT JOIN framed_conversations f ON f.id = j.framedConversationId
      WHERE j.toneName IS NULL AND j.id > ?
      ORDER BY j.id LIMIT ?`,
    (row) =>
      row.analysisTone
        ? { toneName: row.analysisTone, topEmotions: row.analysisEmotions ?? '[]' }
        : readingOf(row.analysisText ?? row.conversationText ?? row.preview),
  );
}

/** Nothing to undo: the names are what a reading of each row's own text says, as on a row saved today. */
export async function down(): Promise<void> {}
