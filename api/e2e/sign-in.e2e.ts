import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, type TestBrowser } from '../../e2e/support/chromium';
import { startServerProcess, type ServerProcess } from '../test/server-process';

describe('signing in through the built-in identity provider in Chromium', () => {
  let server: ServerProcess;
  let chromium: TestBrowser;
  beforeAll(async () => {
    server = await startServerProcess();
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  it('shows the sign-in page, signs in with an email and a name, and lands back in the app signed in', async () => {
    const page = await chromium.browser.newPage();
    await page.setViewport({ width: 1100, height: 760 });
    const started = performance.now();
    await page.goto(`${server.url}/api/login`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).toMatch(/^\/idp\/interaction\//);
    expect(await page.$('input[name="email"]')).not.toBeNull();
    expect(await page.$('input[name="name"]')).not.toBeNull();
    expect(await page.$('input[type="password"]')).toBeNull();
    const background = await page.$eval('body', (b) => getComputedStyle(b).backgroundColor);
    expect(background).toBe('rgb(15, 23, 42)');
    await screenshot(page, 'api-dev-sign-in');

    await page.type('input[name="email"]', 'lin@example.test');
    await page.type('input[name="name"]', 'Lin Mei');
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[type="submit"]')]);
    await page.waitForFunction((origin) => location.href === `${origin}/`, {}, server.url);
    const elapsed = performance.now() - started;

    const user = await page.evaluate(async () => {
      const res = await fetch('/api/auth/user', { credentials: 'include' });
      return { status: res.status, body: (await res.json()) as { email: string; firstName: string; lastName: string } };
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: 'lin@example.test', firstName: 'Lin', lastName: 'Mei' });
    const cookies = await page.cookies();
    const session = cookies.find((c) => c.name === 'tonelens.sid')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    console.log(`sign-in in Chromium: ${elapsed.toFixed(0)} ms`);
  });
});
