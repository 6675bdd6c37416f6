import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const tmp = mkdtempSync(join(tmpdir(), 'tonelens-env-ops-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const base = { DATABASE_URL: `sqlite:${join(tmp, 'db.sqlite')}`, SESSION_SECRET: 'x'.repeat(32) };

function errorOf(source: Record<string, string>): string {
  try {
    loadEnv({ ...base, ...source });
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected loadEnv to throw');
}

describe('the variables for running many instances', () => {
  it('default to one process on its own: no Redis, no proxy trusted, no drain, info logs with an access log, no metrics', () => {
    const env = loadEnv(base);
    expect([env.REDIS_URL, env.METRICS_PORT, env.METRICS_TOKEN]).toEqual([undefined, undefined, undefined]);
    expect(env).toMatchObject({
      REDIS_PREFIX: 'tonelens:',
      TRUST_PROXY_HOPS: 0,
      SESSION_PREVIOUS_SECRETS: [],
      SHUTDOWN_DRAIN_SECONDS: 0,
      LOG_LEVEL: 'info',
      ACCESS_LOG: true,
      METRICS_HOST: '127.0.0.1',
    });
  });

  it('read what an operator sets', () => {
    expect(
      loadEnv({
        ...base,
        REDIS_URL: 'redis://cache:6379/2',
        REDIS_PREFIX: 'tl-prod:',
        TRUST_PROXY_HOPS: '1',
        SESSION_PREVIOUS_SECRETS: `${'a'.repeat(32)}, ${'b'.repeat(40)}`,
        SHUTDOWN_DRAIN_SECONDS: '2.5',
        LOG_LEVEL: 'warn',
        ACCESS_LOG: 'off',
        METRICS_PORT: '9464',
        METRICS_TOKEN: 'a-long-enough-token',
      }),
    ).toMatchObject({
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_PREFIX: 'tl-prod:',
      TRUST_PROXY_HOPS: 1,
      SESSION_PREVIOUS_SECRETS: ['a'.repeat(32), 'b'.repeat(40)],
      SHUTDOWN_DRAIN_SECONDS: 2.5,
      LOG_LEVEL: 'warn',
      ACCESS_LOG: false,
      METRICS_PORT: 9464,
      METRICS_TOKEN: 'a-long-enough-token',
    });
  });

  it.each([
    ['REDIS_URL', 'localhost:6379', /REDIS_URL: must be redis:\/\//],
    ['REDIS_PREFIX', 'has space', /REDIS_PREFIX/],
    ['TRUST_PROXY_HOPS', '-1', /TRUST_PROXY_HOPS/],
    ['TRUST_PROXY_HOPS', 'one', /TRUST_PROXY_HOPS/],
    ['SESSION_PREVIOUS_SECRETS', 'short', /SESSION_PREVIOUS_SECRETS.*at least 32/],
    ['SHUTDOWN_DRAIN_SECONDS', '-3', /SHUTDOWN_DRAIN_SECONDS/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL/],
    ['ACCESS_LOG', 'maybe', /ACCESS_LOG: must be true or false/],
    ['METRICS_PORT', '70000', /METRICS_PORT/],
    ['METRICS_TOKEN', 'short', /METRICS_TOKEN: must be at least 16/],
  ])('names %s when it is %j', (name, value, message) => {
    expect(errorOf({ [name]: value })).toMatch(message);
  });
});
