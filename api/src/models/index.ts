/**
 * Sequelize models of every table (the schema itself lives in api/migrations).
 * Models are PascalCase; timestamps are createdAt/updatedAt.
 */
import type { Language } from '@tonelens/core';
import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A person who signed in; `subject` is `issuer|sub`, matched exactly (see auth/subject.ts). */
export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<number>;
  declare subject: string;
  declare email: string | null;
  declare firstName: string | null;
  declare lastName: string | null;
  declare profileImageUrl: string | null;
  declare sitePrefix: CreationOptional<string | null>;
  declare language: CreationOptional<Language>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A signed-in session: id is the SHA-256 (hex) of the cookie's session id; expiresAt is absolute. */
export class Session extends Model<InferAttributes<Session>, InferCreationAttributes<Session>> {
  declare id: string;
  declare userId: ForeignKey<number>;
  declare createdAt: Date;
  declare expiresAt: Date;
}

/** An idempotency key of a save (see commands/idempotency.ts): the route it saved through and the id it stored. */
export class IdempotencyKey extends Model<InferAttributes<IdempotencyKey>, InferCreationAttributes<IdempotencyKey>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare idemKey: string;
  declare route: string;
  declare resourceId: number;
  declare createdAt: Date;
}

/** A saved analysis (spec analysis §3). Percentages are 0..100, tones and axes 0..1. */
export class Analysis extends Model<InferAttributes<Analysis>, InferCreationAttributes<Analysis>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare inputText: string;
  declare mode: 'plain' | 'tonelens' | 'spectral' | 'full';
  declare warmthDetachment: number | null;
  declare certaintyAmbiguity: number | null;
  declare intensityRestraint: number | null;
  declare conflictCoherence: number | null;
  declare toneLensSummary: string | null;
  declare conversationalResponse: string | null;
  declare deepTonePercentage: number | null;
  declare suspendedTonePercentage: number | null;
  declare brightTonePercentage: number | null;
  declare openingTone: number | null;
  declare peakIntensity: number | null;
  declare resolution: number | null;
  declare frequencyData: string | null;
  declare tensionDetected: boolean;
  declare echoRoomSuggestion: string | null;
  /** The reading's strongest tone id; null on rows saved before readings were kept. */
  declare toneName: string | null;
  /** JSON text of the reading's top emotions ({label, score 0..1}[]); null on older rows. */
  declare topEmotions: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A saved framed conversation; emotionalValues and conversation are JSON text. */
export class FramedConversation extends Model<
  InferAttributes<FramedConversation>,
  InferCreationAttributes<FramedConversation>
> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare originalText: string;
  declare aiGeneratedText: string | null;
  declare emotionalValues: string;
  declare conversation: string;
  declare timestamp: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A journal entry: preview (first 120 characters), dominantTones (JSON text), and what it points at. */
export class JournalEntry extends Model<InferAttributes<JournalEntry>, InferCreationAttributes<JournalEntry>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare preview: string;
  declare dominantTones: string;
  declare analysisId: number | null;
  declare framedConversationId: number | null;
  /** The reading's strongest tone id; null on rows saved before readings were kept. */
  declare toneName: string | null;
  /** JSON text of the reading's top emotions ({label, score 0..1}[]); null on older rows. */
  declare topEmotions: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** "Not right?" feedback: the tone a person meant or heard; `text` only when they agreed to keep it. */
export class ToneFeedback extends Model<InferAttributes<ToneFeedback>, InferCreationAttributes<ToneFeedback>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  /** A catalogue id or the person's own words. */
  declare tone: string;
  /** The catalogue id `tone` names, null for words of the person's own. */
  declare toneId: string | null;
  /** The tone the reading named. */
  declare shownTone: string | null;
  declare role: 'writer' | 'reader' | null;
  declare analysisId: number | null;
  declare text: string | null;
  /** SHA-256 (hex) of the text. */
  declare textHash: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A saved EchoRoom reflection. */
export class EchoReflection extends Model<InferAttributes<EchoReflection>, InferCreationAttributes<EchoReflection>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare analysisId: number | null;
  declare echoMode: 'solo' | 'message' | 'thread' | 'spectral';
  declare originalText: string;
  declare resonantReply: string | null;
  declare userReflection: string;
  declare emotionalInsights: string | null;
  declare spectralResonance: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A learner's profile; scores are 0..100, lastActiveDay is YYYY-MM-DD (UTC). */
export class LearningProfile extends Model<InferAttributes<LearningProfile>, InferCreationAttributes<LearningProfile>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare totalXp: CreationOptional<number>;
  declare lessonsCompleted: CreationOptional<number>;
  declare currentStreak: CreationOptional<number>;
  declare lastActiveDay: CreationOptional<string | null>;
  declare difficultyLevel: CreationOptional<number>;
  declare selfAwarenessScore: CreationOptional<number>;
  declare empathyScore: CreationOptional<number>;
  declare emotionalRegulationScore: CreationOptional<number>;
  declare socialSkillsScore: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** One lesson's progress for one user; bestScore 0..100. */
export class LessonProgress extends Model<InferAttributes<LessonProgress>, InferCreationAttributes<LessonProgress>> {
  declare id: CreationOptional<number>;
  declare userId: number;
  declare lessonKey: string;
  declare status: 'not_started' | 'in_progress' | 'completed';
  declare bestScore: number | null;
  declare attempts: CreationOptional<number>;
  declare lastAccessedAt: Date | null;
  declare completedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A learning recommendation; priority 1..5, estimatedTime in minutes. */
export class Recommendation extends Model<InferAttributes<Recommendation>, InferCreationAttributes<Recommendation>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare title: string;
  declare description: string;
  declare priority: number;
  declare personalizedReason: string;
  declare difficulty: number;
  declare estimatedTime: number;
  declare lessonKey: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A scored exercise answer; score 0..100, enhancedAnalysis JSON text. */
export class ExerciseResult extends Model<InferAttributes<ExerciseResult>, InferCreationAttributes<ExerciseResult>> {
  declare id: CreationOptional<number>;
  declare userId: ForeignKey<number>;
  declare lessonKey: string;
  declare exerciseType: string;
  declare promptText: string;
  declare userResponse: string;
  declare score: number;
  declare enhancedAnalysis: string;
  declare source: 'openai' | 'local';
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** Every model, as `defineModels` returns them. */
export interface Models {
  User: typeof User;
  Session: typeof Session;
  IdempotencyKey: typeof IdempotencyKey;
  Analysis: typeof Analysis;
  FramedConversation: typeof FramedConversation;
  JournalEntry: typeof JournalEntry;
  EchoReflection: typeof EchoReflection;
  ToneFeedback: typeof ToneFeedback;
  LearningProfile: typeof LearningProfile;
  LessonProgress: typeof LessonProgress;
  Recommendation: typeof Recommendation;
  ExerciseResult: typeof ExerciseResult;
}

// Attribute objects are fresh per column: Sequelize writes each column's field name into the object it is given.
const pk = () => ({ type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true });
const userId = () => ({ type: DataTypes.INTEGER, allowNull: false });
const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
const double = () => ({ type: DataTypes.DOUBLE, allowNull: true });
const stamps = { createdAt: DataTypes.DATE(3), updatedAt: DataTypes.DATE(3) };
/** The reading's tone name and top emotions (migration 2026-11-28-0005). */
const toneSummaryColumns = {
  toneName: { type: DataTypes.STRING(32), allowNull: true },
  topEmotions: { type: DataTypes.STRING(255), allowNull: true },
};

/**
 * Binds the models to one Sequelize instance. Model classes are static, so one
 * process holds one database at a time (tests start one server per process
 * file and share it).
 */
export function defineModels(sequelize: Sequelize): Models {
  const opts = (tableName: string) => ({ sequelize, tableName, timestamps: true });
  User.init(
    {
      id: pk(),
      subject: { type: DataTypes.STRING(512), allowNull: false, unique: true },
      email: DataTypes.STRING(320),
      firstName: DataTypes.STRING(100),
      lastName: DataTypes.STRING(100),
      profileImageUrl: DataTypes.STRING(2048),
      sitePrefix: DataTypes.STRING(200),
      language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en' },
      ...stamps,
    },
    opts('users'),
  );
  Session.init(
    {
      id: { type: DataTypes.CHAR(64), primaryKey: true },
      userId: userId(),
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { sequelize, tableName: 'sessions', timestamps: false },
  );
  IdempotencyKey.init(
    {
      id: pk(),
      userId: userId(),
      idemKey: { type: DataTypes.STRING(100), allowNull: false },
      route: { type: DataTypes.STRING(64), allowNull: false },
      resourceId: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { sequelize, tableName: 'idempotency_keys', timestamps: false },
  );
  Analysis.init(
    {
      id: pk(),
      userId: userId(),
      inputText: text(false),
      mode: { type: DataTypes.STRING(16), allowNull: false },
      warmthDetachment: double(),
      certaintyAmbiguity: double(),
      intensityRestraint: double(),
      conflictCoherence: double(),
      toneLensSummary: text(),
      conversationalResponse: text(),
      deepTonePercentage: double(),
      suspendedTonePercentage: double(),
      brightTonePercentage: double(),
      openingTone: double(),
      peakIntensity: double(),
      resolution: double(),
      frequencyData: text(),
      tensionDetected: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      echoRoomSuggestion: text(),
      ...toneSummaryColumns,
      ...stamps,
    },
    opts('analyses'),
  );
  FramedConversation.init(
    {
      id: pk(),
      userId: userId(),
      originalText: text(false),
      aiGeneratedText: text(),
      emotionalValues: text(false),
      conversation: text(false),
      timestamp: { type: DataTypes.DATE(3), allowNull: false },
      ...stamps,
    },
    opts('framed_conversations'),
  );
  JournalEntry.init(
    {
      id: pk(),
      userId: userId(),
      preview: { type: DataTypes.STRING(480), allowNull: false },
      dominantTones: { type: DataTypes.STRING(64), allowNull: false },
      analysisId: { type: DataTypes.INTEGER, allowNull: true },
      framedConversationId: { type: DataTypes.INTEGER, allowNull: true },
      ...toneSummaryColumns,
      ...stamps,
    },
    opts('journal_entries'),
  );
  EchoReflection.init(
    {
      id: pk(),
      userId: userId(),
      analysisId: { type: DataTypes.INTEGER, allowNull: true },
      echoMode: { type: DataTypes.STRING(16), allowNull: false },
      originalText: text(false),
      resonantReply: text(),
      userReflection: text(false),
      emotionalInsights: text(),
      spectralResonance: text(false),
      ...stamps,
    },
    opts('echo_reflections'),
  );
  ToneFeedback.init(
    {
      id: pk(),
      userId: userId(),
      tone: { type: DataTypes.STRING(48), allowNull: false },
      toneId: { type: DataTypes.STRING(32), allowNull: true },
      shownTone: { type: DataTypes.STRING(32), allowNull: true },
      role: { type: DataTypes.STRING(8), allowNull: true },
      analysisId: { type: DataTypes.INTEGER, allowNull: true },
      text: text(),
      textHash: { type: DataTypes.CHAR(64), allowNull: false },
      ...stamps,
    },
    opts('tone_feedback'),
  );
  LearningProfile.init(
    {
      id: pk(),
      userId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      totalXp: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lessonsCompleted: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currentStreak: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastActiveDay: { type: DataTypes.STRING(10), allowNull: true },
      difficultyLevel: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      selfAwarenessScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      empathyScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      emotionalRegulationScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      socialSkillsScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      ...stamps,
    },
    opts('learning_profiles'),
  );
  LessonProgress.init(
    {
      id: pk(),
      userId: userId(),
      lessonKey: { type: DataTypes.STRING(100), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'not_started' },
      bestScore: double(),
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastAccessedAt: { type: DataTypes.DATE(3), allowNull: true },
      completedAt: { type: DataTypes.DATE(3), allowNull: true },
      ...stamps,
    },
    opts('lesson_progress'),
  );
  Recommendation.init(
    {
      id: pk(),
      userId: userId(),
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: text(false),
      priority: { type: DataTypes.INTEGER, allowNull: false },
      personalizedReason: text(false),
      difficulty: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      estimatedTime: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 15 },
      lessonKey: { type: DataTypes.STRING(100), allowNull: true },
      ...stamps,
    },
    opts('recommendations'),
  );
  ExerciseResult.init(
    {
      id: pk(),
      userId: userId(),
      lessonKey: { type: DataTypes.STRING(100), allowNull: false },
      exerciseType: { type: DataTypes.STRING(50), allowNull: false },
      promptText: text(false),
      userResponse: text(false),
      score: { type: DataTypes.DOUBLE, allowNull: false },
      enhancedAnalysis: text(false),
      source: { type: DataTypes.STRING(16), allowNull: false },
      ...stamps,
    },
    opts('exercise_results'),
  );
  return {
    User,
    Session,
    IdempotencyKey,
    Analysis,
    FramedConversation,
    JournalEntry,
    EchoReflection,
    ToneFeedback,
    LearningProfile,
    LessonProgress,
    Recommendation,
    ExerciseResult,
  };
}
