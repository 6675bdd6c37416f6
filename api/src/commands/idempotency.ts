/**
 * Idempotent saves: a save sent with an `Idempotency-Key` header stores its
 * key with the id of what it stored, in the same transaction. The same key
 * again (a client's retry, a balancer replaying a request it thinks was lost)
 * stores nothing and answers what the first stored. Keys live
 * IDEMPOTENCY_KEY_TTL_MS, then housekeeping drops them.
 */
import { IDEMPOTENCY_HEADER } from '@tonelens/core';
import type { Context } from 'koa';
import { Op, type Transaction } from 'sequelize';
import type { Database } from '../db';
import { HttpError } from '../errors';
import { sqlDate, writeTransaction, type RowRef, type WriteTransaction } from './write';

/** How long a key is remembered, in ms: a day, far past any retry or replay. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000;

/** A key: 1 to 100 visible ASCII characters (a UUID is 36). */
const KEY = /^[\x21-\x7e]{1,100}$/;

/** 400: an Idempotency-Key header that is not a key. */
const invalidKey = () =>
  new HttpError(400, 'invalid_idempotency_key', `${IDEMPOTENCY_HEADER} must be 1 to 100 visible ASCII characters.`);

/** 422: a key already used for another kind of save. */
const keyReused = () =>
  new HttpError(422, 'idempotency_key_reused', `This ${IDEMPOTENCY_HEADER} was used for another request.`);

/** The request's Idempotency-Key, undefined when it sent none; 400 when it is not a key. */
export function idempotencyKeyOf(ctx: Pick<Context, 'get'>): string | undefined {
  const key = ctx.get(IDEMPOTENCY_HEADER);
  if (key === '') return undefined;
  if (!KEY.test(key)) throw invalidKey();
  return key;
}

/** True when `error` is a unique-key violation (MySQL's duplicate entry, SQLite's UNIQUE constraint). */
export function isDuplicate(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, name } = e as { code?: unknown; name?: unknown };
    if (code === 'ER_DUP_ENTRY' || name === 'SequelizeUniqueConstraintError') return true;
    if (code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(String((e as { message?: unknown }).message))) return true;
    e = (e as { original?: unknown; parent?: unknown }).original ?? (e as { parent?: unknown }).parent;
  }
  return false;
}

/** What a save's work queued: the row it is about, and its answer, read once the transaction ran. */
export interface Stored<T> {
  row: RowRef;
  answer(): T;
}

/** A save made at most once per key: what it answered, and whether it was stored by an earlier request. */
export interface SavedOnce<T> {
  saved: T;
  replayed: boolean;
}

/**
 * Runs the save `store` in one write transaction. With a `key`, the key is
 * stored with the saved row's id in that transaction; when the key is
 * already there (a retry or replay, or the same request still running on
 * another connection, which MySQL makes wait for), the transaction is rolled
 * back and the row the first request stored is read back with `reread`.
 * `route` names the kind of save: a key used for another kind answers 422;
 * `bytes` estimates what the save's rows carry (valueBytes in write.ts).
 */
export async function saveOnce<T>(
  db: Database,
  userId: number,
  key: string | undefined,
  route: string,
  store: (w: WriteTransaction) => Promise<Stored<T>>,
  reread: (id: number) => Promise<T | null>,
  bytes: number,
): Promise<SavedOnce<T>> {
  if (key === undefined) return { saved: (await writeTransaction(db, store, bytes)).answer(), replayed: false };
  try {
    const stored = await writeTransaction(
      db,
      async (w) => {
        const done = await store(w);
        w.insert('idempotency_keys', {
          userId,
          idemKey: key,
          route,
          resourceId: done.row,
          createdAt: sqlDate(db, new Date().toISOString()),
        });
        return done;
      },
      bytes + key.length,
    );
    return { saved: stored.answer(), replayed: false };
  } catch (error) {
    if (!isDuplicate(error)) throw error;
  }
  const first = await storedFor(db, userId, key, route);
  if (first === undefined) throw keyReused();
  const saved = await reread(first);
  if (!saved) throw new HttpError(404, 'not_found', 'What this request saved has since been deleted.');
  return { saved, replayed: true };
}

/**
 * The id an earlier request with `key` stored through `route`, or undefined
 * when none did; 422 when the key was used for another kind of save.
 */
export async function storedFor(db: Database, userId: number, key: string, route: string): Promise<number | undefined> {
  const first = await db.models.IdempotencyKey.findOne({
    where: { userId, idemKey: key },
    attributes: ['route', 'resourceId'],
  });
  if (!first) return undefined;
  if (first.route !== route) throw keyReused();
  return first.resourceId;
}

/**
 * For saves that run their own Sequelize transaction (an exercise scored
 * first, then stored with the profile's changes): records `key` for the row
 * `resourceId` inside `transaction`. A duplicate fails the transaction with a
 * unique-key violation; see isDuplicate.
 */
export async function recordKey(
  db: Database,
  transaction: Transaction,
  { userId, key, route, resourceId }: { userId: number; key: string; route: string; resourceId: number },
): Promise<void> {
  await db.models.IdempotencyKey.create(
    { userId, idemKey: key, route, resourceId, createdAt: new Date() },
    { transaction },
  );
}

/** Drops keys older than IDEMPOTENCY_KEY_TTL_MS; answers how many. */
export async function purgeIdempotencyKeys(db: Database, now = Date.now()): Promise<number> {
  return db.models.IdempotencyKey.destroy({
    where: { createdAt: { [Op.lt]: new Date(now - IDEMPOTENCY_KEY_TTL_MS) } },
  });
}
