/**
 * Server-side sessions: one row per sign-in, so signing out (here or
 * everywhere) refuses a copied cookie on every server sharing the database.
 * The id is the SHA-256 of the cookie's session id (hex), so the table alone
 * opens no session.
 */
import { DataTypes, type QueryInterface } from 'sequelize';

/** Creates sessions (id, userId → users, createdAt, expiresAt). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable(
    'sessions',
    {
      id: { type: DataTypes.CHAR(64), primaryKey: true, allowNull: false },
      userId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
      expiresAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { charset: 'ascii', collate: 'ascii_bin' },
  );
  await qi.addIndex('sessions', ['userId'], { name: 'sessions_user' });
}

/** Drops sessions. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('sessions');
}
