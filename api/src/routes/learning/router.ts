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
import { requireUser } from '../../middlewares/auth';
import { jsonBody } from '../../middlewares/body';
import { presentProfile, presentProgress, presentRecommendation } from '../../presenters/index';
import { bodyOf, parse } from '../../validate';
import { aiContextOf, type RouteDeps } from '../deps';

/** The learning routes (all need a session). */
export function createLearningRouter({ db, ai, aiLimit }: RouteDeps): Router {
  const router = new Router({ prefix: '/api/learning' });
  // A signed-out request gets 401 before its body is read.
  router.use(requireUser(db), jsonBody());

  router.get('/profile', async (ctx) => {
    const profile = await ensureProfile(db, ctx.state.userId as number);
    ctx.body = { ...presentProfile(profile), currentStreak: effectiveStreak(profile, new Date()) };
  });

  router.get('/modules', (ctx) => {
    ctx.body = CURRICULUM.map(presentModule);
  });

  router.get('/lessons', (ctx) => {
    const { moduleKey } = parse(schemas.lessonsQuery, { moduleKey: ctx.query.moduleKey || undefined });
    const module = CURRICULUM.find((m) => m.moduleKey === moduleKey);
    if (!module) throw notFound('module');
    ctx.body = module.lessons.map((l) => presentLesson(module, l));
  });

  router.get('/progress', async (ctx) => {
    const rows = await db.models.LessonProgress.findAll({
      where: { userId: ctx.state.userId as number },
      order: [['id', 'ASC']],
    });
    ctx.body = rows.map(presentProgress);
  });

  router.patch('/progress/:lessonKey', async (ctx) => {
    const change = parse(schemas.progressUpdate, bodyOf(ctx));
    const { progress, xpEarned } = await updateProgress(db, ctx.state.userId as number, ctx.params.lessonKey!, change);
    ctx.body = { ...presentProgress(progress), xpEarned };
  });

  router.get('/recommendations', async (ctx) => {
    const rows = await db.models.Recommendation.findAll({
      where: { userId: ctx.state.userId as number },
      order: [
        ['priority', 'DESC'],
        ['id', 'ASC'],
      ],
    });
    ctx.body = rows.map(presentRecommendation);
  });

  router.post('/generate-recommendations', aiLimit, async (ctx) => {
    const rows = await generateRecommendations(db, ai, ctx.state.userId as number, aiContextOf(ctx.session));
    ctx.body = rows.map(presentRecommendation);
  });

  router.post('/exercise', aiLimit, async (ctx) => {
    const request = parse(schemas.exerciseRequest, bodyOf(ctx));
    ctx.body = await submitExercise(db, ai, ctx.state.userId as number, request, aiContextOf(ctx.session));
  });

  return router;
}
