/**
 * Identity is an exact match on (issuer, subject). The first schema gave
 * users.subject a case- and accent-insensitive collation on MySQL/MariaDB
 * (so "alicé", "ålice", a fullwidth "ａlice" or "alice" + a zero-width space
 * all matched Alice) and 255 characters. This makes it binary without
 * trailing-space padding and 512 characters long; SQLite already compares TEXT
 * byte for byte and never truncates, so it needs no change.
 */
import type { QueryInterface } from 'sequelize';

// A literal, not api/src/auth/subject.ts's constant: a shipped migration must never change.
const SUBJECT_MAX_CHARACTERS = 512;

/** The binary collation that compares without padding: MariaDB's nopad_bin, else MySQL 8's 0900_bin. */
async function noPadBinaryCollation(qi: QueryInterface): Promise<string> {
  const [rows] = await qi.sequelize.query(
    "SELECT COLLATION_NAME AS name FROM information_schema.COLLATIONS WHERE COLLATION_NAME IN ('utf8mb4_nopad_bin', 'utf8mb4_0900_bin')",
  );
  const names = (rows as { name: string }[]).map((r) => r.name);
  return names.includes('utf8mb4_nopad_bin') ? 'utf8mb4_nopad_bin' : (names[0] ?? 'utf8mb4_bin');
}

/** Makes users.subject exact and wide enough. */
export async function up({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() !== 'mysql') return;
  const collation = await noPadBinaryCollation(qi);
  await qi.sequelize.query(
    `ALTER TABLE users MODIFY subject VARCHAR(${SUBJECT_MAX_CHARACTERS}) CHARACTER SET utf8mb4 COLLATE ${collation} NOT NULL`,
  );
}

/** Back to the first schema's column (fails if two subjects then collide, which is the point of this step). */
export async function down({ context: qi }: { context: QueryInterface }): Promise<void> {
  if (qi.sequelize.getDialect() !== 'mysql') return;
  await qi.sequelize.query(
    'ALTER TABLE users MODIFY subject VARCHAR(255) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL',
  );
}
