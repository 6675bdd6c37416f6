import { languageOr } from '@tonelens/core';
/** What every router is built from. */
import { LIST_COUNT_PREFERENCE, LIST_TOTAL_HEADER } from '@tonelens/core';
import type { Context, Middleware } from 'koa';
import type { AiService } from '../ai/index';
import type { EngineWork } from '../engine-pool';
import type { SavedOnce } from '../commands/idempotency';
import type { AiContext } from '../ai/types';
import type { Database } from '../db';
import type { Env } from '../env';
import type { AuthState } from '../middlewares/auth';

/** Shared dependencies of the routers. */
export interface RouteDeps {
  env: Env;
  db: Database;
  ai: AiService;
  /** The per-user AI rate limit, placed in front of every AI route. */
  aiLimit: Middleware<AuthState>;
  /** Engine work a route does itself (beside the AI service), off the event loop. */
  engine: EngineWork;
}

/**
 * One page of a list, newest first: its items, the cursor of the next page
 * (null on the last) and the whole list's size (null when not counted).
 */
export interface ListPage<T> {
  items: T[];
  nextCursor: number | null;
  total: number | null;
}

/** True when the request asks for the list's total (`Prefer: count=exact`). */
export function wantsCount(ctx: Context): boolean {
  return ctx.get('Prefer').includes(LIST_COUNT_PREFERENCE);
}

/**
 * Answers a page of a list as a JSON array, with the whole list's size in
 * X-Total-Count when counted and, unless it is the last page,
 * `Link: <path?limit&cursor>; rel="next"` (`path` may carry a query of its own).
 * `json`, when given, is the items' JSON text, answered as it is.
 */
export function answerPage<T>(ctx: Context, path: string, limit: number, page: ListPage<T>, json?: string): void {
  if (page.total !== null) ctx.set(LIST_TOTAL_HEADER, String(page.total));
  if (page.nextCursor !== null) {
    const query = path.includes('?') ? '&' : '?';
    ctx.set('Link', `<${path}${query}limit=${limit}&cursor=${page.nextCursor}>; rel="next"`);
  }
  if (json === undefined) {
    ctx.body = page.items;
    return;
  }
  ctx.type = 'json';
  ctx.body = json;
}

/** The AI context of a request: the language kept in the session at sign-in and on settings changes. */
export function aiContextOf(session: unknown): AiContext {
  const language = (session as { language?: unknown } | null)?.language;
  return { language: languageOr(language) };
}

/** Parses `?limit=`: an integer 1..`max` (larger ones give `max`); anything else gives `fallback`. */
export function listLimit(value: unknown, fallback: number, max: number): number {
  const n = Number(typeof value === 'string' ? value : NaN);
  if (!Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, max);
}

/** Header on the answer to a save that an earlier request with the same Idempotency-Key stored. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** Answers a save: 201 and what was stored, the same again for a replay (marked by Idempotent-Replayed: true). */
export function answerSaved<T>(ctx: Context, { saved, replayed }: SavedOnce<T>): void {
  ctx.status = 201;
  if (replayed) ctx.set(REPLAYED_HEADER, 'true');
  ctx.body = saved;
}
