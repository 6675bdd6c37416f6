/**
 * MySQL group commit: the one way saves reach the database there. A save
 * that finds no transaction of this process's saves in flight goes at once;
 * saves that arrive while one is share the next transaction — each save's
 * work runs in turn inside it, their rows go as multi-row INSERTs in one
 * round trip (with START TRANSACTION), and COMMIT goes alone, so a save whose
 * answer was a time-out (503) left nothing a resuming database could still
 * commit. Should a shared transaction fail for one save's sake (a duplicate
 * Idempotency-Key, a row refused), each of its saves is tried again alone and
 * gets its own answer; a transaction that failed because the database is not
 * answering fails every save in it.
 */
import { DEADLOCK_ATTEMPTS, isDatabaseUnavailable, isDeadlock, type Database } from '../db';
import type { FastPool } from '../fast-pool';
import { mysqlStatements, resolveIds, type Insert, type Statement } from './insert-statements';
import { RowRef } from './row-ref';
import type { WriteTransaction } from './write';

/** Most saves one transaction carries. */
export const SAVE_BATCH_MAX = 32;

/** Most bytes (as estimated by valueBytes) the saves of one shared transaction carry; at most half the server's packet. */
export const SAVE_BATCH_BYTES_MAX = 4 * 1024 * 1024;

/** Transactions of saves this process keeps in flight at once; saves arriving meanwhile wait for the next. */
export const SAVES_IN_FLIGHT_MAX = 2;

/** How saves reached the database: saves stored or refused, and the transactions that carried them. */
export interface SaveCounts {
  saves: number;
  transactions: number;
}

/** What the server does that shapes a batch: the step between consecutive ids (none if not promised) and the byte cap. */
interface ServerTraits {
  idStep: number | undefined;
  batchBytes: number;
}

/** A save waiting for its transaction. */
interface Pending {
  work: (w: WriteTransaction) => Promise<unknown>;
  bytes: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * What the server promises about ids: innodb_autoinc_lock_mode 0 or 1 hands
 * the rows of one multi-row INSERT consecutive ids (auto_increment_increment
 * apart); 2 (interleaved, MySQL 8's default) may not, and rows then go one
 * INSERT each. The byte cap keeps a batch under max_allowed_packet.
 */
async function learnServer(fast: FastPool): Promise<ServerTraits> {
  const [row] = (await fast.query(
    'SELECT @@innodb_autoinc_lock_mode AS mode, @@auto_increment_increment AS step, @@max_allowed_packet AS packet',
    [],
  )) as { mode: number; step: number; packet: number }[];
  return {
    idStep: row && Number(row.mode) <= 1 ? Number(row.step) : undefined,
    batchBytes: Math.min(SAVE_BATCH_BYTES_MAX, Math.floor(Number(row?.packet ?? 0) / 2) || SAVE_BATCH_BYTES_MAX),
  };
}

/** One transaction on the fast pool running each of `works` in turn; answers what each answered. */
function transaction(fast: FastPool, works: Pending['work'][], idStep: number | undefined): Promise<unknown[]> {
  return fast.session(async (run) => {
    let queue: Insert[] = [];
    const send = async (extra?: Statement) => {
      const statements = mysqlStatements(queue, idStep);
      queue = [];
      if (extra) statements.push(extra);
      if (statements.length === 0) return [];
      const results = await run(
        statements.map((s) => s.sql),
        statements.flatMap((s) => s.params),
      );
      resolveIds(statements, results, idStep);
      return results;
    };
    const w: WriteTransaction = {
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
    };
    const answers: unknown[] = [];
    for (const work of works) answers.push(await work(w));
    await send();
    return answers;
  });
}

/** The group commit of one database's saves. */
function createSaveBatcher(fast: FastPool) {
  const waiting: Pending[] = [];
  const counts: SaveCounts = { saves: 0, transactions: 0 };
  let inFlight = 0;
  let traits: ServerTraits | undefined;
  let learning: Promise<void> | undefined;
  const learn = () => {
    learning ??= learnServer(fast).then(
      (learnt) => void (traits = learnt),
      (error: unknown) => {
        // Asked again by a later save when the database did not answer; a server without these variables
        // promises nothing, and its rows go one INSERT each.
        if (isDatabaseUnavailable(error)) learning = undefined;
        else traits = { idStep: undefined, batchBytes: SAVE_BATCH_BYTES_MAX };
      },
    );
  };

  /** A save alone in its transaction, tried again when chosen as a deadlock victim. */
  async function alone(save: Pending): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      counts.transactions++;
      try {
        return save.resolve((await transaction(fast, [save.work], undefined))[0]);
      } catch (error) {
        if (!isDeadlock(error) || attempt >= DEADLOCK_ATTEMPTS) return save.reject(error);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  async function together(batch: Pending[]): Promise<void> {
    counts.transactions++;
    try {
      const answers = await transaction(
        fast,
        batch.map((save) => save.work),
        traits?.idStep,
      );
      batch.forEach((save, i) => save.resolve(answers[i]));
    } catch (error) {
      // Nothing was stored (the transaction rolled back) unless the database stopped answering, which may have
      // left a COMMIT in flight: those saves are not tried again here; their clients retry with their keys.
      if (isDatabaseUnavailable(error)) batch.forEach((save) => save.reject(error));
      else await Promise.all(batch.map(alone));
    }
  }

  /** The saves at the head of the queue that fit one transaction (at least one). */
  function takeBatch(): Pending[] {
    const cap = traits?.batchBytes ?? SAVE_BATCH_BYTES_MAX;
    let bytes = waiting[0]!.bytes;
    let n = 1;
    while (n < waiting.length && n < SAVE_BATCH_MAX && bytes + waiting[n]!.bytes <= cap) bytes += waiting[n++]!.bytes;
    return waiting.splice(0, n);
  }

  function pump(): void {
    while (inFlight < SAVES_IN_FLIGHT_MAX && waiting.length > 0) {
      const batch = takeBatch();
      inFlight++;
      void (batch.length === 1 ? alone(batch[0]!) : together(batch)).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return {
    counts,
    submit<T>(work: (w: WriteTransaction) => Promise<T>, bytes: number): Promise<T> {
      learn();
      counts.saves++;
      return new Promise<T>((resolve, reject) => {
        waiting.push({ work, bytes, resolve: resolve as (value: unknown) => void, reject });
        pump();
      });
    },
  };
}

const batchers = new WeakMap<FastPool, ReturnType<typeof createSaveBatcher>>();

function batcherOf(fast: FastPool) {
  let batcher = batchers.get(fast);
  if (!batcher) batchers.set(fast, (batcher = createSaveBatcher(fast)));
  return batcher;
}

/**
 * Runs `work` in a write transaction of `db` (MySQL), shared with the saves
 * that wait beside it; `bytes` estimates what its rows carry (valueBytes).
 * `work` must only touch the database: it may run twice (alone after a
 * shared transaction failed, or again after a deadlock).
 */
export function batchedWrite<T>(db: Database, work: (w: WriteTransaction) => Promise<T>, bytes: number): Promise<T> {
  return batcherOf(db.fast!).submit(work, bytes);
}

/** How saves reached `db` so far (MySQL; none on SQLite, whose saves run one transaction each). */
export function saveCounts(db: Database): SaveCounts | undefined {
  return db.fast && batcherOf(db.fast).counts;
}
