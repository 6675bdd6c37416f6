/** Reflection: EchoRoom replies, spectral definitions and saved reflections. */
import Router from '@koa/router';
import { schemas } from '@tonelens/core';
import { saveEchoReflection } from '../../commands/analyses';
import { idempotencyKeyOf } from '../../commands/idempotency';
import { requireUser, type AuthState } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { validate } from '../../validate';
import { aiContextOf, answerSaved, type RouteDeps } from '../deps';

/** The reflection routes (all need a session). */
export function createReflectionRouter({ db, ai, aiLimit }: RouteDeps): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.post('/echoroom/analyse', aiLimit, validate(schemas.echoAnalyseRequest), async (ctx) => {
    ctx.body = await ai.echoReply(ctx.state.input, aiContextOf(ctx.session));
  });

  router.post('/spectral-definition', aiLimit, validate(schemas.analyseText), async (ctx) => {
    const { definition, source } = await ai.spectralDefinition(ctx.state.input.inputText, aiContextOf(ctx.session));
    ctx.body = { definition, response: definition, source };
  });

  router.post('/echo-room/save', validate(schemas.echoSaveRequest), async (ctx) => {
    answerSaved(ctx, await saveEchoReflection(db, ctx.state.userId, ctx.state.input, idempotencyKeyOf(ctx)));
  });

  return router;
}
