/**
 * One page of a person's saved analyses (GET /api/analyses): the fields the
 * signature reads and a preview, never the whole text or the long AI texts,
 * so no answer grows with what is stored. Pages are keyed by id (newest
 * first); the database cuts the text, so a 1 MiB text never reaches memory.
 */
import { ANALYSIS_PAGE, ANALYSIS_PREVIEW_LENGTH, type AnalysisListItem } from '@tonelens/core';
import { Op } from 'sequelize';
import type { Database } from '../db';
import { textPreview } from './preview';

/** Most bytes of items one page answers (each item is at most a few KiB, so this only bites on a bad day). */
export const ANALYSIS_PAGE_BYTE_BUDGET = 256 * 1024;

/** A page of items and the cursor of the next one (null on the last page). */
export interface AnalysisListPage {
  items: AnalysisListItem[];
  nextCursor: string | null;
}

const LIST_COLUMNS = [
  'id',
  'mode',
  'warmthDetachment',
  'certaintyAmbiguity',
  'intensityRestraint',
  'conflictCoherence',
  'deepTonePercentage',
  'suspendedTonePercentage',
  'brightTonePercentage',
  'openingTone',
  'peakIntensity',
  'resolution',
  'frequencyData',
  'tensionDetected',
  'createdAt',
] as const;

type ListRow = { [K in (typeof LIST_COLUMNS)[number]]: unknown } & { head: string };

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: unknown): string => {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$/.test(v))
    return `${v.slice(0, 10)}T${v.slice(11)}Z`;
  return new Date(v as string | Date).toISOString();
};

function present(row: ListRow): AnalysisListItem {
  return {
    id: Number(row.id),
    mode: row.mode as AnalysisListItem['mode'],
    preview: textPreview(row.head, ANALYSIS_PREVIEW_LENGTH),
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
    createdAt: iso(row.createdAt),
  };
}

/**
 * The `limit` newest analyses of `userId` older than `cursor` (an id; none
 * for the first page), cut short when the items pass the byte budget.
 */
export async function listAnalyses(
  db: Database,
  userId: number,
  { limit = ANALYSIS_PAGE.defaultLimit, cursor }: { limit?: number; cursor?: number },
): Promise<AnalysisListPage> {
  const { sequelize } = db;
  const rows = (await db.models.Analysis.findAll({
    attributes: [
      ...LIST_COLUMNS,
      // One character past the preview, so the preview knows whether it was cut.
      [sequelize.fn('SUBSTR', sequelize.col('inputText'), 1, ANALYSIS_PREVIEW_LENGTH + 1), 'head'],
    ],
    where: cursor === undefined ? { userId } : { userId, id: { [Op.lt]: cursor } },
    order: [['id', 'DESC']],
    limit: limit + 1,
    raw: true,
  })) as unknown as ListRow[];
  const items: AnalysisListItem[] = [];
  let bytes = 0;
  for (const row of rows.slice(0, limit)) {
    const item = present(row);
    bytes += Buffer.byteLength(JSON.stringify(item));
    if (items.length > 0 && bytes > ANALYSIS_PAGE_BYTE_BUDGET) break;
    items.push(item);
  }
  const more = items.length < rows.length;
  return { items, nextCursor: more ? String(items.at(-1)!.id) : null };
}
