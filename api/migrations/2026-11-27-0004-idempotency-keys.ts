/**
 * Idempotency keys of saves: a save sent with an `Idempotency-Key` header
 * records the key with the id of what it stored, in the same transaction,
 * so a retry or a balancer's replay of the same request finds the first
 * answer instead of storing again. Keys are the client's (any ASCII up to 100
 * characters), unique per user.
 */
import { DataTypes, type QueryInterface } from 'sequelize';

/** Creates idempotency_keys (userId → users, idemKey, route, resourceId, createdAt), unique per (userId, idemKey). */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.createTable(
    'idempotency_keys',
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true, allowNull: false },
      userId: {
        type: DataTypes.INTEGER,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      idemKey: { type: DataTypes.STRING(100), allowNull: false },
      route: { type: DataTypes.STRING(64), allowNull: false },
      resourceId: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: { type: DataTypes.DATE(3), allowNull: false },
    },
    { charset: 'ascii', collate: 'ascii_bin' },
  );
  await qi.addIndex('idempotency_keys', ['userId', 'idemKey'], { name: 'idempotency_keys_user_key', unique: true });
  await qi.addIndex('idempotency_keys', ['createdAt'], { name: 'idempotency_keys_created' });
}

/** Drops idempotency_keys. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  await qi.dropTable('idempotency_keys');
}
