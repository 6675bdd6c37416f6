import { languageOr } from '@tonelens/core';
/** What every router is built from. */
import type { Middleware } from 'koa';
import type { AiService } from '../ai/index';
import type { AiContext } from '../ai/types';
import type { Database } from '../db';
import type { Env } from '../env';

/** Shared dependencies of the routers. */
export interface RouteDeps {
  env: Env;
  db: Database;
  ai: AiService;
  /** The per-user AI rate limit, placed in front of every AI route. */
  aiLimit: Middleware;
}

/** The AI context of a request: the language kept in the session at sign-in and on settings changes. */
export function aiContextOf(session: unknown): AiContext {
  const language = (session as { language?: unknown } | null)?.language;
  return { language: languageOr(language) };
}

/**
 * Rows a list answers by default: the newest 50, the most any client view
 * shows at once (the signature keeps the newest 50 entries; the journal
 * widget shows 2).
 */
export const DEFAULT_LIST_LIMIT = 50;

/** Parses `?limit=`: an integer 1..`max` (larger ones give `max`); anything else gives `fallback`. */
export function listLimit(value: unknown, fallback = DEFAULT_LIST_LIMIT, max = 1000): number {
  const n = Number(typeof value === 'string' ? value : NaN);
  if (!Number.isInteger(n) || n < 1) return fallback;
  return Math.min(n, max);
}
