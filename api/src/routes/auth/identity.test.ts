import { schemas } from '@tonelens/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBJECT_MAX_CHARACTERS, userSubject } from '../../auth/subject';
import { DIALECTS } from '../../../test/dialects';
import { savePayload, WARM_TEXT } from '../../../test/fixtures';
import { getTestServer, type TestServer } from '../../../test/server';
import type { SignedInClient } from '../../../test/sign-in';

async function userIdOf(client: SignedInClient): Promise<number> {
  const res = await client.request('GET', '/api/auth/user');
  expect(res.status).toBe(200);
  return schemas.user.parse(await res.json()).id;
}

describe.each(DIALECTS)('identity on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer(dialect);
  });
  afterAll(async () => t?.close());

  it('gives look-alike emails (accent, ring, fullwidth, zero-width space) accounts of their own, never Alice’s journal', async () => {
    const alice = await t.signIn({ email: 'alice@example.test', name: 'Alice' });
    expect((await alice.request('POST', '/api/analyse', savePayload(WARM_TEXT))).status).toBe(201);
    const aliceId = await userIdOf(alice);

    const others = ['alicé@example.test', 'ålice@example.test', '\uff41lice@example.test', 'alice\u200b@example.test'];
    const ids = new Set([aliceId]);
    for (const email of others) {
      const other = await t.signIn({ email, name: 'Not Alice' });
      const id = await userIdOf(other);
      ids.add(id);
      const journal = (await (await other.request('GET', '/api/journal')).json()) as unknown[];
      expect(journal, email).toEqual([]);
    }
    expect(ids.size).toBe(1 + others.length);
  });

  it('keeps two identities that share a long prefix apart (nothing is cut)', async () => {
    const local = 'l'.repeat(60);
    const domain = 'd'.repeat(200);
    const a = await t.signIn({ email: `${local}@${domain}.testa`, name: 'Long A' });
    const b = await t.signIn({ email: `${local}@${domain}.testb`, name: 'Long B' });
    expect(await userIdOf(a)).not.toBe(await userIdOf(b));
  });
});

describe('userSubject', () => {
  it('joins issuer and sub exactly as given', () => {
    expect(userSubject('https://id.example', ' Alice ')).toBe('https://id.example| Alice ');
  });

  it('refuses an empty or non-string sub', () => {
    expect(userSubject('https://id.example', '')).toBeNull();
    expect(userSubject('https://id.example', 42)).toBeNull();
  });

  it('refuses a subject longer than the column instead of cutting it', () => {
    const issuer = 'https://id.example';
    const fits = 'x'.repeat(SUBJECT_MAX_CHARACTERS - issuer.length - 1);
    expect(userSubject(issuer, fits)).toHaveLength(SUBJECT_MAX_CHARACTERS);
    expect(userSubject(issuer, `${fits}x`)).toBeNull();
    // Counted in characters as the database counts them: an emoji is one.
    expect(userSubject(issuer, `${'x'.repeat(fits.length - 1)}😀`)).not.toBeNull();
  });
});
