/** Journal: list (newest or oldest first, paged), export (with the feedback) and delete. */
import Router from '@koa/router';
import { JOURNAL_PAGE, schemas } from '@tonelens/core';
import { deleteJournalEntry } from '../../commands/analyses';
import { allFeedback } from '../../commands/feedback';
import { allJournal, listJournal } from '../../commands/journal-list';
import { notFound } from '../../errors';
import { presentJournalPage } from '../../presenters/journal-page';
import { requireUser, type AuthState } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { pathId, validate } from '../../validate';
import { answerPage, listLimit, wantsCount, type RouteDeps } from '../deps';

/** The journal routes (all need a session). */
export function createJournalRouter({ db }: RouteDeps): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.get('/journal', validate(schemas.journalPageQuery, 'query'), async (ctx) => {
    const limit = listLimit(ctx.query.limit, JOURNAL_PAGE.defaultLimit, JOURNAL_PAGE.maxLimit);
    const { cursor, order } = ctx.state.input;
    const page = await listJournal(db, ctx.state.userId, { limit, cursor, order, count: wantsCount(ctx) });
    const path = order === 'oldest' ? '/api/journal?order=oldest' : '/api/journal';
    answerPage(ctx, path, limit, page, presentJournalPage(page.items));
  });

  router.get('/journal/export', async (ctx) => {
    const [entries, feedback] = await Promise.all([
      allJournal(db, ctx.state.userId),
      allFeedback(db, ctx.state.userId),
    ]);
    const exportedAt = new Date().toISOString();
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="tonelens-journal-${exportedAt.slice(0, 10)}.json"`);
    ctx.body = { exportedAt, entries, feedback };
  });

  router.delete('/journal/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'journal entry');
    const deleted = await deleteJournalEntry(db, ctx.state.userId, id);
    if (!deleted) throw notFound('journal entry');
    ctx.body = { id, deleted: true };
  });

  return router;
}
