import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { SCREENSHOT_DIR, screenshot } from '../../e2e/support/chromium';
import {
  launchWithExtension,
  setSettings,
  signInThroughWebApp,
  startServer,
  waitFor,
  type ExtensionBrowser,
  type RunningServer,
} from './support';

const TEXT = 'Dear Sam, thank you for the kind words today. I feel calm and grateful, and the plan is clear.';
const pageHas = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

describe('the side panel with the web app’s session', () => {
  let chromium: ExtensionBrowser;
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
    chromium = await launchWithExtension();
    await setSettings(chromium.worker, { serverUrl: server.url });
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  it('shows the person signed in through the web app, and saves an analysis that appears in the web app’s journal', async () => {
    const web = await chromium.browser.newPage();
    await signInThroughWebApp(web, server.url, { email: 'ada@example.com', name: 'Ada Lovelace' });

    const panel = await chromium.openPage('sidepanel.html');
    await panel.setViewport({ width: 420, height: 1000 });
    const user = await panel.waitForSelector('[data-testid="panel-user"]', { timeout: 15_000 });
    expect(await user!.evaluate((el) => el.textContent)).toContain('Ada Lovelace');
    expect(await panel.$('[data-testid="local-mode"]')).toBeNull();

    const saves: number[] = [];
    panel.on('response', (r) => {
      if (r.url() === `${server.url}/api/analyse` && r.request().method() === 'POST') saves.push(r.status());
    });
    await panel.click('::-p-text(Full)');
    await panel.type('textarea', TEXT);
    await panel.click('::-p-text(Analyse Emotional Resonance)');
    await panel.waitForSelector('[data-testid="surroundings"]', { timeout: 30_000 });
    await waitFor(() => pageHas(panel, 'Analysis Complete'), 15_000, "'Analysis Complete'");
    expect(saves).toHaveLength(1);
    expect(saves[0]).toBeGreaterThanOrEqual(200);
    expect(saves[0]).toBeLessThan(300);
    await panel.screenshot({ path: `${SCREENSHOT_DIR}/extension-sidepanel-signed-in.png` });
    await screenshot(panel, 'extension-sidepanel-signed-in-full');

    // The web app, in its own tab with the same session, lists the analysis in the journal.
    const journal = await web.evaluate(async () => (await fetch('/api/journal', { credentials: 'include' })).json());
    expect(JSON.stringify(journal)).toContain(TEXT.slice(0, 40));
    await web.reload({ waitUntil: 'load' });
    await waitFor(() => pageHas(web, TEXT.slice(0, 40)), 15_000, 'the entry in the web app’s journal');
    await screenshot(web, 'extension-web-journal-after-panel-save');
  });
});
