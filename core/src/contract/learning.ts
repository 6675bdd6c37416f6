/** Learning contract: profile, modules, lessons, progress, recommendations and exercises. */
import { z } from 'zod';
import { aiSourceSchema, isoDateSchema } from './common';

const score100 = z.number().min(0).max(100);

/** GET /api/learning/profile. Scores are 0..100. */
export const learningProfileSchema = z.object({
  totalXp: z.number().int().min(0),
  lessonsCompleted: z.number().int().min(0),
  currentStreak: z.number().int().min(0),
  difficultyLevel: z.number().int().min(1).max(5),
  selfAwarenessScore: score100,
  empathyScore: score100,
  emotionalRegulationScore: score100,
  socialSkillsScore: score100,
});
export type LearningProfile = z.infer<typeof learningProfileSchema>;

/** A module; estimatedDuration in minutes. */
export const moduleSchema = z.object({
  moduleKey: z.string(),
  title: z.string(),
  description: z.string(),
  estimatedDuration: z.number().int().positive(),
  lessonCount: z.number().int().min(0),
});
export type LearningModule = z.infer<typeof moduleSchema>;

/** A lesson; content is JSON text of [{title, content}], exercisePrompts JSON text of a list of strings. */
export const lessonSchema = z.object({
  lessonKey: z.string(),
  moduleKey: z.string(),
  title: z.string(),
  description: z.string(),
  lessonType: z.enum(['reading', 'practice', 'reflection']),
  difficulty: z.number().int().min(1).max(5),
  xpReward: z.number().int().positive(),
  content: z.string(),
  exercisePrompts: z.string(),
});
export type Lesson = z.infer<typeof lessonSchema>;

/** One section of a lesson's content. */
export const lessonSectionSchema = z.object({ title: z.string(), content: z.string() });
export type LessonSection = z.infer<typeof lessonSectionSchema>;

/** GET /api/learning/lessons?moduleKey= (default foundations). */
export const lessonsQuerySchema = z.object({ moduleKey: z.string().min(1).max(64).default('foundations') });

/** Lesson progress states. */
export const progressStatusSchema = z.enum(['not_started', 'in_progress', 'completed']);
export type ProgressStatus = z.infer<typeof progressStatusSchema>;

/** A lesson's progress. */
export const progressSchema = z.object({
  lessonKey: z.string(),
  status: progressStatusSchema,
  bestScore: z.number().min(0).max(100).nullable(),
  attempts: z.number().int().min(0),
  lastAccessedAt: isoDateSchema.nullable(),
  completedAt: isoDateSchema.nullable(),
});
export type Progress = z.infer<typeof progressSchema>;

/** PATCH /api/learning/progress/:lessonKey. */
export const progressUpdateSchema = z
  .object({
    status: progressStatusSchema,
    lastAccessedAt: isoDateSchema.nullable().optional(),
    completedAt: isoDateSchema.nullable().optional(),
    attempts: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;

/** PATCH /api/learning/progress/:lessonKey answer: the progress and the XP this change earned (0 unless it completed the lesson for the first time). */
export const progressUpdateResultSchema = progressSchema.extend({ xpEarned: z.number().int().min(0) });

/** A recommendation; priority 1..5, estimatedTime in minutes. */
export const recommendationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  priority: z.number().int().min(1).max(5),
  personalizedReason: z.string(),
  difficulty: z.number().int().min(1).max(5),
  estimatedTime: z.number().int().positive(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** POST /api/learning/exercise. */
export const exerciseRequestSchema = z.object({
  lessonKey: z.string().min(1).max(100),
  exerciseType: z.string().min(1).max(50),
  promptText: z.string().min(1).max(5000),
  userResponse: z
    .string()
    .max(20_000)
    .refine((s) => s.trim().length > 0, { message: 'Response must not be blank' }),
});
export type ExerciseRequest = z.infer<typeof exerciseRequestSchema>;

/** The scored exercise: score 0..100 and the enhanced analysis. */
export const exerciseResultSchema = z.object({
  score: score100,
  enhancedAnalysis: z.object({
    resonanceQuality: z.string(),
    safetyFlags: z.object({ lowValence: z.boolean(), lowAgency: z.boolean() }),
    strengthsIdentified: z.array(z.string()),
    gentlePrompts: z.array(z.string()),
  }),
  source: aiSourceSchema,
});
export type ExerciseResult = z.infer<typeof exerciseResultSchema>;
