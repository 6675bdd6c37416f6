import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCsp, securityHeaders } from './security';

describe('securityHeaders', () => {
  const options = { audioToolUrl: 'http://localhost:8787/tone-studio/' };
  let url = '';
  let close = () => {};
  beforeAll(async () => {
    const app = new Koa();
    app.use(securityHeaders(options));
    app.use((ctx) => {
      if (ctx.path === '/sw.js' || ctx.path === '/app.js') {
        ctx.type = 'text/javascript';
        ctx.body = 'self.addEventListener("fetch", () => {});';
      } else if (ctx.path === '/page') {
        ctx.type = 'text/html';
        ctx.body = '<!doctype html><title>x</title>';
      } else ctx.body = { ok: true };
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it('serves the service worker under the page policy, so its own fetches are allowed', async () => {
    const res = await fetch(`${url}/sw.js`);
    expect(res.headers.get('content-security-policy')).toBe(pageCsp(options));
    expect(res.headers.get('content-security-policy')).not.toContain("default-src 'none'");
  });

  it('gives pages the page policy and API answers the locked-down one', async () => {
    expect((await fetch(`${url}/page`)).headers.get('content-security-policy')).toBe(pageCsp(options));
    expect((await fetch(`${url}/api/x`)).headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
