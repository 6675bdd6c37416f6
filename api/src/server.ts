/**
 * Starts the ToneLens server: parses the configuration, builds the app,
 * listens, and shuts down gracefully on SIGTERM/SIGINT (stop accepting, let
 * in-flight requests finish, close the database pool).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { EnvError, loadEnv, type Env } from './env';
import { shutdown } from './shutdown';

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const server = createServer();
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  // A PORT of 0 picks a free port: the public URL (and the allowed origin) follow it unless one was given.
  if (!process.env.PUBLIC_URL && port !== env.PORT) env = loadEnv({ ...process.env, PORT: String(port) });
  const built = await createApp(env);
  server.on('request', built.app.callback());
  console.log(JSON.stringify({ event: 'listening', port, url: env.PUBLIC_URL, database: built.db.dialect }));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ event: 'stopping', signal }));
    shutdown(server, built.close).then(
      () => {
        console.log(JSON.stringify({ event: 'stopped' }));
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
