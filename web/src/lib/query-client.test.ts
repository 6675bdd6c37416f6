import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@tonelens/core';
import { createQueryClient, getQueryFn } from './query-client';

let server: Server;
let baseUrl = '';
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    if (req.url === '/api/auth/user') {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"code":"unauthorised","message":"Sign in"}');
    } else if (req.url === '/api/broken') {
      res.writeHead(500).end('');
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: req.url }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient', () => {
  it('never retries, never goes stale and does not refetch on focus', () => {
    const client = createQueryClient();
    const { queries, mutations } = client.getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('runs requests while the browser reports offline, so they fail at once instead of waiting paused', async () => {
    const client = createQueryClient({ baseUrl });
    const refused: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    onlineManager.setOnline(false);
    const mutation = client.getMutationCache().build(client, { mutationFn: () => refused(`${baseUrl}/api/analyse`) });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    const read = createQueryClient({ baseUrl, fetchImpl: refused });
    await expect(read.fetchQuery({ queryKey: ['/api/journal'] })).rejects.toThrow('Failed to fetch');
  });

  it('reads the URL in the first element of the query key, against the base URL', async () => {
    const client = createQueryClient({ baseUrl });
    await expect(client.fetchQuery({ queryKey: ['/api/journal'] })).resolves.toEqual({ url: '/api/journal' });
  });

  it('fails on 401 by default with "<status>: <body>", once (no retry)', async () => {
    const client = createQueryClient({ baseUrl });
    hits.length = 0;
    const error = await client.fetchQuery({ queryKey: ['/api/auth/user'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"code":"unauthorised","message":"Sign in"}');
    expect(hits).toEqual(['GET /api/auth/user']);
  });

  it('answers null on 401 when the read asks for it', async () => {
    const client = createQueryClient({ baseUrl });
    const user = await client.fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ baseUrl, on401: 'returnNull' }),
    });
    expect(user).toBeNull();
  });

  it('uses the status text when an error body is empty', async () => {
    const client = createQueryClient({ baseUrl });
    await expect(client.fetchQuery({ queryKey: ['/api/broken'] })).rejects.toThrow('500: Internal Server Error');
  });
});
