/**
 * Starts the ToneLens server. It listens at once and answers probes while it
 * boots (live 200, ready 503, anything else 503), retrying the database and
 * the identity provider with back-off instead of exiting during an outage;
 * then it serves the app. On SIGTERM/SIGINT it fails readiness, turns new
 * requests away for SHUTDOWN_DRAIN_SECONDS, stops accepting, lets requests in
 * flight finish, and closes the database pool and Redis.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { createApp, type ToneLensApp } from './app';
import { BootAborted, retryWithBackoff } from './boot-retry';
import { EnvError, loadEnv, type Env } from './env';
import { answerWhileStarting, Lifecycle } from './lifecycle';
import { announce, createLogger, flushLogs } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { serveMetrics } from './observability/metrics-server';
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
  const logger = createLogger(env.LOG_LEVEL);
  const lifecycle = new Lifecycle();
  const metrics = createMetrics();
  const server = createServer(answerWhileStarting);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  // A PORT of 0 picks a free port: the public URL (and the allowed origin) follow it unless one was given.
  if (!process.env.PUBLIC_URL && port !== env.PORT) env = loadEnv({ ...process.env, PORT: String(port) });
  announce(logger, 'info', { event: 'starting', port });
  const metricsServer =
    env.METRICS_PORT === undefined ? undefined : await serveMetrics(metrics, env.METRICS_HOST, env.METRICS_PORT);
  if (metricsServer) announce(logger, 'info', { event: 'metrics', port: metricsServer.port, host: env.METRICS_HOST });

  const aborted = new AbortController();
  const retry = retryWithBackoff((what, attempt, error, retryInMs) => {
    const reason = error instanceof Error ? error.message : String(error);
    announce(logger, 'warn', { event: 'boot_retry', what, attempt, retryInMs, error: reason.slice(0, 300) });
  }, aborted.signal);
  const booting = createApp(env, { runtime: { logger, lifecycle, metrics, retry } });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.startDraining();
    aborted.abort();
    announce(logger, 'info', { event: 'stopping', signal, drainSeconds: env.SHUTDOWN_DRAIN_SECONDS });
    (async () => {
      const built = await booting.catch(() => undefined);
      if (built && env.SHUTDOWN_DRAIN_SECONDS > 0) await sleep(env.SHUTDOWN_DRAIN_SECONDS * 1000);
      await shutdown(server, async () => {
        await built?.close();
        metricsServer?.server.close();
      });
      logger.info({ event: 'stopped' });
      flushLogs(logger);
      process.exit(0);
    })().catch((error: unknown) => {
      logger.error({ event: 'stop_failed', err: error });
      flushLogs(logger);
      process.exit(1);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  let built: ToneLensApp;
  try {
    built = await booting;
  } catch (error) {
    if (error instanceof BootAborted) return;
    throw error;
  }
  if (stopping) return;
  server.off('request', answerWhileStarting);
  server.on('request', built.app.callback());
  announce(logger, 'info', { event: 'listening', port, url: env.PUBLIC_URL, database: built.db.dialect });
}

main().catch((error: unknown) => {
  console.error('[api] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
