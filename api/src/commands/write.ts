/**
 * The one way saves write: a transaction of plain parameterised statements
 * (values bound, never written into the SQL, so any character is safe, NUL
 * included). Inserts are queued and sent together when a read needs them or
 * the work is done; a later insert may name an earlier one's id through the
 * RowRef it answered. On MySQL saves go through the group commit of
 * write-batch.ts (one round trip of statements, COMMIT alone, saves arriving
 * together sharing a transaction); on SQLite the queued inserts run in order
 * inside a transaction of the process's write queue, like every other (see
 * db.ts).
 */
import { QueryTypes, type Transaction } from 'sequelize';
import type { Database } from '../db';
import { insertText, type Insert } from './insert-statements';
import { RowRef } from './row-ref';
import { batchedWrite } from './write-batch';

export { RowRef };

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

/** $1, $2, … for SQLite's bound values. */
const numberedPlaceholders = (count: number) => Array.from({ length: count }, (_, i) => `$${i + 1}`);

/** One SQLite write transaction: queued inserts run in order (bound as $1, $2, …) inside it. */
function sqliteTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction: Transaction) => {
    let queue: Insert[] = [];
    const send = async () => {
      for (const insert of queue) {
        const columns = Object.keys(insert.values);
        const [id] = await db.sequelize.query(
          insertText(insert.table, columns, [numberedPlaceholders(columns.length)]),
          {
            type: QueryTypes.INSERT,
            bind: columns.map((c) => {
              const value = insert.values[c];
              return value instanceof RowRef ? value.id : value;
            }),
            transaction,
          },
        );
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
 * An upper bound of the bytes `values` take in a statement's text, for the
 * cap on a shared transaction's size: a string's UTF-16 units as up to three
 * bytes each (an escaped character is two), anything else a few bytes.
 */
export function valueBytes(values: Record<string, unknown>): number {
  let bytes = 0;
  for (const value of Object.values(values)) bytes += typeof value === 'string' ? value.length * 3 + 2 : 24;
  return bytes;
}

/**
 * Runs `work` in one write transaction; what it queued runs before the
 * commit, which happens when `work` resolves (a rollback when it, or a
 * statement, fails). `bytes` estimates what its rows carry (valueBytes). On
 * MySQL the transaction may be shared with other saves, and `work` may run
 * more than once (alone after a shared transaction failed, again after a
 * deadlock): it must only touch the database.
 */
export function writeTransaction<T>(db: Database, work: (w: WriteTransaction) => Promise<T>, bytes = 0): Promise<T> {
  return db.fast ? batchedWrite(db, work, bytes) : sqliteTransaction(db, work);
}
