/** Journal: list (newest first) and delete. */
import Router from '@koa/router';
import { deleteJournalEntry } from '../../commands/analyses';
import { notFound } from '../../errors';
import { requireUser } from '../../middlewares/auth';
import { presentJournalEntry } from '../../presenters/index';
import { pathId } from '../../validate';
import { listLimit, type RouteDeps } from '../deps';

/** The journal routes (all need a session). */
export function createJournalRouter({ db }: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  router.use(requireUser);

  router.get('/journal', async (ctx) => {
    const rows = await db.models.JournalEntry.findAll({
      where: { userId: ctx.state.userId as number },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      limit: listLimit(ctx.query.limit),
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
