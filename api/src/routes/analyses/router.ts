/** Analysis: plain and enhanced readings, saving and reading analyses, alternatives, framed replies, reanalysis and saved conversations. */
import Router from '@koa/router';
import { ANALYSIS_PAGE, schemas } from '@tonelens/core';
import { listAnalyses } from '../../commands/analysis-list';
import { saveAnalysis, saveFramedConversation } from '../../commands/analyses';
import { signatureSummary } from '../../commands/signature';
import { notFound } from '../../errors';
import { requireUser, type AuthState } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { idempotencyKeyOf } from '../../commands/idempotency';
import { presentAnalysis, presentFramedConversation } from '../../presenters/index';
import { pathId, validate } from '../../validate';
import { aiContextOf, answerPage, answerSaved, listLimit, wantsCount, type RouteDeps } from '../deps';

/** The analysis routes (all need a session). */
export function createAnalysesRouter({ db, ai, aiLimit, engine }: RouteDeps): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.post('/analyse/plain', aiLimit, validate(schemas.analyseText), async (ctx) => {
    const { inputText } = ctx.state.input;
    const [feedback, stats] = await Promise.all([
      ai.plainFeedback(inputText, aiContextOf(ctx.session)),
      engine.plainStats(inputText),
    ]);
    ctx.body = { ...feedback, ...stats };
  });

  router.post('/analyse/enhanced', aiLimit, validate(schemas.analyseText), async (ctx) => {
    ctx.body = await ai.enhanced(ctx.state.input.inputText, aiContextOf(ctx.session));
  });

  router.post('/analyse', validate(schemas.saveAnalysis), async (ctx) => {
    const { input, userId } = ctx.state;
    // The web app and the extension send the reading they showed; other clients get one read here.
    const tone = input.toneName
      ? { toneName: input.toneName, topEmotions: input.topEmotions ?? [] }
      : await engine.toneSummary(input.inputText);
    answerSaved(ctx, await saveAnalysis(db, userId, input, idempotencyKeyOf(ctx), tone));
  });

  router.get('/analyses', validate(schemas.analysisPageQuery, 'query'), async (ctx) => {
    const limit = listLimit(ctx.query.limit, ANALYSIS_PAGE.defaultLimit, ANALYSIS_PAGE.maxLimit);
    const { cursor } = ctx.state.input;
    const page = await listAnalyses(db, ctx.state.userId, { limit, cursor, count: wantsCount(ctx) });
    answerPage(ctx, '/api/analyses', limit, page);
  });

  router.get('/signature', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await signatureSummary(db, ctx.state.userId);
  });

  router.get('/analyses/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'analysis');
    const row = await db.models.Analysis.findOne({ where: { id, userId: ctx.state.userId } });
    if (!row) throw notFound('analysis');
    ctx.body = presentAnalysis(row);
  });

  router.post('/generate-alternative', aiLimit, validate(schemas.analyseText), async (ctx) => {
    ctx.body = await ai.alternative(ctx.state.input.inputText, aiContextOf(ctx.session));
  });

  router.post('/ai-response/framed', aiLimit, validate(schemas.framedRequest), async (ctx) => {
    ctx.body = await ai.framedReply(ctx.state.input, aiContextOf(ctx.session));
  });

  router.post('/reanalyse-adjusted', aiLimit, validate(schemas.reanalyseRequest), async (ctx) => {
    ctx.body = await ai.reanalyse(ctx.state.input, aiContextOf(ctx.session));
  });

  router.post('/framed-conversations', validate(schemas.saveFramedConversation), async (ctx) => {
    const { input, userId } = ctx.state;
    const tone = await engine.toneSummary(input.originalText);
    answerSaved(ctx, await saveFramedConversation(db, userId, input, idempotencyKeyOf(ctx), tone));
  });

  router.get('/framed-conversations/:id', async (ctx) => {
    const id = pathId(ctx.params.id, 'conversation');
    const row = await db.models.FramedConversation.findOne({ where: { id, userId: ctx.state.userId } });
    if (!row) throw notFound('conversation');
    ctx.body = presentFramedConversation(row);
  });

  return router;
}
