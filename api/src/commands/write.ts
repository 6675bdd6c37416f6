/**
 * The one way saves write: a transaction of plain parameterised statements
 * (values bound, never written into the SQL, so any character is safe, NUL
 * included). Inserts are queued and sent together when a read needs them or
 * the work is done; a later insert may name an earlier one's id through the
 * RowRef it answered. On MySQL the queued statements go as one round trip (the
 * first with START TRANSACTION) on the fast pool, and COMMIT alone last, so a
 * save whose answer was a time-out (503) left nothing a resuming database
 * could still commit; on SQLite they run in order inside a transaction of the
 * process's write queue, like every other (see db.ts).
 */
import { QueryTypes, type Transaction } from 'sequelize';
import { DEADLOCK_ATTEMPTS, isDeadlock, type Database } from '../db';

/** The id of a row a transaction inserts, known once its statements have run. */
export class RowRef {
  private value: number | undefined;
  /** The row's id (an error before the transaction sent its insert). */
  get id(): number {
    if (this.value === undefined) throw new Error('The row has not been inserted yet.');
    return this.value;
  }
  /** Sets the id once the insert ran. */
  resolve(id: number): void {
    this.value = id;
  }
}

/** The statements a save may run inside its transaction. */
export interface WriteTransaction {
  dialect: Database['dialect'];
  /** Queues an insert of one row into `table` (a fixed name); a value may be the RowRef of an earlier insert. */
  insert(table: string, values: Record<string, unknown>): RowRef;
  /** Runs what is queued, then fixed SQL with `?` placeholders, and answers its rows. */
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

interface Insert {
  table: string;
  values: Record<string, unknown>;
  ref: RowRef;
}

/** A statement to send: its SQL and bound values, and the insert whose id it answers (if any). */
interface Statement {
  sql: string;
  params: unknown[];
  insert?: Insert;
}

/** The SQL texts of inserts, by table and columns: built once each. */
const insertTexts = new Map<string, string>();

/** The INSERT of `columns` into `table` with these placeholders (one per column). */
function insertText(table: string, columns: string[], placeholders: string[]): string {
  const key = `${table}(${columns.join(',')})${placeholders.join(',')}`;
  let sql = insertTexts.get(key);
  if (sql === undefined) {
    sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`;
    insertTexts.set(key, sql);
  }
  return sql;
}

/** $1, $2, … for SQLite's bound values. */
const numberedPlaceholders = (count: number) => Array.from({ length: count }, (_, i) => `$${i + 1}`);

/**
 * MySQL: the statements of queued inserts. A RowRef already known is bound as
 * its id; the row inserted just before is LAST_INSERT_ID(); another row of
 * this same batch is read from a session variable set right after its insert
 * (only for rows named further on).
 */
function mysqlStatements(queue: Insert[]): Statement[] {
  // Rows a later insert names, other than the one right after them.
  const named = new Set<RowRef>();
  queue.forEach(({ values }, i) => {
    for (const v of Object.values(values)) if (v instanceof RowRef && queue[i - 1]?.ref !== v) named.add(v);
  });
  const variables = new Map<RowRef, string>();
  const statements: Statement[] = [];
  queue.forEach((insert, i) => {
    const previous = queue[i - 1]?.ref;
    const columns = Object.keys(insert.values);
    const params: unknown[] = [];
    const placeholders = columns.map((column) => {
      const value = insert.values[column];
      if (value instanceof RowRef && value === previous) return 'LAST_INSERT_ID()';
      const variable = value instanceof RowRef ? variables.get(value) : undefined;
      if (variable) return variable;
      params.push(value instanceof RowRef ? value.id : value);
      return '?';
    });
    statements.push({ sql: insertText(insert.table, columns, placeholders), params, insert });
    if (named.has(insert.ref)) {
      const variable = `@tonelens_row_${variables.size}`;
      variables.set(insert.ref, variable);
      statements.push({ sql: `SET ${variable} = LAST_INSERT_ID()`, params: [] });
    }
  });
  return statements;
}

/** One attempt of a MySQL write transaction on the fast pool. */
function mysqlTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>): Promise<T> {
  return db.fast!.session(async (run) => {
    let queue: Insert[] = [];
    const send = async (extra?: Statement) => {
      const statements = mysqlStatements(queue);
      queue = [];
      if (extra) statements.push(extra);
      if (statements.length === 0) return [];
      const results = await run(
        statements.map((s) => s.sql),
        statements.flatMap((s) => s.params),
      );
      statements.forEach((s, i) => s.insert?.ref.resolve((results[i] as { insertId: number }).insertId));
      return results;
    };
    const result = await work({
      dialect: 'mysql',
      insert(table, values) {
        const ref = new RowRef();
        queue.push({ table, values, ref });
        return ref;
      },
      async select<R>(sql: string, params: unknown[]) {
        const results = await send({ sql, params });
        return results.at(-1) as R[];
      },
    });
    await send();
    return result;
  });
}

/** One SQLite write transaction: queued inserts run in order (bound as $1, $2, …) inside it. */
function sqliteTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction: Transaction) => {
    let queue: Insert[] = [];
    const send = async () => {
      for (const insert of queue) {
        const columns = Object.keys(insert.values);
        const [id] = await db.sequelize.query(insertText(insert.table, columns, numberedPlaceholders(columns.length)), {
          type: QueryTypes.INSERT,
          bind: columns.map((c) => {
            const value = insert.values[c];
            return value instanceof RowRef ? value.id : value;
          }),
          transaction,
        });
        insert.ref.resolve(Number(id));
      }
      queue = [];
    };
    const result = await work({
      dialect: 'sqlite',
      insert(table, values) {
        const ref = new RowRef();
        queue.push({ table, values, ref });
        return ref;
      },
      async select<R>(sql: string, params: unknown[]) {
        await send();
        let n = 0;
        const numbered = sql.replace(/\?/g, () => `$${++n}`);
        return db.sequelize.query(numbered, { type: QueryTypes.SELECT, bind: params, transaction }) as Promise<R[]>;
      },
    });
    await send();
    return result;
  });
}

/**
 * Runs `work` in one write transaction; what it queued runs before the
 * commit, which happens when `work` resolves (a rollback when it, or a
 * statement, fails). On MySQL a transaction chosen as a deadlock victim is
 * run again, as db.transaction does (`work` must only touch the database).
 */
export async function writeTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>): Promise<T> {
  if (!db.fast) return sqliteTransaction(db, work);
  for (let attempt = 1; ; attempt++) {
    try {
      return await mysqlTransaction(db, work);
    } catch (error) {
      if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
