/** "Not right?" feedback: save, list (newest first, paged like the journal) and delete, owner-only. */
import Router from '@koa/router';
import { FEEDBACK_PAGE, schemas } from '@tonelens/core';
import { deleteFeedback, listFeedback, saveFeedback } from '../../commands/feedback';
import { notFound } from '../../errors';
import { requireUser, type AuthState } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { pathId, validate } from '../../validate';
import { answerPage, listLimit, wantsCount, type RouteDeps } from '../deps';

/** The feedback routes (all need a session). */
export function createFeedbackRouter({ db }: RouteDeps): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.post('/feedback', validate(schemas.feedbackRequest), async (ctx) => {
    ctx.status = 201;
    ctx.body = await saveFeedback(db, ctx.state.userId, ctx.state.input);
  });

  router.get('/feedback', validate(schemas.feedbackPageQuery, 'query'), async (ctx) => {
    const limit = listLimit(ctx.query.limit, FEEDBACK_PAGE.defaultLimit, FEEDBACK_PAGE.maxLimit);
    const { cursor } = ctx.state.input;
    const page = await listFeedback(db, ctx.state.userId, { limit, cursor, count: wantsCount(ctx) });
    answerPage(ctx, '/api/feedback', limit, page);
  });

  router.delete('/feedback/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'feedback');
    if (!(await deleteFeedback(db, ctx.state.userId, id))) throw notFound('feedback');
    ctx.body = { id, deleted: true };
  });

  return router;
}
