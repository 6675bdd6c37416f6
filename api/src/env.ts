/**
 * Configuration: every environment variable the API reads, parsed with zod at
 * start-up. A bad value stops start-up with a message naming the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { SISTER_APP_COUNT, sisterAppSchema, type SisterApp } from '@tonelens/core';
import { flag, operationsEnv } from './env-operations';
import {
  DATABASE_FILE_VARIABLES,
  FILE_VARIABLES,
  prepareSource,
  type EnvSource,
  type SourceIssue,
} from './env-sources';

/** The repository root (api/src/ is two levels below it). */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

const DEFAULT_DATABASE_URL = 'sqlite:data/tonelens.sqlite';

/** Sister apps linked from the user menu when SISTER_APP_URLS is empty. */
export const DEFAULT_SISTER_APPS: readonly SisterApp[] = [
  { name: 'ToneLens Journal', url: 'https://journal.tonelens.app/' },
  { name: 'ToneLens Notes', url: 'https://notes.tonelens.app/' },
  { name: 'ToneLens Echo', url: 'https://echo.tonelens.app/' },
];

const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalText = z
  .string()
  .optional()
  .transform((s) => (s && s.trim() ? s.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** DATABASE_URL: sqlite:<file path> or mysql://user:pass@host:port/database. */
const databaseUrlSchema = z
  .string()
  .default(DEFAULT_DATABASE_URL)
  .refine((s) => s.startsWith('sqlite:') || /^mysql:\/\/[^/]+\/[A-Za-z0-9_$-]+(\?.*)?$/.test(s), {
    message: 'must be sqlite:<file path> or mysql://user:pass@host:port/database',
  });

const envSchema = z.object({
  // production | development | test. Production requires SESSION_SECRET and a real identity provider.
  NODE_ENV: z.enum(['production', 'development', 'test']).default('development'),
  // TCP port the server listens on; 0 picks a free one.
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  // Host/interface to bind.
  HOST: z.string().min(1).default('127.0.0.1'),
  // Public origin of this server as browsers see it (redirect URIs, allowed Origin, Secure cookies when https).
  PUBLIC_URL: optionalUrl,
  // sqlite:<relative or absolute file path> (default sqlite:data/tonelens.sqlite) or mysql://user:pass@host:port/db.
  // Or DB_HOST, DB_PORT, DB_USER, DB_PASSWORD and DB_NAME, from which it is built (env-sources.ts).
  DATABASE_URL: databaseUrlSchema,
  // Most pooled MySQL connections.
  DB_POOL_MAX: positiveInt(10),
  // Longest wait for one MySQL query, in ms: a database that stops answering gives 503 after it, never a hung request.
  DB_QUERY_TIMEOUT_MS: positiveInt(10_000),
  // Signs the session cookie; required in production (at least 32 characters). Generated and kept in data/ otherwise.
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((s) => s || undefined)
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  // Session lifetime in hours.
  SESSION_MAX_AGE_HOURS: positiveInt(24 * 14),
  // OpenID Connect issuer URL of an external identity provider (its endpoints are discovered).
  OIDC_ISSUER: optionalUrl,
  // The built-in provider at /idp in production too (anyone may claim any email): staging, load tests and
  // `npm run cluster` only. Outside production it is what signs people in when no provider is configured.
  BUILT_IN_SIGN_IN: flag(false),
  // Explicit OAuth2 endpoints, instead of OIDC_ISSUER discovery.
  OAUTH_AUTHORIZE_URL: optionalUrl,
  OAUTH_TOKEN_URL: optionalUrl,
  OAUTH_PROFILE_URL: optionalUrl,
  // Client registered with the identity provider.
  OAUTH_CLIENT_ID: optionalText,
  OAUTH_CLIENT_SECRET: optionalText,
  // Space-separated scopes to ask for.
  OAUTH_SCOPES: z.string().default('openid email profile'),
  // Key of an OpenAI-compatible server; without it the local engine answers.
  OPENAI_API_KEY: optionalText,
  // Base URL of any OpenAI-compatible server (OpenAI, Ollama, vLLM, LM Studio).
  OPENAI_BASE_URL: optionalUrl,
  // Model name on that server.
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // Longest wait for one AI answer, in ms; after it the local engine answers.
  AI_TIMEOUT_MS: positiveInt(15_000),
  // Retries of a failed AI call before falling back.
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  // AI requests one user may make per window.
  RATE_LIMIT_AI_MAX: positiveInt(30),
  // Length of that window, in seconds.
  RATE_LIMIT_AI_WINDOW_SECONDS: positiveInt(60),
  // WAVs one client address may have the public tone studio render per window.
  RATE_LIMIT_TONE_STUDIO_MAX: positiveInt(30),
  // Length of that window, in seconds.
  RATE_LIMIT_TONE_STUDIO_WINDOW_SECONDS: positiveInt(60),
  // Comma-separated extra origins allowed to make state-changing requests (the browser extension's pages,
  // e.g. chrome-extension://<id>). Outside production, leaving it empty accepts any extension origin.
  EXTENSION_ORIGINS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(chrome-extension|moz-extension|https?):\/\/[^/\s]+$/, 'must be a bare origin'))),
  // The audio-generation tool the web app embeds (allowed as a frame source); default ${PUBLIC_URL}/tone-studio/.
  AUDIO_TOOL_URL: optionalUrl,
  // The three sister apps of the user menu: comma-separated Name=https://… pairs; empty keeps the defaults.
  SISTER_APP_URLS: z
    .string()
    .default('')
    .transform((s, ctx) => {
      if (!s.trim()) return DEFAULT_SISTER_APPS;
      const apps = s.split(',').map((pair) => {
        const eq = pair.indexOf('=');
        return eq < 0 ? { name: '', url: '' } : { name: pair.slice(0, eq).trim(), url: pair.slice(eq + 1).trim() };
      });
      const parsed = z.array(sisterAppSchema).length(SISTER_APP_COUNT).safeParse(apps);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: `must be ${SISTER_APP_COUNT} comma-separated Name=https://… pairs` });
        return z.NEVER;
      }
      return parsed.data;
    }),
  // Built web app to serve (index.html, assets, sw.js); served when the folder exists.
  WEB_DIST_DIR: z.string().default('web/dist'),
  // Running many instances: Redis, the proxy chain, rotation, draining, logs and metrics (env-operations.ts).
  ...operationsEnv,
});

/** The parsed configuration, with derived values filled in. */
export type Env = Omit<
  z.infer<typeof envSchema>,
  'PUBLIC_URL' | 'SESSION_SECRET' | 'DATABASE_URL' | 'AUDIO_TOOL_URL'
> & {
  PUBLIC_URL: string;
  /** The audio tool's URL: AUDIO_TOOL_URL, else the built-in tone studio at ${PUBLIC_URL}/tone-studio/. */
  AUDIO_TOOL_URL: string;
  SESSION_SECRET: string;
  /** sqlite:<absolute path> or the mysql URL as given. */
  DATABASE_URL: string;
  /** Absolute path of WEB_DIST_DIR. */
  webDistDir: string;
  /** Origins whose state-changing requests are accepted with a session cookie. */
  allowedOrigins: string[];
  /** Outside production with no EXTENSION_ORIGINS: accept any chrome-extension:// or moz-extension:// origin (unpacked builds get path-derived ids). */
  allowAnyExtensionOrigin: boolean;
};

/** The Vite dev server (npm run dev:web) proxies /api from these origins outside production. */
export const DEV_WEB_ORIGINS = ['http://127.0.0.1:8802', 'http://localhost:8802'];

/** A configuration error naming the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

function devSecret(dataDir: string): string {
  const file = resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Throws EnvError listing `issues` (from env-sources.ts and the schema), when there are any. */
function throwIssues(issues: SourceIssue[]): void {
  if (issues.length === 0) return;
  const lines = issues.map((i) => `${i.variable}: ${i.message}`);
  throw new EnvError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
}

/** Parses `source` with `schema` after reading the secret files of `fileVariables` and assembling the database URL. */
function parseSource<T extends z.ZodType>(
  schema: T,
  raw: EnvSource,
  fileVariables: readonly string[] = FILE_VARIABLES,
): z.infer<T> {
  const prepared = prepareSource(raw, fileVariables);
  throwIssues(prepared.issues);
  const parsed = schema.safeParse(prepared.source);
  if (!parsed.success) {
    throwIssues(parsed.error.issues.map((i) => ({ variable: i.path.join('.'), message: i.message })));
  }
  return parsed.data as z.infer<T>;
}

/** sqlite:<absolute path> (relative paths resolve against the repository root) or the mysql URL as given. */
function absoluteDatabaseUrl(url: string): string {
  return url.startsWith('sqlite:')
    ? `sqlite:${resolve(REPO_ROOT, url.slice('sqlite:'.length) || 'data/tonelens.sqlite')}`
    : url;
}

/**
 * What `npm run migrate` needs and nothing more: the database URL (DATABASE_URL, DATABASE_URL_FILE or the DB_*
 * parts), made absolute. Reads no other variable and writes nothing.
 */
export function loadDatabaseEnv(source: EnvSource = process.env): { DATABASE_URL: string } {
  const e = parseSource(z.object({ DATABASE_URL: databaseUrlSchema }), source, DATABASE_FILE_VARIABLES);
  return { DATABASE_URL: absoluteDatabaseUrl(e.DATABASE_URL) };
}

/**
 * Parses `source` (normally process.env). `<NAME>_FILE` variables are read
 * first, and DB_* parts assembled into DATABASE_URL (env-sources.ts). Relative
 * sqlite paths and WEB_DIST_DIR resolve against the repository root. Throws
 * EnvError naming each bad variable.
 */
export function loadEnv(source: EnvSource = process.env): Env {
  const e = parseSource(envSchema, source);
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new EnvError('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  const hasExplicit = Boolean(e.OAUTH_AUTHORIZE_URL || e.OAUTH_TOKEN_URL || e.OAUTH_PROFILE_URL);
  if (hasExplicit && !(e.OAUTH_AUTHORIZE_URL && e.OAUTH_TOKEN_URL && e.OAUTH_PROFILE_URL)) {
    throw new EnvError(
      'Invalid configuration:\n  OAUTH_AUTHORIZE_URL: OAUTH_AUTHORIZE_URL, OAUTH_TOKEN_URL and OAUTH_PROFILE_URL go together',
    );
  }
  if ((e.OIDC_ISSUER || hasExplicit) && !(e.OAUTH_CLIENT_ID && e.OAUTH_CLIENT_SECRET)) {
    throw new EnvError('Invalid configuration:\n  OAUTH_CLIENT_ID: an identity provider needs a client id and secret');
  }
  if (e.NODE_ENV === 'production' && !e.OIDC_ISSUER && !hasExplicit && !e.BUILT_IN_SIGN_IN) {
    throw new EnvError(
      'Invalid configuration:\n  OIDC_ISSUER: production needs an identity provider (OIDC_ISSUER or OAUTH_*_URL)',
    );
  }
  const dbUrl = absoluteDatabaseUrl(e.DATABASE_URL);
  const dataDir = dbUrl.startsWith('sqlite:') ? dirname(dbUrl.slice('sqlite:'.length)) : resolve(REPO_ROOT, 'data');
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const production = e.NODE_ENV === 'production';
  return {
    ...e,
    PUBLIC_URL: publicUrl,
    AUDIO_TOOL_URL: e.AUDIO_TOOL_URL ?? `${publicUrl}/tone-studio/`,
    allowedOrigins: [new URL(publicUrl).origin, ...e.EXTENSION_ORIGINS, ...(production ? [] : DEV_WEB_ORIGINS)],
    allowAnyExtensionOrigin: !production && e.EXTENSION_ORIGINS.length === 0,
    SESSION_SECRET: e.SESSION_SECRET ?? devSecret(dataDir),
    DATABASE_URL: dbUrl,
    webDistDir: resolve(REPO_ROOT, e.WEB_DIST_DIR),
  };
}
