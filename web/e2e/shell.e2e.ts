/**
 * The app shell in Chromium against the real server: landing and sign-in
 * through the built-in identity provider, the shell and its menus, 404, the
 * tone bridge page, account settings surviving a reload, installability and an
 * offline reload. Every screen is photographed at 1280 px and 390 px, light
 * and dark, and checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { launchChromium, type TestBrowser } from '../../e2e/support/chromium';
import {
  apiFromPage,
  captureScreen,
  clickText,
  setScheme,
  signInFromLanding,
  startApp,
  waitForText,
  type RunningApp,
} from './support/app';
import { chooseMode, clickButton } from './analysis-support';

let app: RunningApp;
let chromium: TestBrowser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  app = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
});

afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

describe.sequential('shell', () => {
  it('shows the landing page with the privacy promise and Log In to /api/login', async () => {
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'Your words stay yours');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('accessible only to you');
    expect(text).toContain('0.42.2508.9');
    expect(text).toContain('2025-08-09');
    const href = await page.$eval('a.landing__login', (a) => (a as HTMLAnchorElement).getAttribute('href'));
    expect(href).toBe('/api/login');
    problems.push(...(await captureScreen(page, 'landing')));
  });

  it('signs in from the landing page through the built-in identity provider', async () => {
    await signInFromLanding(page, app.url, { email: 'grace@example.test', name: 'Grace Hopper' });
    const tabs = await page.$$eval('[role="tab"]', (els) => els.map((e) => e.textContent?.trim()));
    expect(tabs).toEqual(['Analyser', 'Signature Dashboard', 'Learning Mode']);
    expect(await page.$eval('[role="tab"][aria-selected="true"]', (e) => e.textContent)).toBe('Analyser');
    expect(await page.$eval('.tl-avatar', (e) => e.textContent)).toBe('GH');
    problems.push(...(await captureScreen(page, 'shell-analyser')));
  });

  it('gives the shared status colours their light and dark values, from the system setting and from the chosen theme', async () => {
    const tension = () =>
      page.evaluate(() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--color-tension)';
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      });
    const light = 'rgb(194, 65, 12)';
    const dark = 'rgb(251, 146, 60)';
    await setScheme(page, 'light');
    expect(await tension()).toBe(light);
    await setScheme(page, 'dark');
    expect(await tension()).toBe(dark);
    // A theme chosen in the app wins over the system setting, both ways.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await tension()).toBe(light);
    await setScheme(page, 'light');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await tension()).toBe(dark);
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
    expect(await tension()).toBe(light);
  });

  it('opens the user menu with Account Settings, three sister apps in new tabs and Log Out', async () => {
    await page.click('.shell__avatar-button');
    await page.waitForSelector('[role="menu"]');
    const items = await page.$$eval('[role="menu"] [role="menuitem"]', (els) =>
      els.map((e) => ({ text: e.textContent?.trim(), href: e.getAttribute('href'), target: e.getAttribute('target') })),
    );
    expect(items[0]!.text).toBe('Account Settings');
    const external = items.filter((i) => i.target === '_blank');
    expect(external).toHaveLength(3);
    // Signing out is a POST the page sends (a GET answers 405), so the item is a button, not a link.
    expect(items.at(-1)).toMatchObject({ text: 'Log Out', href: null });
    problems.push(
      ...(await captureScreen(page, 'shell-user-menu', async () => {
        if (!(await page.$('[role="menu"]'))) await page.click('.shell__avatar-button');
      })),
    );
    await page.keyboard.press('Escape');
  });

  it('saves account settings through the API, switches the interface to the saved language, and they survive a reload', async () => {
    if (!(await page.$('[role="menu"]'))) await page.click('.shell__avatar-button');
    await clickText(page, 'Account Settings', '[role="menuitem"]');
    const dialog = await page.waitForSelector('[role="dialog"]');
    const text = await dialog!.evaluate((d) => (d as HTMLElement).innerText);
    for (const section of ['Account information', 'Login information', 'Security']) expect(text).toContain(section);
    problems.push(...(await captureScreen(page, 'account-settings')));
    const set = async (name: string, value: string) => {
      await page.$eval(`[role="dialog"] input[name="${name}"]`, (el) => ((el as HTMLInputElement).value = ''));
      await page.type(`[role="dialog"] input[name="${name}"]`, value);
    };
    await set('firstName', 'Amazing');
    await set('lastName', 'Grace');
    await set('sitePrefix', 'cobol-studio');
    await page.select('[role="dialog"] select[name="language"]', 'fr');
    await clickText(page, 'Save Changes', '[role="dialog"] button');
    // The interface speaks French at once, the confirmation included, without a reload.
    await waitForText(page, 'Paramètres enregistrés');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[role="tablist"]');
    expect(await page.$eval('.tl-avatar', (e) => e.textContent)).toBe('AG');
    const user = await apiFromPage<{ firstName: string; lastName: string; sitePrefix: string; language: string }>(
      page,
      'GET',
      '/api/auth/user',
    );
    expect(user.body).toMatchObject({
      firstName: 'Amazing',
      lastName: 'Grace',
      sitePrefix: 'cobol-studio',
      language: 'fr',
    });
    await page.click('.shell__avatar-button');
    await clickText(page, 'Paramètres du compte', '[role="menuitem"]');
    await page.waitForSelector('[role="dialog"]');
    expect(await page.$eval('[role="dialog"] select[name="language"]', (e) => (e as HTMLSelectElement).value)).toBe(
      'fr',
    );
    expect(await page.$eval('[role="dialog"] input[name="sitePrefix"]', (e) => (e as HTMLInputElement).value)).toBe(
      'cobol-studio',
    );
    await clickText(page, 'Annuler', '[role="dialog"] button');
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    // Back to English for the screens that follow.
    await apiFromPage(page, 'PATCH', '/api/auth/user', { language: 'en' });
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, 'Analyser');
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${app.url}/no/such/page`, { waitUntil: 'networkidle0' });
    await waitForText(page, '404 Page Not Found');
    problems.push(...(await captureScreen(page, 'not-found')));
  });

  it('shows the tone bridge with 0.500 and 550 Hz, and the no-data message without a tone', async () => {
    await page.goto(`${app.url}/tune-link?tone=0.5&frequency=550&text=hi`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="bridge-tone"]');
    expect(await page.$eval('[data-testid="bridge-tone"]', (e) => e.textContent)).toBe('0.500');
    expect(await page.$eval('[data-testid="bridge-frequency"]', (e) => e.textContent)).toBe('550 Hz');
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain('Serenity - calm, peaceful');
    expect(text).toContain('hi');
    problems.push(...(await captureScreen(page, 'tune-link')));

    // Generate Music opens the configured audio tool in a new tab with the tone.
    const [target] = await Promise.all([
      chromium.browser.waitForTarget((t) => t.url() !== page.url() && t.url().includes('tone=0.500'), {
        timeout: 15_000,
      }),
      clickText(page, 'Generate Music'),
    ]);
    const url = new URL(target.url());
    expect(url.searchParams.get('tone')).toBe('0.500');
    expect(url.searchParams.get('frequency')).toBe('550');

    await page.goto(`${app.url}/tune-link`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'No tone data found. Please generate a tone analysis first.');
    problems.push(...(await captureScreen(page, 'tune-link-empty')));
    await clickText(page, 'Back to ToneLens');
    await page.waitForSelector('[role="tablist"]');
  });

  it('sends a signed-out visitor of /tune-link to sign in and back', async () => {
    const other = await chromium.browser.createBrowserContext();
    const visitor = await other.newPage();
    await visitor.goto(`${app.url}/tune-link?tone=0.25&frequency=385`, { waitUntil: 'networkidle0' });
    await visitor.waitForSelector('input[name=email]');
    await visitor.type('input[name=email]', 'visitor@example.test');
    await visitor.type('input[name=name]', 'Visiting Person');
    await Promise.all([visitor.waitForNavigation({ waitUntil: 'networkidle0' }), visitor.click('button[type=submit]')]);
    await visitor.waitForSelector('[data-testid="bridge-tone"]', { timeout: 30_000 });
    expect(new URL(visitor.url()).pathname).toBe('/tune-link');
    expect(await visitor.$eval('[data-testid="bridge-tone"]', (e) => e.textContent)).toBe('0.250');
    await other.close();
  });

  it('is installable and reloads offline from the service worker', async () => {
    // Earlier tests opened other tabs: this one must be in front, or Chromium stops rendering it.
    await page.bringToFront();
    await page.goto(`${app.url}/`, { waitUntil: 'networkidle0' });
    await page
      .waitForFunction(() => navigator.serviceWorker?.controller !== null || false, { timeout: 20_000 })
      .catch(async () => {
        await page.reload({ waitUntil: 'networkidle0' });
      });
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), { timeout: 20_000 });
    const cdp = await page.createCDPSession();
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
    const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toContain('192x192 any');
    expect(sizes).toContain('512x512 any');
    expect(sizes).toContain('512x512 maskable');

    // Make sure this page is controlled, then take the network away by stopping the server.
    await page.reload({ waitUntil: 'networkidle0' });
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await app.stop();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('[role="tablist"]', { timeout: 20_000 });
    await page.waitForSelector('[data-testid="analysis-input"]');
    // The analyser reads the text locally while typing: the visualization follows it with no network.
    await page.type('[data-testid="analysis-input"]', 'Offline, the tone is still mine to read.');
    await waitForText(page, '40 characters');
    // A spectral reading offline: read here, the chart's script (loaded on demand) comes from the kept copy,
    // and the reading says it was not saved.
    await chooseMode(page, 'spectral');
    await clickButton(page, 'Analyse Emotional Resonance');
    await waitForText(page, 'Not Saved');
    await page.waitForSelector('[data-testid="frequency-chart"]', { visible: true, timeout: 20_000 });
    expect(await page.$('[data-testid="load-failed"]')).toBeNull();
    problems.push(...(await captureScreen(page, 'offline-analyser')));
  });

  it('has no serious or critical accessibility violations on any screen', () => {
    expect(problems).toEqual([]);
  });
});
