/**
 * The emotional signature's figures over every saved analysis of a person
 * (GET /api/signature), computed here so no client downloads its rows: the
 * analyses are read newest first in pages of the few columns the signature
 * reads, each folded into core's running tally and let go.
 */
import {
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
] as const;

type Row = Record<(typeof COLUMNS)[number], unknown>;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The signature summary of `userId`'s analyses, all of them. */
export async function signatureSummary(db: Database, userId: number): Promise<SignatureSummary> {
  const tally = emptyTally();
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
      addToTally(tally, {
        spectralValue: entrySpectralValue(source),
        tense: entryTense({ id: 0, createdAt: '', ...source }),
      });
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
  };
}
