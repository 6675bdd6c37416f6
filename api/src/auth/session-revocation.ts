/**
 * Server-side sessions and their revocation.
 *
 * Every sign-in creates a row in `sessions` (keyed by the SHA-256 of a random
 * session id, with the user and an absolute expiry); the signed session cookie
 * carries that id. Every authenticated request checks the row through
 * `checkSession`, so signing out (`revokeSession`) or signing out everywhere
 * (`revokeUserSessions`) refuses a copied cookie on every server that shares
 * the database, and no cookie outlives its expiry however often it is used.
 *
 * A successful check is remembered in this process for SESSION_CHECK_CACHE_MS
 * (so a busy session costs one query per 2 s, not one per request). With
 * several servers:
 * - `onSessionsRevoked(listener)`: `listener(userId)` runs after each
 *   revocation made by this process — announce it to the other servers
 *   (e.g. over Redis pub/sub);
 * - `forgetCachedSession(userId)`: drops what this process remembers about
 *   that user's sessions — call it when another server announces a revocation.
 * Without any announcement, a revoked cookie is refused everywhere within
 * SESSION_CHECK_CACHE_MS.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Op } from 'sequelize';
import type { Database } from '../db';

/** How long a successful session check is trusted without asking the database, in ms. */
export const SESSION_CHECK_CACHE_MS = 2000;

/** Most live sessions one user keeps: a sign-in beyond them ends the oldest (sessions of forgotten devices). */
export const SESSIONS_PER_USER_MAX = 20;

/** Most remembered checks before the memo starts over. */
const CACHE_MAX_ENTRIES = 10_000;

interface Remembered {
  userId: number;
  /** Epoch ms of the session's absolute expiry. */
  expiresAt: number;
  /** Epoch ms of the database check. */
  checkedAt: number;
}

const remembered = new Map<string, Remembered>();
const listeners = new Set<(userId: number) => void>();

/** The stored key of a cookie's session id. */
const keyOf = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * Drops every remembered check of `userId`'s sessions in this process, so the
 * next request of each asks the database. Call it when another server
 * announces that it revoked sessions of this user.
 */
export function forgetCachedSession(userId: number): void {
  for (const [sessionId, entry] of remembered) if (entry.userId === userId) remembered.delete(sessionId);
}

/** Drops every remembered check in this process (the news of other servers' revocations may have been missed). */
export function forgetAllCachedSessions(): void {
  remembered.clear();
}

/**
 * Calls `listener(userId)` after every revocation this process makes (sign-out,
 * sign-out everywhere). Returns a function that removes the listener.
 */
export function onSessionsRevoked(listener: (userId: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function revoked(userId: number): void {
  forgetCachedSession(userId);
  for (const listener of listeners) {
    try {
      listener(userId);
    } catch (error) {
      console.error('A session revocation listener failed:', error);
    }
  }
}

/**
 * Starts a session for `userId` that ends `lifetimeMs` from now whatever
 * happens; returns the session id the cookie carries. On the way the user's
 * expired sessions are removed, and the oldest live ones beyond
 * SESSIONS_PER_USER_MAX - 1 are ended (and announced like a sign-out).
 */
export async function createSession(db: Database, userId: number, lifetimeMs: number): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const now = new Date();
  const { Session } = db.models;
  const ended = await db.transaction(async (transaction) => {
    await Session.destroy({ where: { userId, expiresAt: { [Op.lte]: now } }, transaction });
    const live = await Session.findAll({
      where: { userId },
      attributes: ['id'],
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      offset: SESSIONS_PER_USER_MAX - 1,
      limit: 1000,
      transaction,
    });
    if (live.length > 0) await Session.destroy({ where: { id: live.map((s) => s.id) }, transaction });
    await Session.create(
      { id: keyOf(sessionId), userId, createdAt: now, expiresAt: new Date(now.getTime() + lifetimeMs) },
      { transaction },
    );
    return live.length;
  });
  if (ended > 0) revoked(userId);
  return sessionId;
}

/** Removes every expired session of every user; answers how many (housekeeping, see housekeeping.ts). */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<number> {
  return db.models.Session.destroy({ where: { expiresAt: { [Op.lte]: now } } });
}

/**
 * What this process remembers of a session checked less than SESSION_CHECK_CACHE_MS ago: its user, null when it has
 * since expired, undefined when nothing recent is remembered (ask checkSession).
 */
export function recentlyChecked(sessionId: string, now = Date.now()): number | null | undefined {
  const known = remembered.get(sessionId);
  if (!known || now - known.checkedAt >= SESSION_CHECK_CACHE_MS) return undefined;
  return known.expiresAt > now ? known.userId : null;
}

/** The user of a live session, or null when it was revoked, has expired or never existed. */
export async function checkSession(db: Database, sessionId: string): Promise<number | null> {
  const now = Date.now();
  const recent = recentlyChecked(sessionId, now);
  if (recent !== undefined) return recent;
  const row = await db.models.Session.findByPk(keyOf(sessionId), { attributes: ['userId', 'expiresAt'] });
  const expiresAt = row ? new Date(row.expiresAt).getTime() : 0;
  if (!row || expiresAt <= now) {
    remembered.delete(sessionId);
    return null;
  }
  if (remembered.size >= CACHE_MAX_ENTRIES) remembered.clear();
  remembered.set(sessionId, { userId: row.userId, expiresAt, checkedAt: now });
  return row.userId;
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  const key = keyOf(sessionId);
  const row = await db.transaction(async (transaction) => {
    const found = await db.models.Session.findByPk(key, { attributes: ['userId'], transaction });
    await db.models.Session.destroy({ where: { id: key }, transaction });
    return found;
  });
  remembered.delete(sessionId);
  if (row) revoked(row.userId);
}

/** Ends every session of `userId` (sign-out everywhere). */
export async function revokeUserSessions(db: Database, userId: number): Promise<void> {
  await db.transaction((transaction) => db.models.Session.destroy({ where: { userId }, transaction }));
  revoked(userId);
}
