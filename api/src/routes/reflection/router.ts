/** Reflection: EchoRoom replies, spectral definitions and saved reflections. */
import Router from '@koa/router';
import { schemas } from '@tonelens/core';
import { notFound } from '../../errors';
import { requireUser } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { presentEchoReflection } from '../../presenters/index';
import { bodyOf, parse } from '../../validate';
import { aiContextOf, type RouteDeps } from '../deps';

/** The reflection routes (all need a session). */
export function createReflectionRouter({ db, ai, aiLimit }: RouteDeps): Router {
  const router = new Router({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.post('/echoroom/analyse', aiLimit, async (ctx) => {
    const request = parse(schemas.echoAnalyseRequest, bodyOf(ctx));
    ctx.body = await ai.echoReply(request, aiContextOf(ctx.session));
  });

  router.post('/spectral-definition', aiLimit, async (ctx) => {
    const { inputText } = parse(schemas.analyseText, bodyOf(ctx));
    const { definition, source } = await ai.spectralDefinition(inputText, aiContextOf(ctx.session));
    ctx.body = { definition, response: definition, source };
  });

  router.post('/echo-room/save', async (ctx) => {
    const input = parse(schemas.echoSaveRequest, bodyOf(ctx));
    const userId = ctx.state.userId as number;
    if (input.analysisId !== null) {
      const owned = await db.models.Analysis.count({ where: { id: input.analysisId, userId } });
      if (owned === 0) throw notFound('analysis');
    }
    const saved = await db.models.EchoReflection.create({ ...input, emotionalInsights: null, userId });
    ctx.status = 201;
    ctx.body = presentEchoReflection(saved);
  });

  return router;
}
