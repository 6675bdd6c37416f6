/** The first schema: every table of spec surroundings §3, with (userId, createdAt) indexes. */
import { DataTypes, type QueryInterface } from 'sequelize';

// Attribute objects are fresh per column: Sequelize may write into the object it is given.
const id = () => ({ type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false });
const userRef = () => ({
  type: DataTypes.INTEGER,
  allowNull: false,
  references: { model: 'users', key: 'id' },
  onDelete: 'CASCADE' as const,
});
const double = () => ({ type: DataTypes.DOUBLE, allowNull: true });
const createdAt = () => ({ type: DataTypes.DATE(3), allowNull: false });
const updatedAt = () => ({ type: DataTypes.DATE(3), allowNull: false });
// Full Unicode (emoji included) on MySQL/MariaDB, whatever the server default; SQLite ignores it.
const table = { charset: 'utf8mb4', collate: 'utf8mb4_unicode_ci' };

/** Creates every table. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  // LONGTEXT on MySQL (inputText may be 1 MiB, over TEXT's 64 KiB); SQLite has one TEXT type.
  const long = qi.sequelize.getDialect() === 'sqlite' ? DataTypes.TEXT : DataTypes.TEXT('long');
  const longText = (allowNull: boolean) => ({ type: long, allowNull });
  await qi.createTable(
    'users',
    {
      id: id(),
      subject: { type: DataTypes.STRING(255), allowNull: false, unique: true },
      email: { type: DataTypes.STRING(320), allowNull: true },
      firstName: { type: DataTypes.STRING(100), allowNull: true },
      lastName: { type: DataTypes.STRING(100), allowNull: true },
      profileImageUrl: { type: DataTypes.STRING(2048), allowNull: true },
      sitePrefix: { type: DataTypes.STRING(200), allowNull: true },
      language: { type: DataTypes.STRING(2), allowNull: false, defaultValue: 'en' },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );

  await qi.createTable(
    'analyses',
    {
      id: id(),
      userId: userRef(),
      inputText: longText(false),
      mode: { type: DataTypes.STRING(16), allowNull: false },
      warmthDetachment: double(),
      certaintyAmbiguity: double(),
      intensityRestraint: double(),
      conflictCoherence: double(),
      toneLensSummary: longText(true),
      conversationalResponse: longText(true),
      deepTonePercentage: double(),
      suspendedTonePercentage: double(),
      brightTonePercentage: double(),
      openingTone: double(),
      peakIntensity: double(),
      resolution: double(),
      frequencyData: { type: DataTypes.TEXT, allowNull: true },
      tensionDetected: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      echoRoomSuggestion: longText(true),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('analyses', ['userId', 'createdAt'], { name: 'analyses_user_created' });

  await qi.createTable(
    'framed_conversations',
    {
      id: id(),
      userId: userRef(),
      originalText: longText(false),
      aiGeneratedText: longText(true),
      emotionalValues: { type: DataTypes.TEXT, allowNull: false },
      conversation: longText(false),
      timestamp: { type: DataTypes.DATE(3), allowNull: false },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('framed_conversations', ['userId', 'createdAt'], { name: 'framed_conversations_user_created' });

  await qi.createTable(
    'journal_entries',
    {
      id: id(),
      userId: userRef(),
      preview: { type: DataTypes.STRING(480), allowNull: false },
      dominantTones: { type: DataTypes.STRING(64), allowNull: false },
      analysisId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'analyses', key: 'id' },
        onDelete: 'CASCADE',
      },
      framedConversationId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'framed_conversations', key: 'id' },
        onDelete: 'CASCADE',
      },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('journal_entries', ['userId', 'createdAt'], { name: 'journal_entries_user_created' });

  await qi.createTable(
    'echo_reflections',
    {
      id: id(),
      userId: userRef(),
      analysisId: {
        type: DataTypes.INTEGER,
        allowNull: true,
        references: { model: 'analyses', key: 'id' },
        onDelete: 'SET NULL',
      },
      echoMode: { type: DataTypes.STRING(16), allowNull: false },
      originalText: longText(false),
      resonantReply: longText(true),
      userReflection: longText(false),
      emotionalInsights: { type: DataTypes.TEXT, allowNull: true },
      spectralResonance: { type: DataTypes.TEXT, allowNull: false },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('echo_reflections', ['userId', 'createdAt'], { name: 'echo_reflections_user_created' });

  await qi.createTable(
    'learning_profiles',
    {
      id: id(),
      userId: { ...userRef(), unique: true },
      totalXp: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lessonsCompleted: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      currentStreak: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastActiveDay: { type: DataTypes.STRING(10), allowNull: true },
      difficultyLevel: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      selfAwarenessScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      empathyScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      emotionalRegulationScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      socialSkillsScore: { type: DataTypes.DOUBLE, allowNull: false, defaultValue: 50 },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );

  await qi.createTable(
    'lesson_progress',
    {
      id: id(),
      userId: userRef(),
      lessonKey: { type: DataTypes.STRING(100), allowNull: false },
      status: { type: DataTypes.STRING(16), allowNull: false, defaultValue: 'not_started' },
      bestScore: { type: DataTypes.DOUBLE, allowNull: true },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      lastAccessedAt: { type: DataTypes.DATE(3), allowNull: true },
      completedAt: { type: DataTypes.DATE(3), allowNull: true },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('lesson_progress', ['userId', 'lessonKey'], { name: 'lesson_progress_user_lesson', unique: true });
  await qi.addIndex('lesson_progress', ['userId', 'createdAt'], { name: 'lesson_progress_user_created' });

  await qi.createTable(
    'recommendations',
    {
      id: id(),
      userId: userRef(),
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      priority: { type: DataTypes.INTEGER, allowNull: false },
      personalizedReason: { type: DataTypes.TEXT, allowNull: false },
      difficulty: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      estimatedTime: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 15 },
      lessonKey: { type: DataTypes.STRING(100), allowNull: true },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('recommendations', ['userId', 'createdAt'], { name: 'recommendations_user_created' });

  await qi.createTable(
    'exercise_results',
    {
      id: id(),
      userId: userRef(),
      lessonKey: { type: DataTypes.STRING(100), allowNull: false },
      exerciseType: { type: DataTypes.STRING(50), allowNull: false },
      promptText: { type: DataTypes.TEXT, allowNull: false },
      userResponse: longText(false),
      score: { type: DataTypes.DOUBLE, allowNull: false },
      enhancedAnalysis: { type: DataTypes.TEXT, allowNull: false },
      source: { type: DataTypes.STRING(16), allowNull: false },
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    table,
  );
  await qi.addIndex('exercise_results', ['userId', 'createdAt'], { name: 'exercise_results_user_created' });
}

/** Drops every table, children first. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of [
    'exercise_results',
    'recommendations',
    'lesson_progress',
    'learning_profiles',
    'echo_reflections',
    'journal_entries',
    'framed_conversations',
    'analyses',
    'users',
  ]) {
    await qi.dropTable(table);
  }
}
