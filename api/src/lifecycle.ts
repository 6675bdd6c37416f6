/**
 * The server's phases (starting → ready → draining) and the probe answers
 * they give: liveness is the process alone; readiness needs the boot done,
 * the database answering and no shutdown under way. Every answer is immediate
 * or bounded by a time-out, never a hanging request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the probes live. */
export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';

/** The phases a server goes through. */
export type Phase = 'starting' | 'ready' | 'draining';

/** What a probe answers: its status and, for readiness, why not. */
export interface ProbeBody {
  status: 'live' | 'ready' | Phase | 'degraded';
  db?: 'up' | 'down';
  /**
   * With Redis configured: whether other instances' sign-outs reach this one
   * at once ('down' while it is not subscribed: a revoked cookie may then
   * work here until SESSION_CHECK_CACHE_MS passes). Reported, not a reason
   * to stop serving: Redis is optional and down for every instance alike.
   */
  revocations?: 'flowing' | 'down';
}

/** The current phase, shared by the server, the health routes and the draining guard. */
export class Lifecycle {
  phase: Phase = 'starting';
  /** Boot finished: readiness may answer 200. */
  markReady(): void {
    if (this.phase === 'starting') this.phase = 'ready';
  }
  /** Shutdown began: readiness answers 503 and new requests are turned away. */
  startDraining(): void {
    this.phase = 'draining';
  }
}

/** The JSON answer to a request while the app is still booting: probes as usual, anything else 503. */
export function answerWhileStarting(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  let status = 503;
  let body: unknown = { code: 'starting', message: 'ToneLens is starting; try again shortly.' };
  if (path === LIVE_PATH) {
    status = 200;
    body = { status: 'live' } satisfies ProbeBody;
  } else if (path === READY_PATH) {
    body = { status: 'starting' } satisfies ProbeBody;
  }
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(status === 503 ? { 'Retry-After': '1' } : {}),
  });
  res.end(JSON.stringify(body));
}
