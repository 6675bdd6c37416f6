import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type Child } from '../../test/cluster/processes';
import { signingKey } from './identity-provider';
import { memoryIdpStore, redisIdpStore, type IdpAdapterClass } from './idp-store';

describe('signingKey', () => {
  it('derives the same P-256 key from the same secret on every instance, and another from another secret', () => {
    expect(signingKey('secret one')).toEqual(signingKey('secret one'));
    expect(signingKey('secret two').d).not.toBe(signingKey('secret one').d);
  });

  it('gives a key whose signature its public half verifies', () => {
    const key = createPrivateKey({ key: signingKey('secret one'), format: 'jwk' });
    const signature = sign('sha256', Buffer.from('payload'), key);
    expect(verify('sha256', Buffer.from('payload'), createPublicKey(key), signature)).toBe(true);
  });
});

describe('redisIdpStore', () => {
  let dir: string;
  let server: Child;
  let redis: Redis;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tonelens-idp-store-'));
    const started = await startRedis(dir);
    server = started.child;
    redis = new Redis(started.url);
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Two stores on the same Redis, as two instances hold them. */
  const pair = (): [IdpAdapterClass, IdpAdapterClass] => [
    redisIdpStore(redis, 'test-a:'),
    redisIdpStore(redis, 'test-a:'),
  ];

  it('lets one instance find what another stored, by id and by uid', async () => {
    const [one, other] = pair();
    await new one('Interaction').upsert('i-1', { uid: 'u-1', params: { client_id: 'c' } }, 60);
    expect(await new other('Interaction').find('i-1')).toEqual({ uid: 'u-1', params: { client_id: 'c' } });
    expect(await new other('Interaction').findByUid('u-1')).toEqual({ uid: 'u-1', params: { client_id: 'c' } });
    expect(await new other('Session').find('i-1')).toBeUndefined();
  });

  it('marks a code consumed for every instance, and never creates a key by consuming a missing one', async () => {
    const [one, other] = pair();
    await new one('AuthorizationCode').upsert('code-1', { grantId: 'g-1' }, 60);
    await new other('AuthorizationCode').consume('code-1');
    const found = await new one('AuthorizationCode').find('code-1');
    expect(found?.consumed).toEqual(expect.any(Number));
    await new other('AuthorizationCode').consume('absent');
    expect(await redis.exists('test-a:idp:AuthorizationCode:absent')).toBe(0);
  });

  it('expires every entry with the lifetime it was stored with, its indexes too', async () => {
    const [one] = pair();
    await new one('Session').upsert('s-1', { uid: 'u-9', accountId: 'ada@example.test' }, 30);
    for (const key of ['test-a:idp:Session:s-1', 'test-a:idp:uid:u-9']) {
      const ttl = await redis.ttl(key);
      expect(ttl).toBeGreaterThan(25);
      expect(ttl).toBeLessThanOrEqual(30);
    }
  });

  it('revokes everything issued under a grant, wherever it was stored', async () => {
    const [one, other] = pair();
    await new one('AuthorizationCode').upsert('code-2', { grantId: 'g-2' }, 60);
    await new other('AccessToken').upsert('token-2', { grantId: 'g-2' }, 600);
    await new other('AccessToken').upsert('token-3', { grantId: 'g-3' }, 600);
    expect(await redis.ttl('test-a:idp:grant:g-2')).toBeGreaterThan(590);
    await new one('Grant').revokeByGrantId('g-2');
    expect(await new other('AuthorizationCode').find('code-2')).toBeUndefined();
    expect(await new one('AccessToken').find('token-2')).toBeUndefined();
    expect(await new one('AccessToken').find('token-3')).toEqual({ grantId: 'g-3' });
  });

  it('destroys one entry', async () => {
    const [one, other] = pair();
    await new one('Grant').upsert('grant-4', { accountId: 'ada@example.test' }, 60);
    await new other('Grant').destroy('grant-4');
    expect(await new one('Grant').find('grant-4')).toBeUndefined();
  });
});

describe('memoryIdpStore', () => {
  it('keeps entries per store: two processes share nothing', async () => {
    const one = memoryIdpStore();
    const other = memoryIdpStore();
    await new one('Session').upsert('s-1', { accountId: 'ada@example.test' }, 60);
    expect(await new one('Session').find('s-1')).toEqual({ accountId: 'ada@example.test' });
    expect(await new other('Session').find('s-1')).toBeUndefined();
  });
});
