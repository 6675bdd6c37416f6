import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { SCREENSHOT_DIR, screenshot } from '../../e2e/support/chromium';
import { launchWithExtension, setSettings, signInThroughWebApp, waitFor, type ExtensionBrowser } from './support';
import { startServerProcess, type ServerProcess } from '../../api/test/server-process';

const TEXT = 'Dear Sam, thank you for the kind words today. I feel calm and grateful, and the plan is clear.';
const pageHas = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

describe('the side panel with the web app’s session', () => {
  let chromium: ExtensionBrowser;
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess();
    chromium = await launchWithExtension();
    await setSettings(chromium.worker, { serverUrl: server.url });
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  it('shows the person signed in through the web app, and saves an analysis that appears in the web app’s journal', async () => {
    const web = await chromium.browser.newPage();
    await signInThroughWebApp(web, server.url, { email: 'ada@example.com', name: 'Ada Lovelace' });

    const panel = await chromium.openPage('sidepanel.html');
    await panel.setViewport({ width: 420, height: 1000 });
    const user = await panel.waitForSelector('[data-testid="signed-in"]', { timeout: 15_000 });
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

  it('shows the signed-in person in the popup', async () => {
    const popup = await chromium.openPage('popup.html');
    const signedIn = await popup.waitForSelector('[data-testid="signed-in"]', { timeout: 10_000 });
    expect(await signedIn!.evaluate((el) => el.textContent)).toContain('Ada');
    await popup.close();
  });

  it('saves account settings from the options page to the account, and shows them after a reload', async () => {
    const options = await chromium.openPage('options.html');
    await options.waitForSelector('input[name="firstName"]', { timeout: 10_000 });
    expect(await options.$eval('input[name="firstName"]', (el) => (el as HTMLInputElement).value)).toBe('Ada');
    await options.$eval('input[name="sitePrefix"]', (el) => ((el as HTMLInputElement).value = ''));
    await options.type('input[name="sitePrefix"]', 'ada-notes');
    await options.select('select[name="accountLanguage"]', 'de');
    await options.click('::-p-text(Save Changes)');
    await options.waitForSelector('::-p-text(Account settings saved.)');

    const web = await chromium.browser.newPage();
    await web.goto(`${server.url}/`, { waitUntil: 'load' });
    const me = await web.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).json());
    expect(me).toMatchObject({ firstName: 'Ada', sitePrefix: 'ada-notes', language: 'de' });

    await options.reload({ waitUntil: 'domcontentloaded' });
    await options.waitForSelector('input[name="sitePrefix"]', { timeout: 10_000 });
    await waitFor(
      () => options.$eval('input[name="sitePrefix"]', (el) => (el as HTMLInputElement).value === 'ada-notes'),
      5_000,
      'the saved prefix',
    );
    expect(await options.$eval('select[name="accountLanguage"]', (el) => (el as HTMLSelectElement).value)).toBe('de');
    // Signed in, the extension speaks the account's language.
    await options.waitForSelector('::-p-text(Änderungen speichern)', { timeout: 10_000 });
    await screenshot(options, 'extension-options-signed-in');
  });

  it('signs out from the options page, and the side panel falls back to the local modes', async () => {
    const options = await chromium.openPage('options.html');
    // In German (the account's language, saved above) until signed out, then in the options' language again.
    await options.waitForSelector('::-p-text(Abmelden)', { timeout: 10_000 });
    await options.click('::-p-text(Abmelden)');
    await options.waitForSelector('::-p-text(Signed out.)', { timeout: 10_000 });
    const panel = await chromium.openPage('sidepanel.html');
    await panel.waitForSelector('[data-testid="local-mode"]', { timeout: 10_000 });
    expect(await panel.$('[data-testid="signed-in"]')).toBeNull();
  });
});
