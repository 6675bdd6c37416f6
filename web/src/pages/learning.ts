/**
 * Learning mode's calls and rules (spec surroundings §4 Lesson progress, §7):
 * profile, modules, lessons (default module foundations), progress,
 * recommendations, exercises and the progress transitions.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  newIdempotencyKey,
  schemas,
  type ExerciseRequest,
  type ExerciseResult,
  type LearningModule,
  type LearningProfile,
  type Lesson,
  type LessonSection,
  type Progress,
  type ProgressUpdate,
  type Recommendation,
} from '@tonelens/core';
import { useApiRequest } from '../lib/api-context';

/** The module shown first. */
export const DEFAULT_MODULE_KEY = 'foundations';

/** Query keys of learning mode (the first element is the URL). */
export const LEARNING_KEYS = {
  profile: ['/api/learning/profile'],
  modules: ['/api/learning/modules'],
  progress: ['/api/learning/progress'],
  recommendations: ['/api/learning/recommendations'],
  lessons: (moduleKey: string) => [`/api/learning/lessons?moduleKey=${encodeURIComponent(moduleKey)}`],
} as const;

/**
 * The update sent when a lesson is opened: not_started (or no progress yet)
 * becomes in_progress; other states are kept; lastAccessedAt is now.
 */
export function openLessonUpdate(progress: Pick<Progress, 'status'> | undefined, now: Date): ProgressUpdate {
  const status = !progress || progress.status === 'not_started' ? 'in_progress' : progress.status;
  return { status, lastAccessedAt: now.toISOString() };
}

/** The update sent by Complete Lesson: completed, completedAt now, attempts plus one. */
export function completeLessonUpdate(progress: Pick<Progress, 'attempts'> | undefined, now: Date): ProgressUpdate {
  return {
    status: 'completed',
    lastAccessedAt: now.toISOString(),
    completedAt: now.toISOString(),
    attempts: (progress?.attempts ?? 0) + 1,
  };
}

/** A lesson's content sections: JSON text of [{title, content}]; unreadable content gives none. */
export function lessonSections(lesson: Pick<Lesson, 'content'>): LessonSection[] {
  try {
    const value: unknown = JSON.parse(lesson.content);
    if (!Array.isArray(value)) return [];
    return value.flatMap((s) => {
      return typeof s === 'object' && s !== null && typeof s.title === 'string' && typeof s.content === 'string'
        ? [{ title: s.title, content: s.content }]
        : [];
    });
  } catch {
    return [];
  }
}

/** A lesson's exercise prompts: JSON text of a list of strings; unreadable gives none. */
export function exercisePrompts(lesson: Pick<Lesson, 'exercisePrompts'>): string[] {
  try {
    const value: unknown = JSON.parse(lesson.exercisePrompts);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === 'string' && p.trim().length > 0) : [];
  } catch {
    return [];
  }
}

/** GET /api/learning/profile. */
export function useLearningProfile() {
  const request = useApiRequest();
  return useQuery<LearningProfile>({
    queryKey: LEARNING_KEYS.profile,
    queryFn: ({ signal }) =>
      request('GET', '/api/learning/profile', undefined, { schema: schemas.learningProfile, signal }),
  });
}

/** GET /api/learning/modules. */
export function useModules() {
  const request = useApiRequest();
  return useQuery<LearningModule[]>({
    queryKey: LEARNING_KEYS.modules,
    queryFn: ({ signal }) => request('GET', '/api/learning/modules', undefined, { schema: schemas.moduleList, signal }),
  });
}

/** GET /api/learning/lessons?moduleKey=. */
export function useLessons(moduleKey: string) {
  const request = useApiRequest();
  return useQuery<Lesson[]>({
    queryKey: LEARNING_KEYS.lessons(moduleKey),
    queryFn: ({ signal }) =>
      request('GET', `/api/learning/lessons?moduleKey=${encodeURIComponent(moduleKey)}`, undefined, {
        schema: schemas.lessonList,
        signal,
      }),
  });
}

/** GET /api/learning/progress. */
export function useProgress() {
  const request = useApiRequest();
  return useQuery<Progress[]>({
    queryKey: LEARNING_KEYS.progress,
    queryFn: ({ signal }) =>
      request('GET', '/api/learning/progress', undefined, { schema: schemas.progressList, signal }),
  });
}

/** GET /api/learning/recommendations. */
export function useRecommendations() {
  const request = useApiRequest();
  return useQuery<Recommendation[]>({
    queryKey: LEARNING_KEYS.recommendations,
    queryFn: ({ signal }) =>
      request('GET', '/api/learning/recommendations', undefined, { schema: schemas.recommendationList, signal }),
  });
}

/** POST /api/learning/generate-recommendations (empty body); the list is read afresh. */
export function useGenerateRecommendations() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, void>({
    mutationFn: () => request('POST', '/api/learning/generate-recommendations', {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEYS.recommendations }),
  });
}

/** POST /api/learning/exercise: score and enhanced analysis of a response; the profile is read afresh. */
export function useSubmitExercise() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<ExerciseResult, Error, ExerciseRequest>({
    mutationFn: (body) =>
      request('POST', '/api/learning/exercise', body, {
        schema: schemas.exerciseResult,
        idempotencyKey: newIdempotencyKey(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEYS.profile }),
  });
}

/** PATCH /api/learning/progress/:lessonKey; answers the progress and the XP it earned. Progress and profile are read afresh. */
export function useUpdateProgress() {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  return useMutation<Progress & { xpEarned: number }, Error, { lessonKey: string; update: ProgressUpdate }>({
    mutationFn: ({ lessonKey, update }) =>
      request('PATCH', `/api/learning/progress/${encodeURIComponent(lessonKey)}`, update, {
        schema: schemas.progressUpdateResult,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEARNING_KEYS.progress }),
        queryClient.invalidateQueries({ queryKey: LEARNING_KEYS.profile }),
      ]),
  });
}
