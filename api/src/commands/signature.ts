/**
 * The emotional signature's figures over every saved analysis of a person
 * (GET /api/signature), computed here so no client downloads its rows: the
 * analyses are read newest first in pages of the few columns the signature
 * reads, each folded into core's running tally and let go.
 */
import {
  SIGNATURE_TREND_POINTS,
  TONE_NAME_CATALOGUE,
  addToTally,
  emptyTally,
  entrySpectralValue,
  entryTense,
  tallyBalanceIndex,
  tallyTrend,
  type SignatureSummary,
} from '@tonelens/core';
import { Op } from 'sequelize';
import type { Database } from '../db';

/** Analyses read per query. */
export const SIGNATURE_PAGE_ROWS = 2000;

const COLUMNS = [
  'id',
  'deepTonePercentage',
  'suspendedTonePercentage',
  'brightTonePercentage',
  'warmthDetachment',
  'certaintyAmbiguity',
  'intensityRestraint',
  'conflictCoherence',
  'tensionDetected',
  'toneName',
  'createdAt',
] as const;

type Row = Record<(typeof COLUMNS)[number], unknown>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Tone names counted by the signature: only the catalogue's (older rows hold null). */
const TONE_IDS = new Set<string>(TONE_NAME_CATALOGUE.map((tone) => tone.id));
type ToneId = SignatureSummary['topTones'][number]['toneName'];

/** How much newer halves must differ from older ones to call warmth or tension rising or falling. */
const WARMTH_STEP = 0.05;
const TENSION_STEP = 0.1;

/** One run of analyses in the warmth/tension trend, summed as it is read. */
interface Run {
  from: string;
  to: string;
  count: number;
  warmthSum: number;
  warmthCount: number;
  tense: number;
}

/** A stored date as ISO: a Date, MySQL's UTC text or SQLite's text with its offset. */
const isoOf = (value: unknown): string => {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)\s*(Z|[+-]\d{2}:?\d{2})?$/.exec(text);
  return new Date(m ? `${m[1]}T${m[2]}${m[3] ?? 'Z'}` : text).toISOString();
};

/** 'rising', 'falling' or 'stable': the newer half's mean against the older half's. */
function direction(older: number | null, newer: number | null, step: number): 'rising' | 'falling' | 'stable' {
  if (older === null || newer === null) return 'stable';
  if (newer - older >= step) return 'rising';
  if (older - newer >= step) return 'falling';
  return 'stable';
}

/** The signature summary of `userId`'s analyses, all of them. */
export async function signatureSummary(db: Database, userId: number): Promise<SignatureSummary> {
  const tally = emptyTally();
  const tones = new Map<ToneId, number>();
  const total = await db.models.Analysis.count({ where: { userId } });
  const runCount = Math.min(SIGNATURE_TREND_POINTS, total);
  const runs: (Run | undefined)[] = Array.from({ length: runCount }, () => undefined);
  // Halves for the trend: index 0 is the older half, 1 the newer (by position from the oldest).
  const halves = [0, 1].map(() => ({ warmthSum: 0, warmthCount: 0, tense: 0, count: 0 }));
  let newestIndex = 0;
  let before: number | undefined;
  for (;;) {
    const rows = (await db.models.Analysis.findAll({
      attributes: [...COLUMNS],
      where: before === undefined ? { userId } : { userId, id: { [Op.lt]: before } },
      order: [['id', 'DESC']],
      limit: SIGNATURE_PAGE_ROWS,
      raw: true,
    })) as unknown as Row[];
    for (const row of rows) {
      const source = {
        deepTonePercentage: num(row.deepTonePercentage),
        suspendedTonePercentage: num(row.suspendedTonePercentage),
        brightTonePercentage: num(row.brightTonePercentage),
        warmthDetachment: num(row.warmthDetachment),
        certaintyAmbiguity: num(row.certaintyAmbiguity),
        intensityRestraint: num(row.intensityRestraint),
        conflictCoherence: num(row.conflictCoherence),
        tensionDetected: Boolean(Number(row.tensionDetected)),
      };
      const tense = entryTense({ id: 0, createdAt: '', ...source });
      addToTally(tally, { spectralValue: entrySpectralValue(source), tense });
      if (typeof row.toneName === 'string' && TONE_IDS.has(row.toneName)) {
        const id = row.toneName as ToneId;
        tones.set(id, (tones.get(id) ?? 0) + 1);
      }
      // Position from the oldest: rows come newest first. A row saved after the count is folded into the newest run.
      const fromOldest = Math.max(0, total - 1 - newestIndex++);
      const at = isoOf(row.createdAt);
      const runIndex = Math.min(runCount - 1, Math.floor((fromOldest * runCount) / Math.max(total, 1)));
      // A row saved after the count, into an empty history, has no run: it shows in the next summary.
      const run =
        runIndex < 0
          ? undefined
          : (runs[runIndex] ??= { from: at, to: at, count: 0, warmthSum: 0, warmthCount: 0, tense: 0 });
      if (run) {
        run.from = at;
        run.count++;
        if (tense) run.tense++;
      }
      const half = halves[fromOldest * 2 < total ? 0 : 1]!;
      half.count++;
      if (tense) half.tense++;
      if (source.warmthDetachment !== null) {
        if (run) {
          run.warmthSum += source.warmthDetachment;
          run.warmthCount++;
        }
        half.warmthSum += source.warmthDetachment;
        half.warmthCount++;
      }
    }
    if (rows.length < SIGNATURE_PAGE_ROWS) break;
    before = Number(rows.at(-1)!.id);
  }
  return {
    count: tally.count,
    balanceIndex: tallyBalanceIndex(tally),
    trend: tallyTrend(tally),
    meanSpectralValue: tally.count === 0 ? 0 : tally.sum / tally.count,
    tenseShare: tally.count === 0 ? 0 : tally.tense / tally.count,
    topTones: [...tones.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 5)
      .map(([toneName, count]) => ({ toneName, count })),
    readings: runs
      .filter((run): run is Run => run !== undefined)
      .map((run) => ({
        from: run.from,
        to: run.to,
        count: run.count,
        warmth: run.warmthCount === 0 ? null : run.warmthSum / run.warmthCount,
        tension: run.tense / run.count,
      })),
    warmthTrend: direction(
      halves[0]!.warmthCount ? halves[0]!.warmthSum / halves[0]!.warmthCount : null,
      halves[1]!.warmthCount ? halves[1]!.warmthSum / halves[1]!.warmthCount : null,
      WARMTH_STEP,
    ),
    tensionTrend: direction(
      halves[0]!.count ? halves[0]!.tense / halves[0]!.count : null,
      halves[1]!.count ? halves[1]!.tense / halves[1]!.count : null,
      TENSION_STEP,
    ),
  };
}
