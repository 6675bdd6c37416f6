import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/server';

describe('sign-in with the built-in identity provider', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await getTestServer('sqlite');
  });
  afterAll(async () => t?.close());

  it('runs the authorization-code flow and creates the user from the profile', async () => {
    const client = await t.signIn({ email: 'grace@example.test', name: 'Grace Brewster Hopper' });
    const res = await client.request('GET', '/api/auth/user');
    expect(res.status).toBe(200);
    const user = await res.json();
    expect(user).toMatchObject({
      email: 'grace@example.test',
      firstName: 'Grace',
      lastName: 'Brewster Hopper',
      language: 'en',
    });
  });
});
