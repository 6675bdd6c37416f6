import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { screenshot, SCREENSHOT_DIR } from '../../e2e/support/chromium';
import {
  launchWithExtension,
  seriousViolations,
  servePages,
  setSettings,
  waitFor,
  type ExtensionBrowser,
  type PageServer,
} from './support';

const MENU_ID = 'tonelens-analyse-selection';
const SELECTION = 'I really appreciate your patience, and I am sorry the report is late.';

/** Whether the page's text contains `text`. */
const pageHas = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

describe('the side panel without the server', () => {
  let chromium: ExtensionBrowser;
  let site: PageServer;

  beforeAll(async () => {
    chromium = await launchWithExtension();
    site = await servePages({
      '/article': `<!doctype html><html><body><h1>Notes</h1><p id="p">${SELECTION}</p></body></html>`,
      '/compose': '<!doctype html><html><body><textarea id="draft" name="draft"></textarea></body></html>',
    });
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.close();
  });

  it('ends a context-menu click on a selection with that text analysed in the real side panel', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${site.origin}/article`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('p')!);
      getSelection()!.addRange(range);
    });
    const selection = await page.evaluate(() => getSelection()!.toString());
    expect(selection).toBe(SELECTION);

    // The real side panel opens only on a user gesture: give it one from an extension page.
    const opener = await chromium.openPage('popup.html');
    const cdp = await opener.createCDPSession();
    const { result } = await cdp.send('Runtime.evaluate', {
      expression:
        'chrome.windows.getCurrent().then(w => chrome.sidePanel.open({ windowId: w.id })).then(() => "opened", e => e.message)',
      userGesture: true,
      awaitPromise: true,
    });
    expect(result.value).toBe('opened');
    const panelTarget = await chromium.browser.waitForTarget((t) => t.url().endsWith('/sidepanel.html'));
    const panel = (await panelTarget.asPage())!;
    await panel.waitForSelector('::-p-text(Analyse Emotional Resonance)');

    // The menu's real listener, as Chrome calls it for a click on the item.
    const windowId = await chromium.worker.evaluate(async () => (await chrome.windows.getLastFocused()).id!);
    await chromium.worker.evaluate(
      (menuItemId, selectionText, id) =>
        (chrome.contextMenus.onClicked as unknown as { dispatch(info: object, tab: object): void }).dispatch(
          { menuItemId, selectionText, editable: false },
          { id: -1, windowId: id },
        ),
      MENU_ID,
      selection,
      windowId,
    );

    await panel.waitForSelector('[data-testid="surroundings"]', { timeout: 20_000 });
    await waitFor(() => pageHas(panel, SELECTION), 10_000, 'the selection in the results');
    await waitFor(() => pageHas(panel, 'Analysis Complete'), 10_000, "'Analysis Complete'");
    expect(await panel.$('[data-testid="local-mode"]')).not.toBeNull();
    await opener.close();
  });

  it('in a writing field with nothing selected, analyses the whole field from the context menu', async () => {
    const page = await chromium.browser.newPage();
    await page.goto(`${site.origin}/compose`, { waitUntil: 'load' });
    const draft = 'Thanks for waiting. I know this took longer than I promised, and I am sorry.';
    await page.click('#draft');
    await page.type('#draft', draft);
    const panelTarget = await chromium.browser.waitForTarget((t) => t.url().endsWith('/sidepanel.html'));
    const panel = (await panelTarget.asPage())!;
    const tab = await chromium.worker.evaluate(
      async (url) => (await chrome.tabs.query({ url }))[0]!,
      `${site.origin}/compose`,
    );
    await chromium.worker.evaluate(
      (menuItemId, id, windowId) =>
        (chrome.contextMenus.onClicked as unknown as { dispatch(info: object, tab: object): void }).dispatch(
          { menuItemId, editable: true, frameId: 0 },
          { id, windowId },
        ),
      MENU_ID,
      tab.id!,
      tab.windowId,
    );
    await waitFor(() => pageHas(panel, draft), 20_000, 'the field’s text analysed in the panel');
    await page.close();
  });

  it('has one main landmark holding the analyser, with the header outside it', async () => {
    const panel = await chromium.openPage('sidepanel.html');
    await panel.waitForSelector('[data-testid="analysis-input"]', { timeout: 20_000 });
    const landmarks = await panel.evaluate(() => ({
      mains: document.querySelectorAll('main, [role="main"]').length,
      inputInMain: Boolean(document.querySelector('main [data-testid="analysis-input"]')),
      headerInMain: Boolean(document.querySelector('main header')),
    }));
    expect(landmarks).toEqual({ mains: 1, inputInMain: true, headerInMain: false });
    // Signed out, the header offers Sign in; it and the rest read at 4.5:1 or better in both themes.
    await panel.waitForSelector('::-p-text(Sign in)');
    for (const scheme of ['light', 'dark'] as const) {
      expect(await seriousViolations(panel, scheme), scheme).toEqual([]);
    }
    await panel.close();
  });

  it('with "Local only" on, analyses in the panel without a single request leaving the device', async () => {
    await setSettings(chromium.worker, { localOnly: true });
    const panel = await chromium.openPage('sidepanel.html');
    await panel.setViewport({ width: 420, height: 1100 });
    await panel.waitForSelector('::-p-text(Nothing you write leaves this device)');
    const requests: string[] = [];
    const onRequest = (r: HTTPRequest) => {
      if (!r.url().startsWith('chrome-extension://') && !r.url().startsWith('data:')) requests.push(r.url());
    };
    panel.on('request', onRequest);

    await panel.click('::-p-text(Full)');
    await panel.type('textarea', 'Honestly I was furious when I read the email, and I still think it was unfair.');
    await panel.click('::-p-text(Analyse Emotional Resonance)');
    await panel.waitForSelector('[data-testid="surroundings"]', { timeout: 20_000 });
    await waitFor(() => pageHas(panel, 'Analysis Complete'), 10_000, "'Analysis Complete'");
    await screenshot(panel, 'extension-sidepanel-local-only');
    await panel.screenshot({ path: `${SCREENSHOT_DIR}/extension-sidepanel-local-only-top.png` });

    // "Not right?" is kept on the device: stored in the extension's storage, listed on the options page.
    await panel.click('button[data-action="not-right"]');
    await panel.click('form.not-right--open ::-p-text(Hurt)');
    await panel.click('button[data-action="send-feedback"]');
    await panel.waitForSelector('[data-testid="not-right-sent"]', { timeout: 10_000 });
    const kept = await panel.evaluate(() => JSON.parse(localStorage.getItem('tonelens.feedback') ?? '[]') as unknown[]);
    expect(kept).toEqual([expect.objectContaining({ tone: 'hurt', text: null })]);
    panel.off('request', onRequest);
    expect(requests).toEqual([]);
    const options = await chromium.openPage('options.html');
    const item = await options.waitForSelector('[data-testid="feedback-item"]', { timeout: 20_000 });
    expect(await item!.evaluate((e) => (e as HTMLElement).innerText)).toMatch(/^Hurt/);
    await options.close();
  });
});
