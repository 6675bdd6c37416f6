/** Journal: list (newest first) and delete. */
import Router from '@koa/router';
import { deleteJournalEntry } from '../../commands/analyses';
import { notFound } from '../../errors';
import { requireUser } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import type { JournalEntry } from '../../models/index';
import { presentJournalEntry } from '../../presenters/index';
import { pathId } from '../../validate';
import { listLimit, type RouteDeps } from '../deps';

/** The journal routes (all need a session). */
export function createJournalRouter({ db }: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.get('/journal', async (ctx) => {
    const userId = ctx.state.userId as number;
    const limit = listLimit(ctx.query.limit);
    if (db.fast) {
      // MySQL: straight through mysql2 (fixed SQL, placeholders only): this list is read often and can be long.
      // Dates come back as their UTC text (the pool's time zone is Z), which the presenter turns into ISO directly.
      const rows = await db.fast.query(
        {
          sql: 'SELECT id, createdAt, preview, dominantTones, analysisId, framedConversationId FROM journal_entries WHERE userId = ? ORDER BY createdAt DESC, id DESC LIMIT ?',
          dateStrings: true,
        },
        [userId, limit],
      );
      ctx.body = (rows as JournalEntry[]).map(presentJournalEntry);
      return;
    }
    // Plain rows, no model instances.
    const rows = await db.models.JournalEntry.findAll({
      raw: true,
      attributes: ['id', 'createdAt', 'preview', 'dominantTones', 'analysisId', 'framedConversationId'],
      where: { userId },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit,
    });
    ctx.body = rows.map(presentJournalEntry);
  });

  router.delete('/journal/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'journal entry');
    const deleted = await deleteJournalEntry(db, ctx.state.userId as number, id);
    if (!deleted) throw notFound('journal entry');
    ctx.body = { id, deleted: true };
  });

  return router;
}
