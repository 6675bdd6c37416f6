/**
 * The setup of most route suites: one test server on `dialect` and two people
 * signed in to it, Ada (who owns what a test saves) and Bob (who must not see
 * it), started before the suite's tests and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { getTestServer, type TestDialect, type TestServer } from './server';
import type { SignedInClient } from './sign-in';

/** The server and the two people; read inside tests and hooks (they exist once the suite has started). */
export interface SignedInPair {
  readonly t: TestServer;
  readonly ada: SignedInClient;
  readonly bob: SignedInClient;
}

/** Registers the suite's beforeAll (server, Ada, Bob) and afterAll (close); call it in a describe block. */
export function signedInPair(dialect: TestDialect): SignedInPair {
  let started: { t: TestServer; ada: SignedInClient; bob: SignedInClient } | undefined;
  beforeAll(async () => {
    const t = await getTestServer(dialect);
    started = { t, ada: await t.signIn(), bob: await t.signIn() };
  });
  afterAll(async () => started?.t.close());
  const get = () => {
    if (!started) throw new Error('signedInPair is read before its suite started');
    return started;
  };
  return {
    get t() {
      return get().t;
    },
    get ada() {
      return get().ada;
    },
    get bob() {
      return get().bob;
    },
  };
}
