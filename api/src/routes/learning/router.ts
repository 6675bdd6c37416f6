/** Learning mode: profile, modules, lessons, progress, recommendations and exercises. */
import Router from '@koa/router';
import { schemas } from '@tonelens/core';
import {
  effectiveStreak,
  ensureProfile,
  generateRecommendations,
  submitExercise,
  updateProgress,
} from '../../commands/learning';
import { notFound } from '../../errors';
import { CURRICULUM, presentLesson, presentModule } from '../../learning/curriculum';
import { requireUser, type AuthState } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { presentProfile, presentProgress, presentRecommendation } from '../../presenters/index';
import { validate } from '../../validate';
import { idempotencyKeyOf } from '../../commands/idempotency';
import { aiContextOf, REPLAYED_HEADER, type RouteDeps } from '../deps';

/** The learning routes (all need a session). */
export function createLearningRouter({ db, ai, aiLimit }: RouteDeps): Router<AuthState> {
  const router = new Router<AuthState>({ prefix: '/api/learning' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.get('/profile', async (ctx) => {
    const profile = await ensureProfile(db, ctx.state.userId);
    ctx.body = { ...presentProfile(profile), currentStreak: effectiveStreak(profile, new Date()) };
  });

  router.get('/modules', (ctx) => {
    ctx.body = CURRICULUM.map(presentModule);
  });

  router.get('/lessons', validate(schemas.lessonsQuery, 'query'), (ctx) => {
    const { moduleKey } = ctx.state.input;
    const module = CURRICULUM.find((m) => m.moduleKey === moduleKey);
    if (!module) throw notFound('module');
    ctx.body = module.lessons.map((l) => presentLesson(module, l));
  });

  router.get('/progress', async (ctx) => {
    const rows = await db.models.LessonProgress.findAll({
      where: { userId: ctx.state.userId },
      order: [['id', 'ASC']],
    });
    ctx.body = rows.map(presentProgress);
  });

  router.patch('/progress/:lessonKey', validate(schemas.progressUpdate), async (ctx) => {
    const { progress, xpEarned } = await updateProgress(db, ctx.state.userId, ctx.params.lessonKey!, ctx.state.input);
    ctx.body = { ...presentProgress(progress), xpEarned };
  });

  router.get('/recommendations', async (ctx) => {
    const rows = await db.models.Recommendation.findAll({
      where: { userId: ctx.state.userId },
      order: [
        ['priority', 'DESC'],
        ['id', 'ASC'],
      ],
    });
    ctx.body = rows.map(presentRecommendation);
  });

  router.post('/generate-recommendations', aiLimit, async (ctx) => {
    const rows = await generateRecommendations(db, ai, ctx.state.userId, aiContextOf(ctx.session));
    ctx.body = rows.map(presentRecommendation);
  });

  router.post('/exercise', aiLimit, validate(schemas.exerciseRequest), async (ctx) => {
    const { saved, replayed } = await submitExercise(
      db,
      ai,
      ctx.state.userId,
      ctx.state.input,
      aiContextOf(ctx.session),
      new Date(),
      idempotencyKeyOf(ctx),
    );
    if (replayed) ctx.set(REPLAYED_HEADER, 'true');
    ctx.body = saved;
  });

  return router;
}
