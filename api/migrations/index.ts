/**
 * Every migration, in order. Listed here (not globbed) so the same list runs
 * under tsx, vitest and any bundler. Add new files at the end; never edit one
 * that has shipped.
 */
import type { QueryInterface } from 'sequelize';
import * as initial from './2026-11-21-0001-initial';
import * as exactIdentity from './2026-11-23-0002-exact-identity';
import * as sessions from './2026-11-23-0003-sessions';
import * as idempotencyKeys from './2026-11-27-0004-idempotency-keys';
import * as toneSummary from './2026-11-28-0005-tone-summary';
import * as toneFeedback from './2026-11-28-0006-tone-feedback';
import * as toneBackfill from './2026-11-28-0007-tone-backfill';

/** One versioned schema step. */
export interface Migration {
  name: string;
  up: (params: { context: QueryInterface }) => Promise<void>;
  down: (params: { context: QueryInterface }) => Promise<void>;
}

/** The migrations, oldest first. */
export const MIGRATIONS: readonly Migration[] = [
  { name: '2026-11-21-0001-initial', ...initial },
  { name: '2026-11-23-0002-exact-identity', ...exactIdentity },
  { name: '2026-11-23-0003-sessions', ...sessions },
  { name: '2026-11-27-0004-idempotency-keys', ...idempotencyKeys },
  { name: '2026-11-28-0005-tone-summary', ...toneSummary },
  { name: '2026-11-28-0006-tone-feedback', ...toneFeedback },
  { name: '2026-11-28-0007-tone-backfill', ...toneBackfill },
];
