/** Analysis: plain and enhanced readings, saving and reading analyses, alternatives, framed replies, reanalysis and saved conversations. */
import Router from '@koa/router';
import { ANALYSIS_PAGE, plainStats, schemas, analyseAxesLocally } from '@tonelens/core';
import { listAnalyses } from '../../commands/analysis-list';
import { saveAnalysis, saveFramedConversation } from '../../commands/analyses';
import { notFound } from '../../errors';
import { requireUser } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { presentAnalysis, presentFramedConversation } from '../../presenters/index';
import { bodyOf, parse, pathId } from '../../validate';
import { aiContextOf, listLimit, type RouteDeps } from '../deps';

/** The analysis routes (all need a session). */
export function createAnalysesRouter({ db, ai, aiLimit }: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.post('/analyse/plain', aiLimit, async (ctx) => {
    const { inputText } = parse(schemas.analyseText, bodyOf(ctx));
    const feedback = await ai.plainFeedback(inputText, aiContextOf(ctx.session));
    ctx.body = { ...feedback, ...plainStats(inputText, analyseAxesLocally(inputText)) };
  });

  router.post('/analyse/enhanced', aiLimit, async (ctx) => {
    const { inputText } = parse(schemas.analyseText, bodyOf(ctx));
    ctx.body = await ai.enhanced(inputText, aiContextOf(ctx.session));
  });

  router.post('/analyse', async (ctx) => {
    const input = parse(schemas.saveAnalysis, bodyOf(ctx));
    ctx.status = 201;
    ctx.body = await saveAnalysis(db, ctx.state.userId as number, input);
  });

  router.get('/analyses', async (ctx) => {
    const limit = listLimit(ctx.query.limit, ANALYSIS_PAGE.defaultLimit, ANALYSIS_PAGE.maxLimit);
    const { cursor } = parse(schemas.analysisPageQuery, { cursor: ctx.query.cursor });
    const page = await listAnalyses(db, ctx.state.userId as number, { limit, cursor });
    if (page.nextCursor !== null) {
      ctx.set('Link', `</api/analyses?limit=${limit}&cursor=${page.nextCursor}>; rel="next"`);
    }
    ctx.body = page;
  });

  router.get('/analyses/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'analysis');
    const row = await db.models.Analysis.findOne({ where: { id, userId: ctx.state.userId as number } });
    if (!row) throw notFound('analysis');
    ctx.body = presentAnalysis(row);
  });

  router.post('/generate-alternative', aiLimit, async (ctx) => {
    const { inputText } = parse(schemas.analyseText, bodyOf(ctx));
    ctx.body = await ai.alternative(inputText, aiContextOf(ctx.session));
  });

  router.post('/ai-response/framed', aiLimit, async (ctx) => {
    const request = parse(schemas.framedRequest, bodyOf(ctx));
    ctx.body = await ai.framedReply(request, aiContextOf(ctx.session));
  });

  router.post('/reanalyse-adjusted', aiLimit, async (ctx) => {
    const request = parse(schemas.reanalyseRequest, bodyOf(ctx));
    ctx.body = await ai.reanalyse(request, aiContextOf(ctx.session));
  });

  router.post('/framed-conversations', async (ctx) => {
    const input = parse(schemas.saveFramedConversation, bodyOf(ctx));
    const saved = await saveFramedConversation(db, ctx.state.userId as number, input);
    ctx.status = 201;
    ctx.body = presentFramedConversation(saved);
  });

  router.get('/framed-conversations/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'conversation');
    const row = await db.models.FramedConversation.findOne({ where: { id, userId: ctx.state.userId as number } });
    if (!row) throw notFound('conversation');
    ctx.body = presentFramedConversation(row);
  });

  return router;
}
