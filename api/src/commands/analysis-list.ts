/**
 * One page of a person's saved analyses (GET /api/analyses): the fields the
 * signature reads and a preview, never the whole text or the long AI texts,
 * so no answer grows with what is stored. Pages are keyed by id (newest
 * first); the database cuts the text, so a 1 MiB text never reaches memory.
 */
import { isoDate, presentToneSummary } from '../presenters/index';
import {
  ANALYSIS_COLUMNS,
  ANALYSIS_PAGE,
  ANALYSIS_PREVIEW_LENGTH,
  type AnalysisColumn,
  type AnalysisListItem,
} from '@tonelens/core';
import { Op } from 'sequelize';
import type { Database } from '../db';
import type { ListPage } from '../routes/deps';
import { textPreview } from './preview';

/** Most bytes of items one page answers (each item is at most a few KiB, so this only bites on a bad day). */
export const ANALYSIS_PAGE_BYTE_BUDGET = 256 * 1024;

/** The long texts of an analysis, which only GET /api/analyses/:id answers (a list item carries `preview`). */
const LONG_TEXT_COLUMNS = ['inputText', 'toneLensSummary', 'conversationalResponse', 'echoRoomSuggestion'] as const;
type ListColumn = 'id' | 'createdAt' | Exclude<AnalysisColumn, (typeof LONG_TEXT_COLUMNS)[number]>;

/** The columns a list item reads: every column of the catalogue but the long texts, with the id and the date. */
const LIST_COLUMNS: readonly ListColumn[] = [
  'id',
  ...ANALYSIS_COLUMNS.filter(
    (c): c is Exclude<AnalysisColumn, (typeof LONG_TEXT_COLUMNS)[number]> =>
      !(LONG_TEXT_COLUMNS as readonly string[]).includes(c),
  ),
  'createdAt',
];

type ListRow = { [K in ListColumn]: unknown } & { createdAt: Date | string; head: string | Buffer };

/**
 * The start of a text as the list query answers it. SQLite's SUBSTR stops at
 * a NUL character, so there the query cuts the text's UTF-8 bytes instead (4
 * per character, enough for every character the preview needs) and the cut
 * is decoded here; a character split at the end lies past the preview.
 */
function headText(head: string | Buffer): string {
  return typeof head === 'string' ? head : head.toString('utf8');
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function present(row: ListRow): AnalysisListItem {
  return {
    id: Number(row.id),
    mode: row.mode as AnalysisListItem['mode'],
    preview: textPreview(headText(row.head), ANALYSIS_PREVIEW_LENGTH),
    warmthDetachment: num(row.warmthDetachment),
    certaintyAmbiguity: num(row.certaintyAmbiguity),
    intensityRestraint: num(row.intensityRestraint),
    conflictCoherence: num(row.conflictCoherence),
    deepTonePercentage: num(row.deepTonePercentage),
    suspendedTonePercentage: num(row.suspendedTonePercentage),
    brightTonePercentage: num(row.brightTonePercentage),
    openingTone: num(row.openingTone),
    peakIntensity: num(row.peakIntensity),
    resolution: num(row.resolution),
    frequencyData: (row.frequencyData as string | null) ?? null,
    tensionDetected: Boolean(Number(row.tensionDetected)),
    createdAt: isoDate(row.createdAt),
    ...presentToneSummary({
      toneName: (row.toneName as string | null) ?? null,
      topEmotions: (row.topEmotions as string | null) ?? null,
    }),
  };
}

/**
 * The `limit` newest analyses of `userId` older than `cursor` (an id; none
 * for the first page), cut short when the items pass the byte budget, and
 * with `count` how many analyses `userId` has in all (else null, unless the
 * first page holds them all).
 */
export async function listAnalyses(
  db: Database,
  userId: number,
  { limit = ANALYSIS_PAGE.defaultLimit, cursor, count = false }: { limit?: number; cursor?: number; count?: boolean },
): Promise<ListPage<AnalysisListItem>> {
  const { sequelize } = db;
  // One character past the preview, so the preview knows whether it was cut.
  const head =
    db.dialect === 'sqlite'
      ? sequelize.fn('SUBSTR', sequelize.cast(sequelize.col('inputText'), 'BLOB'), 1, 4 * (ANALYSIS_PREVIEW_LENGTH + 1))
      : sequelize.fn('SUBSTR', sequelize.col('inputText'), 1, ANALYSIS_PREVIEW_LENGTH + 1);
  const [rows, total] = await Promise.all([
    db.models.Analysis.findAll({
      attributes: [...LIST_COLUMNS, [head, 'head']],
      where: cursor === undefined ? { userId } : { userId, id: { [Op.lt]: cursor } },
      order: [['id', 'DESC']],
      limit: limit + 1,
      raw: true,
    }) as unknown as Promise<ListRow[]>,
    count ? db.models.Analysis.count({ where: { userId } }) : null,
  ]);
  const items: AnalysisListItem[] = [];
  let bytes = 0;
  for (const row of rows.slice(0, limit)) {
    const item = present(row);
    bytes += Buffer.byteLength(JSON.stringify(item));
    if (items.length > 0 && bytes > ANALYSIS_PAGE_BYTE_BUDGET) break;
    items.push(item);
  }
  const more = items.length < rows.length;
  // A first page that holds every analysis counts them without asking.
  const known = total ?? (cursor === undefined && !more && rows.length <= limit ? items.length : null);
  return { items, nextCursor: more ? items.at(-1)!.id : null, total: known };
}
