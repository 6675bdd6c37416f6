import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env';

const tmp = mkdtempSync(join(tmpdir(), 'tonelens-env-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const base = { DATABASE_URL: `sqlite:${join(tmp, 'db.sqlite')}` };

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected loadEnv to throw');
}

describe('loadEnv', () => {
  it('fills the documented defaults', () => {
    const env = loadEnv({ ...base, SESSION_SECRET: 'x'.repeat(32) });
    expect(env).toMatchObject({
      PORT: 8787,
      PUBLIC_URL: 'http://localhost:8787',
      AI_TIMEOUT_MS: 15_000,
      OPENAI_MODEL: 'gpt-4o-mini',
      NODE_ENV: 'development',
    });
    expect(loadEnv({ SESSION_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(
      `sqlite:${join(REPO_ROOT, 'data/tonelens.sqlite')}`,
    );
  });

  it('resolves relative sqlite paths against the repository and keeps absolute ones', () => {
    expect(loadEnv({ DATABASE_URL: 'sqlite:tmp/x.sqlite', SESSION_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(
      `sqlite:${join(REPO_ROOT, 'tmp/x.sqlite')}`,
    );
    expect(loadEnv({ ...base, SESSION_SECRET: 'x'.repeat(32) }).DATABASE_URL).toBe(base.DATABASE_URL);
  });

  it('names each bad variable', () => {
    expect(errorOf({ ...base, PORT: 'eighty' })).toMatch(/^\s+PORT:/m);
    expect(errorOf({ ...base, DATABASE_URL: 'postgres://x/y' })).toMatch(/DATABASE_URL: must be sqlite/);
    expect(errorOf({ ...base, AI_TIMEOUT_MS: '-5' })).toMatch(/AI_TIMEOUT_MS/);
    expect(errorOf({ ...base, OPENAI_BASE_URL: 'not a url' })).toMatch(/OPENAI_BASE_URL/);
    expect(errorOf({ ...base, EXTENSION_ORIGINS: 'chrome-extension://abc/path' })).toMatch(/EXTENSION_ORIGINS/);
    expect(errorOf({ ...base, SESSION_SECRET: 'short' })).toMatch(/SESSION_SECRET: must be at least 32/);
  });

  it('requires a session secret and an identity provider in production', () => {
    expect(errorOf({ ...base, NODE_ENV: 'production' })).toMatch(/SESSION_SECRET: required in production/);
    expect(errorOf({ ...base, NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toMatch(/OIDC_ISSUER/);
    expect(errorOf({ ...base, OIDC_ISSUER: 'https://id.example', SESSION_SECRET: 'x'.repeat(32) })).toMatch(
      /OAUTH_CLIENT_ID/,
    );
    expect(errorOf({ ...base, OAUTH_AUTHORIZE_URL: 'https://id.example/a', SESSION_SECRET: 'x'.repeat(32) })).toMatch(
      /go together/,
    );
  });

  it('accepts .env.example exactly as shipped', () => {
    const vars: Record<string, string> = {};
    for (const line of readFileSync(join(REPO_ROOT, '.env.example'), 'utf8').split('\n')) {
      const m = /^([A-Z_]+)=(.*)$/.exec(line);
      if (m) vars[m[1]!] = m[2]!;
    }
    expect(Object.keys(vars).length).toBeGreaterThan(20);
    const env = loadEnv({ ...vars, DATABASE_URL: base.DATABASE_URL });
    expect(env.PORT).toBe(8787);
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('generates a development session secret once and keeps it beside the database', () => {
    const first = loadEnv(base).SESSION_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadEnv(base).SESSION_SECRET).toBe(first);
    expect(readFileSync(join(tmp, 'session-secret'), 'utf8')).toBe(first);
  });

  it('allows the public origin, configured extension origins and, outside production, the web dev server', () => {
    const dev = loadEnv({ ...base, SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://tone.example/' });
    expect(dev.PUBLIC_URL).toBe('https://tone.example');
    expect(dev.allowedOrigins).toContain('https://tone.example');
    expect(dev.allowedOrigins).toContain('http://127.0.0.1:8802');
    expect(dev.allowAnyExtensionOrigin).toBe(true);
    const prod = loadEnv({
      ...base,
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      OIDC_ISSUER: 'https://id.example',
      OAUTH_CLIENT_ID: 'a',
      OAUTH_CLIENT_SECRET: 'b',
      EXTENSION_ORIGINS: 'chrome-extension://abcdefghijklmnop',
    });
    expect(prod.allowedOrigins).toEqual(['http://localhost:8787', 'chrome-extension://abcdefghijklmnop']);
    expect(prod.allowAnyExtensionOrigin).toBe(false);
  });
});
