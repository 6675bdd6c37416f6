/** Graceful shutdown of the HTTP server. */
import type { Server } from 'node:http';

/** Longest wait for in-flight requests on shutdown, in ms. */
export const SHUTDOWN_GRACE_MS = 20_000;

/** Stops `server` from accepting, waits for open requests (at most `graceMs`), then runs `cleanup`. */
export async function shutdown(
  server: Server,
  cleanup: () => Promise<void>,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets with no request in flight would hold close() open.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const timer = setTimeout(() => server.closeAllConnections(), graceMs);
  await closed;
  clearInterval(idle);
  clearTimeout(timer);
  await cleanup();
}
