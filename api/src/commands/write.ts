/**
 * The one way saves write: a transaction of plain parameterised statements
 * (values bound, never written into the SQL, so any character is safe, NUL
 * included). On MySQL it runs on the fast pool, one round trip per statement
 * and COMMIT alone last, so a save whose answer was a time-out (503) left
 * nothing a resuming database could still commit; on SQLite it takes
 * the process's write queue like every other transaction (see db.ts).
 */
import { QueryTypes, type Transaction } from 'sequelize';
import { DEADLOCK_ATTEMPTS, isDeadlock, type Database } from '../db';

/** The statements a save may run inside its transaction. */
export interface WriteTransaction {
  dialect: Database['dialect'];
  /** Inserts one row into `table` (a fixed name) and answers its id. */
  insert(table: string, values: Record<string, unknown>): Promise<number>;
  /** Runs fixed SQL with `?` placeholders and answers its rows. */
  select<T>(sql: string, params: unknown[]): Promise<T[]>;
}

/**
 * A date as Sequelize itself stores it, milliseconds kept (its own escaping of
 * Date replacements drops them on MySQL): UTC 'YYYY-MM-DD HH:MM:SS.mmm', with
 * ' +00:00' on SQLite. From the Date#toISOString text of a four-digit year
 * ('YYYY-MM-DDTHH:MM:SS.mmmZ').
 */
export function sqlDate(db: Pick<Database, 'dialect'>, iso: string): string {
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  return db.dialect === 'sqlite' ? `${text} +00:00` : text;
}

const insertSql = (table: string, columns: string[], placeholder: (i: number) => string) =>
  `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => placeholder(i)).join(', ')})`;

/** SQLite's statements inside a Sequelize transaction (bound as $1, $2, …). */
function sqliteStatements(db: Database, transaction: Transaction): WriteTransaction {
  const numbered = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    dialect: db.dialect,
    async insert(table, values) {
      const columns = Object.keys(values);
      const [id] = await db.sequelize.query(
        insertSql(table, columns, (i) => `$${i + 1}`),
        { type: QueryTypes.INSERT, bind: columns.map((c) => values[c]), transaction },
      );
      return Number(id);
    },
    select: (sql, params) =>
      db.sequelize.query(numbered(sql), { type: QueryTypes.SELECT, bind: params, transaction }) as Promise<never>,
  };
}

/**
 * Runs `work` in one write transaction; it commits when `work` resolves and
 * rolls back when it throws. On MySQL a transaction chosen as a deadlock
 * victim is run again, as db.transaction does (`work` must only touch the database).
 */
export async function writeTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>): Promise<T> {
  if (!db.fast) return db.transaction((transaction) => work(sqliteStatements(db, transaction)));
  for (let attempt = 1; ; attempt++) {
    try {
      return await mysqlTransaction(db, work);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}

/** One attempt of a MySQL write transaction on the fast pool. */
function mysqlTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>): Promise<T> {
  const fast = db.fast!;
  return fast.session((run) =>
    work({
      dialect: db.dialect,
      async insert(table, values) {
        const columns = Object.keys(values);
        const result = (await run(
          insertSql(table, columns, () => '?'),
          columns.map((c) => values[c]),
        )) as { insertId: number };
        return result.insertId;
      },
      select: async (sql, params) => (await run(sql, params)) as never,
    }),
  );
}
