import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest } from 'puppeteer-core';
import { analyseSpectral, emotionalBand, spectralValue } from '@tonelens/core';
import { screenshot } from '../../e2e/support/chromium';
import {
  launchWithExtension,
  seriousViolations,
  servePages,
  waitFor,
  type ExtensionBrowser,
  type PageServer,
} from './support';

const MENU_ID = 'tonelens-analyse-selection';

describe('the extension in Chromium: service worker, menu and popup', () => {
  let chromium: ExtensionBrowser;
  let site: PageServer;
  const SELECTED = 'Please call me back when you can, it is really urgent.';

  beforeAll(async () => {
    chromium = await launchWithExtension();
    site = await servePages({ '/': `<!doctype html><p id="p">${SELECTED}</p><p>Other words.</p>` });
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.close();
  });

  it('starts its service worker and registers the context-menu item', async () => {
    expect(chromium.extensionId).toMatch(/^[a-p]{32}$/);
    // contextMenus has no getter: updating an item succeeds only when it exists.
    await waitFor(
      () =>
        chromium.worker.evaluate(
          (id) =>
            chrome.contextMenus.update(id, {}).then(
              () => true,
              () => false,
            ),
          MENU_ID,
        ),
      10_000,
      'the menu item',
    );
    const missing = await chromium.worker.evaluate(() =>
      chrome.contextMenus.update('no-such-item', {}).then(
        () => 'exists',
        (e: Error) => e.message,
      ),
    );
    expect(missing).toMatch(/cannot find/i);
  });

  it('analyses typed text in the popup on the device, with no network request', async () => {
    const page = await chromium.openPage('popup.html');
    await page.setViewport({ width: 360, height: 560 });
    await page.waitForSelector('main[data-app]');
    const requests: string[] = [];
    const onRequest = (r: HTTPRequest) => requests.push(r.url());
    page.on('request', onRequest);

    const text = 'I am not sure this will work, maybe we should wait. I hate how unclear everything is!';
    await page.type('#quick-text', text);
    // The result follows the typing through a deferred value: wait until it reads the whole text.
    const expectedBand = emotionalBand(spectralValue(analyseSpectral(text))).name;
    await page.waitForFunction(
      (name) => document.querySelector('[data-testid="band-name"]')?.textContent === name,
      { timeout: 10_000 },
      expectedBand,
    );
    await page.waitForSelector('[data-testid="tension"]');
    const axes = await page.$$eval('.popup__axis', (rows) =>
      rows.map((r) => ({
        name: r.querySelector('.popup__axis-name')?.textContent,
        level: r.querySelector('.popup__level')?.textContent,
        value: Number(r.querySelector('[role="meter"]')?.getAttribute('aria-valuenow')),
      })),
    );
    expect(axes.map((a) => a.name)).toEqual(['Warmth', 'Certainty', 'Intensity', 'Coherence']);
    for (const a of axes) {
      expect(a.level).toMatch(/^(Very Low|Low|Moderate|High|Very High) \d+%$/);
      expect(a.value).toBeGreaterThanOrEqual(0);
    }
    expect(await page.$('[data-testid="tension"]')).not.toBeNull();
    expect(await page.$eval('[data-testid="tension"]', (el) => el.textContent)).toContain('Tension detected.');
    await screenshot(page, 'extension-popup');

    await page.click('#quick-text', { count: 3 });
    await page.keyboard.press('Backspace');
    await page.type('#quick-text', 'The meeting is at ten.');
    await page.waitForSelector('[data-testid="no-tension"]');
    page.off('request', onRequest);
    expect(requests).toEqual([]);
    await page.close();
  });

  it('reads at 4.5:1 or better in light and dark: axe-core finds no serious violation with tension and Sign in shown', async () => {
    const page = await chromium.openPage('popup.html');
    await page.setViewport({ width: 360, height: 560 });
    await page.waitForSelector('main[data-app]');
    await page.type('#quick-text', 'I hate how unclear everything is, and I am not sure this will ever work!');
    await page.waitForSelector('[data-testid="tension"]', { timeout: 10_000 });
    await page.waitForSelector('::-p-text(Sign in)');
    for (const scheme of ['light', 'dark'] as const) {
      expect(await seriousViolations(page, scheme), scheme).toEqual([]);
    }
    await page.close();
  });

  it('opens prefilled with the page’s selection, and "Open full analyser" analyses it in the side panel', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${site.origin}/`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('p')!);
      getSelection()!.addRange(range);
    });
    await page.bringToFront();
    // The real popup, as the toolbar button opens it.
    expect(await chromium.worker.evaluate(() => chrome.action.openPopup().then(() => 'opened'))).toBe('opened');
    const popup = (await (
      await chromium.browser.waitForTarget((t) => t.url().endsWith('/popup.html'), { timeout: 10_000 })
    ).asPage())!;
    await popup.waitForSelector('main[data-app]');
    await waitFor(
      () => popup.$eval('#quick-text', (el) => (el as HTMLTextAreaElement).value),
      10_000,
      'the selection in the text box',
    );
    expect(await popup.$eval('#quick-text', (el) => (el as HTMLTextAreaElement).value)).toBe(SELECTED);
    await popup.waitForSelector('[data-testid="quick-result"]');

    await popup.click('::-p-text(Open full analyser)');
    const panel = (await (
      await chromium.browser.waitForTarget((t) => t.url().endsWith('/sidepanel.html'), { timeout: 10_000 })
    ).asPage())!;
    await panel.waitForSelector('[data-testid="surroundings"]', { timeout: 20_000 });
    await waitFor(
      () => panel.evaluate((t) => document.body.innerText.includes(t), SELECTED),
      10_000,
      'the selection analysed in the side panel',
    );
  });
});
