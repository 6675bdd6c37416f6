/** Reflection: EchoRoom replies, spectral definitions and saved reflections. */
import Router from '@koa/router';
import { schemas } from '@tonelens/core';
import { ForeignKeyConstraintError } from 'sequelize';
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
    const saved = await db
      .transaction(async (transaction) => {
        if (input.analysisId !== null) {
          // Locked (MySQL; SQLite's write transactions run one at a time): a concurrent delete of the
          // analysis waits for this save, then detaches the reflection as it does for every other.
          const lock = db.dialect === 'mysql' ? transaction.LOCK.SHARE : undefined;
          const owned = await db.models.Analysis.findOne({
            where: { id: input.analysisId, userId },
            attributes: ['id'],
            transaction,
            lock,
          });
          if (!owned) throw notFound('analysis');
        }
        return db.models.EchoReflection.create({ ...input, emotionalInsights: null, userId }, { transaction });
      })
      .catch((error: unknown) => {
        // Had the analysis gone between the check and the insert all the same, it is still a 404.
        if (error instanceof ForeignKeyConstraintError) throw notFound('analysis');
        throw error;
      });
    ctx.status = 201;
    ctx.body = presentEchoReflection(saved);
  });

  return router;
}
