import Koa from 'koa';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors';

describe('errorHandler', () => {
  it('answers an unexpected error with a bare internal_error and logs the details instead', async () => {
    const logged: unknown[] = [];
    const app = new Koa();
    app.silent = true;
    app.use(errorHandler((error) => logged.push(error)));
    app.use(() => {
      throw new Error('SELECT * FROM users WHERE secret = 1');
    });
    const server = createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/x`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ code: 'internal_error', message: 'Something went wrong on our side.' });
      expect(logged).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
