/** Learning contract: profile, modules, lessons, progress, recommendations and exercises. */
import { z } from 'zod';
/** GET /api/learning/profile. Scores are 0..100. */
export declare const learningProfileSchema: z.ZodObject<
  {
    totalXp: z.ZodNumber;
    lessonsCompleted: z.ZodNumber;
    currentStreak: z.ZodNumber;
    difficultyLevel: z.ZodNumber;
    selfAwarenessScore: z.ZodNumber;
    empathyScore: z.ZodNumber;
    emotionalRegulationScore: z.ZodNumber;
    socialSkillsScore: z.ZodNumber;
  },
  z.core.$strip
>;
export type LearningProfile = z.infer<typeof learningProfileSchema>;
/** A module; estimatedDuration in minutes. */
export declare const moduleSchema: z.ZodObject<
  {
    moduleKey: z.ZodString;
    title: z.ZodString;
    description: z.ZodString;
    estimatedDuration: z.ZodNumber;
    lessonCount: z.ZodNumber;
  },
  z.core.$strip
>;
export type LearningModule = z.infer<typeof moduleSchema>;
/** A lesson; content is JSON text of [{title, content}], exercisePrompts JSON text of a list of strings. */
export declare const lessonSchema: z.ZodObject<
  {
    lessonKey: z.ZodString;
    moduleKey: z.ZodString;
    title: z.ZodString;
    description: z.ZodString;
    lessonType: z.ZodEnum<{
      reading: 'reading';
      practice: 'practice';
      reflection: 'reflection';
    }>;
    difficulty: z.ZodNumber;
    xpReward: z.ZodNumber;
    content: z.ZodString;
    exercisePrompts: z.ZodString;
  },
  z.core.$strip
>;
export type Lesson = z.infer<typeof lessonSchema>;
/** One section of a lesson's content. */
export declare const lessonSectionSchema: z.ZodObject<
  {
    title: z.ZodString;
    content: z.ZodString;
  },
  z.core.$strip
>;
export type LessonSection = z.infer<typeof lessonSectionSchema>;
/** GET /api/learning/lessons?moduleKey= (default foundations). */
export declare const lessonsQuerySchema: z.ZodObject<
  {
    moduleKey: z.ZodDefault<z.ZodString>;
  },
  z.core.$strip
>;
/** Lesson progress states. */
export declare const progressStatusSchema: z.ZodEnum<{
  not_started: 'not_started';
  in_progress: 'in_progress';
  completed: 'completed';
}>;
export type ProgressStatus = z.infer<typeof progressStatusSchema>;
/** A lesson's progress. */
export declare const progressSchema: z.ZodObject<
  {
    lessonKey: z.ZodString;
    status: z.ZodEnum<{
      not_started: 'not_started';
      in_progress: 'in_progress';
      completed: 'completed';
    }>;
    bestScore: z.ZodNullable<z.ZodNumber>;
    attempts: z.ZodNumber;
    lastAccessedAt: z.ZodNullable<z.ZodString>;
    completedAt: z.ZodNullable<z.ZodString>;
  },
  z.core.$strip
>;
export type Progress = z.infer<typeof progressSchema>;
/** PATCH /api/learning/progress/:lessonKey. */
export declare const progressUpdateSchema: z.ZodObject<
  {
    status: z.ZodEnum<{
      not_started: 'not_started';
      in_progress: 'in_progress';
      completed: 'completed';
    }>;
    lastAccessedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    completedAt: z.ZodOptional<z.ZodNullable<z.ZodString>>;
    attempts: z.ZodOptional<z.ZodNumber>;
  },
  z.core.$strict
>;
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;
/** PATCH /api/learning/progress/:lessonKey answer: the progress and the XP this change earned (0 unless it completed the lesson for the first time). */
export declare const progressUpdateResultSchema: z.ZodObject<
  {
    lessonKey: z.ZodString;
    status: z.ZodEnum<{
      not_started: 'not_started';
      in_progress: 'in_progress';
      completed: 'completed';
    }>;
    bestScore: z.ZodNullable<z.ZodNumber>;
    attempts: z.ZodNumber;
    lastAccessedAt: z.ZodNullable<z.ZodString>;
    completedAt: z.ZodNullable<z.ZodString>;
    xpEarned: z.ZodNumber;
  },
  z.core.$strip
>;
/** A recommendation; priority 1..5, estimatedTime in minutes. */
export declare const recommendationSchema: z.ZodObject<
  {
    id: z.ZodNumber;
    title: z.ZodString;
    description: z.ZodString;
    priority: z.ZodNumber;
    personalizedReason: z.ZodString;
    difficulty: z.ZodNumber;
    estimatedTime: z.ZodNumber;
  },
  z.core.$strip
>;
export type Recommendation = z.infer<typeof recommendationSchema>;
/** POST /api/learning/exercise. */
export declare const exerciseRequestSchema: z.ZodObject<
  {
    lessonKey: z.ZodString;
    exerciseType: z.ZodString;
    promptText: z.ZodString;
    userResponse: z.ZodString;
  },
  z.core.$strip
>;
export type ExerciseRequest = z.infer<typeof exerciseRequestSchema>;
/** The scored exercise: score 0..100 and the enhanced analysis. */
export declare const exerciseResultSchema: z.ZodObject<
  {
    score: z.ZodNumber;
    enhancedAnalysis: z.ZodObject<
      {
        resonanceQuality: z.ZodString;
        safetyFlags: z.ZodObject<
          {
            lowValence: z.ZodBoolean;
            lowAgency: z.ZodBoolean;
          },
          z.core.$strip
        >;
        strengthsIdentified: z.ZodArray<z.ZodString>;
        gentlePrompts: z.ZodArray<z.ZodString>;
      },
      z.core.$strip
    >;
    source: z.ZodEnum<{
      openai: 'openai';
      local: 'local';
    }>;
  },
  z.core.$strip
>;
export type ExerciseResult = z.infer<typeof exerciseResultSchema>;
