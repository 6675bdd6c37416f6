/**
 * The reading's tone name and top emotions on every saved analysis and journal
 * entry, so lists can say "Hurt" and "sadness, disappointment" without
 * reading each text again. Rows saved before keep null and an empty list.
 */
import { DataTypes, type QueryInterface } from 'sequelize';

const TABLES = ['analyses', 'journal_entries'] as const;

/** Adds toneName (the strongest tone's id) and topEmotions (JSON text of up to three {label, score}) to both tables. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.addColumn(table, 'toneName', { type: DataTypes.STRING(32), allowNull: true });
    await qi.addColumn(table, 'topEmotions', { type: DataTypes.STRING(255), allowNull: true });
  }
}

/** Drops both columns from both tables. */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  for (const table of TABLES) {
    await qi.removeColumn(table, 'topEmotions');
    await qi.removeColumn(table, 'toneName');
  }
}
