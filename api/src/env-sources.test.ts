import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadDatabaseEnv, loadEnv } from './env';
import { mysqlUrl } from './env-sources';

const tmp = mkdtempSync(join(tmpdir(), 'tonelens-env-sources-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const sqlite = { DATABASE_URL: `sqlite:${join(tmp, 'db.sqlite')}` };
const SECRET = 's'.repeat(40);

/** Writes `content` to a file of its own in the temp folder and returns its path. */
function secretFile(name: string, content: string): string {
  const path = join(tmp, name);
  writeFileSync(path, content, { mode: 0o600 });
  return path;
}

function errorOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected an EnvError');
}

/** A password holding every character that breaks a hand-written URL. */
const AWKWARD_PASSWORD = 'p@ss/w#rd:?%&= +ü';

describe('secrets from files (<NAME>_FILE)', () => {
  it('reads SESSION_SECRET, OAUTH_CLIENT_SECRET and METRICS_TOKEN from their files, dropping the last line break', () => {
    const env = loadEnv({
      ...sqlite,
      NODE_ENV: 'production',
      SESSION_SECRET_FILE: secretFile('session', `${SECRET}\n`),
      OIDC_ISSUER: 'https://id.example',
      OAUTH_CLIENT_ID: 'tonelens',
      OAUTH_CLIENT_SECRET_FILE: secretFile('client', 'client secret\n'),
      METRICS_TOKEN_FILE: secretFile('metrics', 'metrics-token-0123456789'),
    });
    expect(env.SESSION_SECRET).toBe(SECRET);
    expect(env.OAUTH_CLIENT_SECRET).toBe('client secret');
    expect(env.METRICS_TOKEN).toBe('metrics-token-0123456789');
  });

  it('checks what a file holds like the variable itself', () => {
    expect(errorOf(() => loadEnv({ ...sqlite, SESSION_SECRET_FILE: secretFile('short', 'short\n') }))).toMatch(
      /SESSION_SECRET: must be at least 32/,
    );
  });

  it('names a file that cannot be read, and refuses the variable and its file together', () => {
    const missing = join(tmp, 'absent');
    expect(errorOf(() => loadEnv({ ...sqlite, SESSION_SECRET_FILE: missing }))).toContain(
      `SESSION_SECRET_FILE: cannot read ${missing} (ENOENT)`,
    );
    const both = { ...sqlite, SESSION_SECRET: SECRET, SESSION_SECRET_FILE: secretFile('both', SECRET) };
    expect(errorOf(() => loadEnv(both))).toContain('SESSION_SECRET_FILE: set SESSION_SECRET or SESSION_SECRET_FILE');
  });
});

describe('the database URL from its parts (DB_HOST, DB_USER, DB_PASSWORD, DB_NAME)', () => {
  const parts = { DB_HOST: 'mariadb', DB_USER: 'tonelens', DB_NAME: 'tonelens', SESSION_SECRET: SECRET };

  it('encodes a password holding @ / # : ? % and spaces so the URL parses back to it', () => {
    const { DATABASE_URL } = loadEnv({ ...parts, DB_PASSWORD: AWKWARD_PASSWORD });
    const url = new URL(DATABASE_URL);
    expect(url.hostname).toBe('mariadb');
    expect(url.port).toBe('3306');
    expect(url.pathname).toBe('/tonelens');
    expect(decodeURIComponent(url.username)).toBe('tonelens');
    expect(decodeURIComponent(url.password)).toBe(AWKWARD_PASSWORD);
  });

  it('reads the password from DB_PASSWORD_FILE', () => {
    const file = secretFile('db-password', `${AWKWARD_PASSWORD}\n`);
    const { DATABASE_URL } = loadDatabaseEnv({ ...parts, DB_PORT: '3307', DB_PASSWORD_FILE: file });
    expect(DATABASE_URL).toBe(
      mysqlUrl({ host: 'mariadb', port: 3307, user: 'tonelens', password: AWKWARD_PASSWORD, database: 'tonelens' }),
    );
    expect(decodeURIComponent(new URL(DATABASE_URL).password)).toBe(AWKWARD_PASSWORD);
  });

  it('needs DB_USER and DB_NAME with DB_HOST, a port number, and not DATABASE_URL besides', () => {
    const message = errorOf(() => loadDatabaseEnv({ DB_HOST: 'mariadb', DB_PORT: 'x' }));
    expect(message).toContain('DB_USER: required with DB_HOST');
    expect(message).toContain('DB_NAME: required with DB_HOST');
    expect(message).toContain('DB_PORT: must be a port number');
    expect(errorOf(() => loadDatabaseEnv({ ...parts, DATABASE_URL: 'mysql://a@b/c' }))).toContain(
      'DB_HOST: set DATABASE_URL or DB_HOST, not both',
    );
  });
});

describe('loadDatabaseEnv (what npm run migrate reads)', () => {
  it('needs nothing but the database URL, even in production, and reads no other secret file', () => {
    const source = {
      NODE_ENV: 'production',
      DATABASE_URL: 'mysql://root@127.0.0.1:3306/x',
      SESSION_SECRET_FILE: join(tmp, 'not-mounted-for-migrations'),
    };
    expect(loadDatabaseEnv(source)).toEqual({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/x' });
  });
});

describe('BUILT_IN_SIGN_IN', () => {
  it('lets production sign in through the built-in provider only when asked to', () => {
    const production = { ...sqlite, NODE_ENV: 'production', SESSION_SECRET: SECRET };
    expect(errorOf(() => loadEnv(production))).toMatch(/OIDC_ISSUER: production needs an identity provider/);
    expect(loadEnv({ ...production, BUILT_IN_SIGN_IN: 'true' }).BUILT_IN_SIGN_IN).toBe(true);
  });
});
