/**
 * "Not right?" feedback: the tone a person meant or heard where a reading
 * named another, owner-only. The text is kept only when the person agreed
 * (`text`); its SHA-256 always is, so feedback on the same text can be matched
 * without it.
 */
import { DataTypes, type QueryInterface } from 'sequelize';

/** Creates tone_feedback (userId → users, cascade), indexed by (userId, id) for the owner's pages. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable('tone_feedback', {
    id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
    userId: {
      type: DataTypes.INTEGER,
      allowNull: false,
      references: { model: 'users', key: 'id' },
      onDelete: 'CASCADE',
    },
    tone: { type: DataTypes.STRING(48), allowNull: false },
    toneId: { type: DataTypes.STRING(32), allowNull: true },
    shownTone: { type: DataTypes.STRING(32), allowNull: true },
    role: { type: DataTypes.STRING(8), allowNull: true },
    analysisId: { type: DataTypes.INTEGER, allowNull: true },
    text: { type: DataTypes.TEXT, allowNull: true },
    textHash: { type: DataTypes.CHAR(64), allowNull: false },
    createdAt: { type: DataTypes.DATE(3), allowNull: false },
    updatedAt: { type: DataTypes.DATE(3), allowNull: false },
  });
  await qi.addIndex('tone_feedback', ['userId', 'id'], { name: 'tone_feedback_user' });
}

/** Drops tone_feedback. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('tone_feedback');
}
