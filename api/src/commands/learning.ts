/** Learning: profiles, lesson progress transitions, exercise scoring and recommendations. */
import type {
  ExerciseRequest,
  ExerciseResult as ExerciseResultJson,
  ProgressStatus,
  ProgressUpdate,
} from '@tonelens/core';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { AiContext, AiService } from '../ai/index';
import type { RecommendationInput, SkillKey } from '../ai/types';
import type { Database } from '../db';
import { invalidTransition, notFound } from '../errors';
import { allLessons, findLesson, lessonBrief } from '../learning/curriculum';
import type { LearningProfile, LessonProgress, Recommendation } from '../models/index';
import { isDuplicate, recordKey, storedFor, type SavedOnce } from './idempotency';

/** How far one exercise moves its skill score up toward the exercise's own score (0..1). */
export const SCORE_LEARNING_RATE = 0.25;

/**
 * The skill score after an exercise scored `score` (both 0..100): it moves a
 * quarter of the way up toward a higher score and never goes down, since
 * practising a skill is never evidence of losing it.
 */
export function skillAfterExercise(current: number, score: number): number {
  return Math.max(0, Math.min(100, current + Math.max(0, score - current) * SCORE_LEARNING_RATE));
}
/** Lessons completed per difficulty level step (level 1..5). */
export const LESSONS_PER_LEVEL = 3;
/** Most recent saved analyses the recommender looks at. */
export const RECENT_ANALYSES = 10;

/** The UTC calendar day of `d` as YYYY-MM-DD. */
export function dayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}

/** The streak as of `now`: the stored streak if the last active day is today or yesterday, else 0. */
export function effectiveStreak(profile: Pick<LearningProfile, 'currentStreak' | 'lastActiveDay'>, now: Date): number {
  const today = dayOf(now);
  if (profile.lastActiveDay === today || profile.lastActiveDay === previousDay(today)) return profile.currentStreak;
  return 0;
}

/** Records activity on `now`'s day: same day keeps the streak, the next day adds one, a gap restarts at 1. */
export function touchStreak(profile: LearningProfile, now: Date): void {
  const today = dayOf(now);
  if (profile.lastActiveDay === today) return;
  profile.currentStreak = profile.lastActiveDay === previousDay(today) ? profile.currentStreak + 1 : 1;
  profile.lastActiveDay = today;
}

/** The user's profile, created with defaults on first use. */
export async function ensureProfile(db: Database, userId: number, transaction?: Transaction): Promise<LearningProfile> {
  const { LearningProfile: P } = db.models;
  const found = await P.findOne({ where: { userId }, transaction });
  if (found) return found;
  try {
    return await P.create({ userId }, { transaction });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError) || transaction) throw error;
    return (await P.findOne({ where: { userId } }))!;
  }
}

async function lockedProgress(
  db: Database,
  userId: number,
  lessonKey: string,
  transaction: Transaction,
): Promise<LessonProgress> {
  const { LessonProgress: LP } = db.models;
  const lock = db.dialect === 'mysql' ? transaction.LOCK.UPDATE : undefined;
  const found = await LP.findOne({ where: { userId, lessonKey }, transaction, lock });
  if (found) return found;
  return LP.build({
    userId,
    lessonKey,
    status: 'not_started',
    bestScore: null,
    lastAccessedAt: null,
    completedAt: null,
  });
}

/**
 * Creates the not_started progress row if it is missing, outside any
 * transaction, so that concurrent changes then queue on a row lock instead of
 * racing to insert the same (userId, lessonKey).
 */
async function ensureProgressRow(db: Database, userId: number, lessonKey: string): Promise<void> {
  const { LessonProgress: LP } = db.models;
  if ((await LP.count({ where: { userId, lessonKey } })) > 0) return;
  try {
    await LP.create({
      userId,
      lessonKey,
      status: 'not_started',
      bestScore: null,
      lastAccessedAt: null,
      completedAt: null,
    });
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
  }
}

async function lockedProfile(db: Database, userId: number, transaction: Transaction): Promise<LearningProfile> {
  const { LearningProfile: P } = db.models;
  const lock = db.dialect === 'mysql' ? transaction.LOCK.UPDATE : undefined;
  return (await P.findOne({ where: { userId }, transaction, lock }))!;
}

const ORDER: Record<ProgressStatus, number> = { not_started: 0, in_progress: 1, completed: 2 };

/**
 * Applies a progress change (spec surroundings §4): not_started → in_progress
 * when a lesson is opened; → completed sets completedAt, adds one attempt and,
 * the first time only, the lesson's XP. Opening a completed lesson keeps it
 * completed. Going back to not_started is refused (409).
 */
export async function updateProgress(
  db: Database,
  userId: number,
  lessonKey: string,
  change: ProgressUpdate,
  now = new Date(),
): Promise<{ progress: LessonProgress; xpEarned: number }> {
  const found = findLesson(lessonKey);
  if (!found) throw notFound('lesson');
  await ensureProfile(db, userId);
  await ensureProgressRow(db, userId, lessonKey);
  // Lock order everywhere: profile, then progress.
  return db.transaction(async (transaction) => {
    const profile = await lockedProfile(db, userId, transaction);
    const progress = await lockedProgress(db, userId, lessonKey, transaction);
    const from = progress.status;
    const to = change.status;
    if (to === 'not_started' && from !== 'not_started') throw invalidTransition(from, to);
    let xpEarned = 0;
    if (to === 'completed') {
      progress.attempts = progress.attempts + 1;
      if (from !== 'completed') {
        progress.status = 'completed';
        progress.completedAt = change.completedAt ? new Date(change.completedAt) : now;
        xpEarned = found.lesson.xpReward;
        profile.totalXp += xpEarned;
        profile.lessonsCompleted += 1;
        profile.difficultyLevel = Math.min(5, 1 + Math.floor(profile.lessonsCompleted / LESSONS_PER_LEVEL));
      }
    } else if (ORDER[to] > ORDER[from]) {
      progress.status = to;
    }
    if (to !== 'completed' && typeof change.attempts === 'number' && change.attempts > progress.attempts) {
      progress.attempts = change.attempts;
    }
    progress.lastAccessedAt = change.lastAccessedAt ? new Date(change.lastAccessedAt) : now;
    touchStreak(profile, now);
    await progress.save({ transaction });
    await profile.save({ transaction });
    return { progress, xpEarned };
  });
}

/** Scores an exercise answer, stores it, and raises the lesson's skill score (never lowers it), best score and streak. */
export async function submitExercise(
  db: Database,
  ai: AiService,
  userId: number,
  request: ExerciseRequest,
  ctx: AiContext,
  now = new Date(),
  key?: string,
): Promise<SavedOnce<ExerciseResultJson>> {
  const found = findLesson(request.lessonKey);
  if (!found) throw notFound('lesson');
  // A retry of a stored exercise answers the first result, without scoring it again.
  const replay = async (id: number): Promise<SavedOnce<ExerciseResultJson>> => {
    const row = await db.models.ExerciseResult.findOne({ where: { id, userId } });
    if (!row) throw notFound('exercise result');
    const enhancedAnalysis = JSON.parse(row.enhancedAnalysis) as ExerciseResultJson['enhancedAnalysis'];
    return { saved: { score: Number(row.score), enhancedAnalysis, source: row.source }, replayed: true };
  };
  const earlier = key === undefined ? undefined : await storedFor(db, userId, key, 'exercise');
  if (earlier !== undefined) return replay(earlier);
  const brief = lessonBrief(found.module, found.lesson);
  const result = await ai.scoreExercise(
    {
      lesson: brief,
      exerciseType: request.exerciseType,
      promptText: request.promptText,
      userResponse: request.userResponse,
    },
    ctx,
  );
  const score = Math.round(Math.max(0, Math.min(100, result.score)));
  await ensureProfile(db, userId);
  await ensureProgressRow(db, userId, request.lessonKey);
  const stored = await db
    .transaction(async (transaction) => {
      const row = await db.models.ExerciseResult.create(
        {
          userId,
          lessonKey: request.lessonKey,
          exerciseType: request.exerciseType,
          promptText: request.promptText,
          userResponse: request.userResponse,
          score,
          enhancedAnalysis: JSON.stringify(result.enhancedAnalysis),
          source: result.source,
        },
        { transaction },
      );
      const profile = await lockedProfile(db, userId, transaction);
      const skill: SkillKey = found.lesson.skill;
      const current = Number(profile[skill]);
      profile[skill] = skillAfterExercise(current, score);
      touchStreak(profile, now);
      await profile.save({ transaction });
      const progress = await lockedProgress(db, userId, request.lessonKey, transaction);
      progress.bestScore = progress.bestScore === null ? score : Math.max(Number(progress.bestScore), score);
      if (progress.status === 'not_started') progress.status = 'in_progress';
      progress.lastAccessedAt = now;
      await progress.save({ transaction });
      if (key !== undefined) await recordKey(db, transaction, { userId, key, route: 'exercise', resourceId: row.id });
      return true;
    })
    .catch((error: unknown) => {
      // The same request, stored meanwhile by a twin: this one's changes were rolled back.
      if (key !== undefined && isDuplicate(error)) return false;
      throw error;
    });
  if (!stored) return replay((await storedFor(db, userId, key!, 'exercise'))!);
  return { saved: { score, enhancedAnalysis: result.enhancedAnalysis, source: result.source }, replayed: false };
}

/** Writes fresh recommendations from the learner's state and replaces the stored ones. */
export async function generateRecommendations(
  db: Database,
  ai: AiService,
  userId: number,
  ctx: AiContext,
  now = new Date(),
): Promise<Recommendation[]> {
  const { LessonProgress: LP, Analysis: A, Recommendation: R } = db.models;
  const profile = await ensureProfile(db, userId);
  const completed = new Set(
    (await LP.findAll({ where: { userId, status: 'completed' }, attributes: ['lessonKey'] })).map((p) => p.lessonKey),
  );
  const recent = await A.findAll({
    where: { userId },
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: RECENT_ANALYSES,
    attributes: ['warmthDetachment', 'certaintyAmbiguity', 'intensityRestraint', 'conflictCoherence'],
  });
  const input: RecommendationInput = {
    scores: {
      selfAwarenessScore: Number(profile.selfAwarenessScore),
      empathyScore: Number(profile.empathyScore),
      emotionalRegulationScore: Number(profile.emotionalRegulationScore),
      socialSkillsScore: Number(profile.socialSkillsScore),
    },
    lessonsCompleted: profile.lessonsCompleted,
    currentStreak: effectiveStreak(profile, now),
    openLessons: allLessons()
      .filter(({ lesson }) => !completed.has(lesson.lessonKey))
      .map(({ module, lesson }) => lessonBrief(module, lesson)),
    recentAxes: recent
      .filter((a) => a.warmthDetachment !== null && a.certaintyAmbiguity !== null)
      .map((a) => ({
        warmthDetachment: Number(a.warmthDetachment),
        certaintyAmbiguity: Number(a.certaintyAmbiguity),
        intensityRestraint: Number(a.intensityRestraint ?? 0.5),
        conflictCoherence: Number(a.conflictCoherence ?? 0.5),
      })),
  };
  const { items } = await ai.recommendations(input, ctx);
  return db.transaction(async (transaction) => {
    await R.destroy({ where: { userId }, transaction });
    await R.bulkCreate(
      items.map((r) => ({ ...r, userId })),
      { transaction },
    );
    return R.findAll({
      where: { userId },
      order: [
        ['priority', 'DESC'],
        ['id', 'ASC'],
      ],
      transaction,
    });
  });
}
