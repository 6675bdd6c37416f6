/** The one AI interface: every feature that writes text about the user's text goes through it. */
import type {
  AiSource,
  Axes,
  EchoMode,
  EnhancedAnalysis,
  ExerciseResult,
  FramedRequest,
  Language,
  PlainAnalysis,
  ReanalyseRequest,
} from '@tonelens/core';

/** What every AI call knows about the person asking. */
export interface AiContext {
  /** Language of the user's account settings; replies are written in it when the engine can. */
  language: Language;
}

/** The feedback half of the plain result (the counts and sentiment class come from core). */
export type PlainFeedback = Required<
  Pick<PlainAnalysis, 'aiResponse' | 'feedback' | 'empathicResponse' | 'aiInsights' | 'conversationalPrompt'>
>;

/** The ToneLens result without its source tag. */
export type EnhancedReading = Omit<EnhancedAnalysis, 'source'>;

/** A lesson as the exercise scorer and recommender see it. */
export interface LessonBrief {
  lessonKey: string;
  moduleKey: string;
  title: string;
  /** Which profile score the lesson trains. */
  skill: SkillKey;
  difficulty: number;
  /** Minutes. */
  estimatedTime: number;
}

/** The four learning-profile scores (each 0..100). */
export type SkillKey = 'selfAwarenessScore' | 'empathyScore' | 'emotionalRegulationScore' | 'socialSkillsScore';

/** Input of exercise scoring. */
export interface ExerciseInput {
  lesson: LessonBrief;
  exerciseType: string;
  promptText: string;
  userResponse: string;
}

/** Input of recommendation writing: the learner's state and what is left to learn. */
export interface RecommendationInput {
  scores: Record<SkillKey, number>;
  lessonsCompleted: number;
  currentStreak: number;
  /** Lessons not yet completed, in curriculum order. */
  openLessons: LessonBrief[];
  /** Axes of the user's most recent saved analyses, newest first (may be empty). */
  recentAxes: Axes[];
}

/** A recommendation before it is stored; priority 1..5, estimatedTime in minutes. */
export interface RecommendationDraft {
  title: string;
  description: string;
  priority: number;
  personalizedReason: string;
  difficulty: number;
  estimatedTime: number;
  lessonKey: string | null;
}

/** Every AI feature. Implementations: the OpenAI-compatible one and the local one (the default and the fallback). */
export interface AiEngine {
  readonly source: AiSource;
  plainFeedback(text: string, ctx: AiContext): Promise<PlainFeedback>;
  /** The four axes, summary, tension, echo-room suggestion, conversational response and resonance. */
  enhanced(text: string, ctx: AiContext): Promise<EnhancedReading>;
  /** A rewrite of the text toward balance. */
  alternative(text: string, ctx: AiContext): Promise<{ alternativeText: string }>;
  /** A reply in the framed conversation, written to the four slider values. */
  framedReply(request: FramedRequest, ctx: AiContext): Promise<{ response: string }>;
  /** What the text would become with the adjusted axis values. */
  reanalyse(request: ReanalyseRequest, ctx: AiContext): Promise<{ response: string }>;
  /** The EchoRoom reply for one reflection mode. */
  echoReply(
    request: { inputText: string; echoMode: Exclude<EchoMode, 'spectral'> },
    ctx: AiContext,
  ): Promise<{ resonantReply: string }>;
  /** A spectral definition of a word or text. */
  spectralDefinition(text: string, ctx: AiContext): Promise<{ definition: string }>;
  scoreExercise(input: ExerciseInput, ctx: AiContext): Promise<Omit<ExerciseResult, 'source'>>;
  recommendations(input: RecommendationInput, ctx: AiContext): Promise<RecommendationDraft[]>;
}

/** Every AI answer carries the engine that produced it. */
export type Sourced<T> = T & { source: AiSource };
