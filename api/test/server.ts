/** The test server: the real app on an ephemeral loopback port, over a fresh SQLite file or MariaDB database. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type ToneLensApp } from '../src/app';
import { loadEnv, type Env } from '../src/env';
import { shutdown } from '../src/shutdown';
import { freshMysqlDatabase } from './mysql';
import { signIn, type SignedInClient } from './sign-in';

/** Which database a test server uses. */
export type TestDialect = 'sqlite' | 'mysql';

/** A running test server. */
export interface TestServer {
  url: string;
  env: Env;
  built: ToneLensApp;
  server: Server;
  /** Signs a new person in through the built-in identity provider. */
  signIn(person?: { email?: string; name?: string }): Promise<SignedInClient>;
  close(): Promise<void>;
}

let people = 0;

/**
 * Starts the app. `envOrFactory` overrides variables (DATABASE_URL is chosen by
 * `dialect` unless given); as a function it receives the server's URL first.
 */
export async function getTestServer(
  dialect: TestDialect = 'sqlite',
  envOrFactory: Record<string, string> | ((url: string) => Promise<Record<string, string>>) = {},
): Promise<TestServer> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const cleanups: (() => Promise<void>)[] = [];
  const env = typeof envOrFactory === 'function' ? await envOrFactory(url) : envOrFactory;
  let databaseUrl = env.DATABASE_URL;
  const tmp = mkdtempSync(join(tmpdir(), 'tonelens-api-'));
  cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));
  if (!databaseUrl) {
    if (dialect === 'mysql') {
      const db = await freshMysqlDatabase();
      databaseUrl = db.url;
      cleanups.push(db.drop);
    } else {
      databaseUrl = `sqlite:${join(tmp, 'tonelens.sqlite')}`;
    }
  }
  const parsed = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    RATE_LIMIT_AI_MAX: '100000',
    // Errors only: an access line per request would bury the test report.
    LOG_LEVEL: 'error',
    WEB_DIST_DIR: join(tmp, 'no-web-build'),
    ...env,
  });
  const built = await createApp(parsed);
  server.on('request', built.app.callback());
  return {
    url,
    env: parsed,
    built,
    server,
    signIn: (person = {}) => {
      people++;
      const id = `${process.pid}-${people}-${Math.random().toString(36).slice(2, 8)}`;
      return signIn(url, { email: person.email ?? `person-${id}@example.test`, name: person.name ?? 'Ada Lovelace' });
    },
    close: async () => {
      await shutdown(server, built.close, 2000);
      for (const c of cleanups.reverse()) await c();
    },
  };
}
