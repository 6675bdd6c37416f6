/**
 * "Not right?" feedback (POST, GET and DELETE /api/feedback): owner-only. The
 * text is kept only when the person sent it (they agreed); its SHA-256 always
 * is — computed here from the text when there is one, so the two agree.
 */
import { createHash } from 'node:crypto';
import { feedbackRecordOf, type Feedback as FeedbackJson, type FeedbackInput } from '@tonelens/core';
import { Op } from 'sequelize';
import type { Database } from '../db';
import { presentFeedback } from '../presenters/index';
import type { ListPage } from '../routes/deps';

/** Above every id a row can have: the cursor of the first page, newest first. */
const FIRST_PAGE = 2_147_483_648;

/** Stores one feedback of `userId` and answers it as stored. */
export async function saveFeedback(db: Database, userId: number, input: FeedbackInput): Promise<FeedbackJson> {
  const record = await feedbackRecordOf(input, (text) => createHash('sha256').update(text).digest('hex'));
  return presentFeedback(await db.models.ToneFeedback.create({ userId, ...record }));
}

/** The `limit` newest feedback of `userId` older than `cursor`; the total when `count` (or when one page holds all). */
export async function listFeedback(
  db: Database,
  userId: number,
  { limit, cursor, count }: { limit: number; cursor?: number; count: boolean },
): Promise<ListPage<FeedbackJson>> {
  const [rows, counted] = await Promise.all([
    db.models.ToneFeedback.findAll({
      where: { userId, id: { [Op.lt]: cursor ?? FIRST_PAGE } },
      order: [['id', 'DESC']],
      limit: limit + 1,
    }),
    count ? db.models.ToneFeedback.count({ where: { userId } }) : undefined,
  ]);
  const more = rows.length > limit;
  const items = rows.slice(0, limit).map(presentFeedback);
  let total = counted ?? null;
  if (total === null && cursor === undefined && !more) total = items.length;
  return { items, nextCursor: more ? items.at(-1)!.id : null, total };
}

/** Every feedback of `userId`, newest first (the journal export), read in pages. */
export async function allFeedback(db: Database, userId: number): Promise<FeedbackJson[]> {
  const all: FeedbackJson[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await listFeedback(db, userId, { limit: 1000, cursor, count: false });
    all.push(...page.items);
    if (page.nextCursor === null) return all;
    cursor = page.nextCursor;
  }
}

/** Deletes feedback `id` of `userId`; false when `userId` has none by that id (another person's included). */
export async function deleteFeedback(db: Database, userId: number, id: number): Promise<boolean> {
  return (await db.models.ToneFeedback.destroy({ where: { id, userId } })) > 0;
}
