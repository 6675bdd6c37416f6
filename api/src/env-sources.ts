/**
 * What env.ts reads before it parses: secrets given as files (`NAME_FILE`, as
 * Docker and compose secrets mount them) and the MySQL URL assembled from its
 * parts (DB_HOST, DB_USER, DB_PASSWORD…), so a password holding `@`, `/`, `#`
 * or `:` needs no hand-encoding.
 */
import { readFileSync } from 'node:fs';

/** Variables that may instead be read from the file named by `<NAME>_FILE`. */
export const FILE_VARIABLES = [
  'SESSION_SECRET',
  'SESSION_PREVIOUS_SECRETS',
  'DATABASE_URL',
  'DB_PASSWORD',
  'OAUTH_CLIENT_SECRET',
  'OPENAI_API_KEY',
  'METRICS_TOKEN',
  'REDIS_URL',
] as const;

/** MySQL's port when DB_PORT is empty. */
export const DEFAULT_MYSQL_PORT = 3306;

/** An environment as a record of optional strings (process.env's shape). */
export type EnvSource = Record<string, string | undefined>;

/** A problem with one variable: its name and what is wrong. */
export interface SourceIssue {
  variable: string;
  message: string;
}

/**
 * Replaces every `<NAME>_FILE` of `names` (default FILE_VARIABLES) by `<NAME>` holding that file's content (one trailing line
 * break dropped, as `echo` and editors leave one). Setting both, or naming a file that cannot be read, is an
 * issue naming the variable.
 */
export function readSecretFiles(
  source: EnvSource,
  names: readonly string[] = FILE_VARIABLES,
): { source: EnvSource; issues: SourceIssue[] } {
  const out: EnvSource = { ...source };
  const issues: SourceIssue[] = [];
  for (const name of names) {
    const file = source[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (source[name]) {
      issues.push({ variable: `${name}_FILE`, message: `set ${name} or ${name}_FILE, not both` });
      continue;
    }
    try {
      out[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      issues.push({ variable: `${name}_FILE`, message: `cannot read ${file} (${code})` });
    }
  }
  return { source: out, issues };
}

/** The parts of a MySQL address. */
export interface DatabaseParts {
  host: string;
  port?: number;
  user: string;
  password?: string;
  database: string;
}

/** mysql://user:password@host:port/database with user and password percent-encoded (any character is safe). */
export function mysqlUrl({ host, port = DEFAULT_MYSQL_PORT, user, password, database }: DatabaseParts): string {
  const auth = encodeURIComponent(user) + (password ? `:${encodeURIComponent(password)}` : '');
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `mysql://${auth}@${hostPart}:${port}/${database}`;
}

/**
 * Fills DATABASE_URL from DB_HOST, DB_PORT, DB_USER, DB_PASSWORD and DB_NAME when DB_HOST is set. DB_USER and
 * DB_NAME are then required, and DATABASE_URL must be empty (two sources of truth would disagree one day).
 */
export function assembleDatabaseUrl(source: EnvSource): { source: EnvSource; issues: SourceIssue[] } {
  const host = source.DB_HOST?.trim();
  if (!host) return { source, issues: [] };
  const issues: SourceIssue[] = [];
  if (source.DATABASE_URL) issues.push({ variable: 'DB_HOST', message: 'set DATABASE_URL or DB_HOST, not both' });
  const user = source.DB_USER?.trim();
  const database = source.DB_NAME?.trim();
  if (!user) issues.push({ variable: 'DB_USER', message: 'required with DB_HOST' });
  if (!database) issues.push({ variable: 'DB_NAME', message: 'required with DB_HOST' });
  else if (!/^[A-Za-z0-9_$-]{1,64}$/.test(database)) {
    issues.push({ variable: 'DB_NAME', message: 'must be 1-64 letters, digits or _$-' });
  }
  const portText = source.DB_PORT?.trim();
  const port = portText ? Number(portText) : DEFAULT_MYSQL_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    issues.push({ variable: 'DB_PORT', message: 'must be a port number' });
  }
  if (issues.length > 0) return { source, issues };
  const url = mysqlUrl({ host, port, user: user!, password: source.DB_PASSWORD, database: database! });
  return { source: { ...source, DATABASE_URL: url }, issues };
}

/** The variables the database URL is made of, of those that may come from files. */
export const DATABASE_FILE_VARIABLES = ['DATABASE_URL', 'DB_PASSWORD'] as const;

/**
 * Both steps, in order: files first (DB_PASSWORD_FILE feeds the URL), then the URL. `fileVariables` limits which
 * files are read (the migrate command reads only the database's).
 */
export function prepareSource(
  source: EnvSource,
  fileVariables: readonly string[] = FILE_VARIABLES,
): { source: EnvSource; issues: SourceIssue[] } {
  const files = readSecretFiles(source, fileVariables);
  const url = assembleDatabaseUrl(files.source);
  return { source: url.source, issues: [...files.issues, ...url.issues] };
}
