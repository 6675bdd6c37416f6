/**
 * A small real HTTP server answering the few API routes the background uses, for
 * the unit tests (the full API runs in the end-to-end tests). It records every
 * request so a test can tell what reached the server.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@tonelens/core';

/** One request the server received. */
export interface SeenRequest {
  method: string;
  path: string;
  body: string;
}

/** The running server: its origin, what it saw, whether its one person is signed in. */
export interface SmallApi {
  origin: string;
  requests: SeenRequest[];
  signedIn: boolean;
  close(): Promise<void>;
}

/** The user the server answers with while signed in. */
export const SMALL_API_USER: User = {
  id: 7,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  sitePrefix: null,
  language: 'en',
  createdAt: '2025-08-09T10:00:00.000Z',
  updatedAt: '2025-08-09T10:00:00.000Z',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
  });
}

/** Starts the server on a free loopback port. */
export async function startSmallApi(): Promise<SmallApi> {
  const state: SmallApi = { origin: '', requests: [], signedIn: true, close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    state.requests.push({ method: req.method ?? '', path, body: await readBody(req) });
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (path === '/api/auth/user')
      return state.signedIn
        ? json(200, SMALL_API_USER)
        : json(401, { code: 'unauthorized', message: 'Sign in first.' });
    if (path === '/api/logout') {
      if (req.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'Sign out with POST.' });
      state.signedIn = false;
      res.writeHead(204);
      return res.end();
    }
    if (path === '/api/journal') return json(200, []);
    if (path === '/api/analyse/enhanced') return json(200, { echoed: true });
    return json(404, { code: 'not_found', message: 'No such route.' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
