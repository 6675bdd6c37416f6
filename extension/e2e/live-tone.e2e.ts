import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { analyseAxesLocally, readsTense, tensionReasons, toneName, toneVerdict } from '@tonelens/core';
import { screenshot } from '../../e2e/support/chromium';
import {
  getStoredSettings,
  launchWithExtension,
  setSettings,
  servePages,
  waitFor,
  type ExtensionBrowser,
  type PageServer,
} from './support';

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Compose</title>
<style>body{font:16px system-ui;margin:24px;max-width:720px} textarea,[contenteditable]{display:block;width:100%;min-height:120px;margin:12px 0;padding:8px;border:1px solid #bbb;box-sizing:border-box}</style></head>
<body><h1>Write a message</h1>
<label>Message <textarea id="message" name="message"></textarea></label>
<div id="editor" contenteditable="true" aria-label="Email body"></div>
<label>Password <input id="password" type="password" name="password"></label>
<p id="keys">0</p>
<script>
  let keys = 0;
  document.addEventListener('keydown', () => { document.getElementById('keys').textContent = String(++keys); });
</script></body></html>`;

/** The tone name the chip should show for `text` (the one every screen shows). */
function nameOf(text: string): string {
  const axes = analyseAxesLocally(text);
  return toneName(axes, axes.drivers).label;
}

/** The verdict the chip should tell for `text`. */
function verdictOf(text: string): string {
  const axes = analyseAxesLocally(text);
  return toneVerdict(toneName(axes), tensionReasons(axes).length, readsTense(axes)).text;
}

const WARM = 'Thank you so much, you are wonderful and kind!';
const COOL = 'Maybe. I guess. Not sure it matters.';

interface AxNode {
  role?: string;
  name?: string;
  focused?: boolean;
  children?: AxNode[];
}

/** The chip as a screen reader meets it: its button's accessible name in the page's accessibility tree, or null. */
async function chipName(page: Page): Promise<string | null> {
  const find = (node: AxNode | null | undefined): string | null => {
    if (!node) return null;
    if (node.role === 'button' && node.name?.startsWith('ToneLens:')) return node.name;
    for (const child of node.children ?? []) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  return find((await page.accessibility.snapshot({ interestingOnly: true })) as AxNode | null);
}

function chipState(page: Page) {
  return page.evaluate(() => {
    const chip = document.querySelector('tonelens-chip');
    if (!chip) return null;
    return {
      visible: chip.getAttribute('data-visible'),
    };
  });
}

async function replaceText(page: Page, selector: string, text: string) {
  await page.click(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(selector, text);
}

describe('live tone in writing fields', () => {
  let chromium: ExtensionBrowser;
  let site: PageServer;
  let page: Page;

  beforeAll(async () => {
    chromium = await launchWithExtension();
    site = await servePages({ '/compose': PAGE });
    page = await chromium.browser.newPage();
    await page.setViewport({ width: 800, height: 640 });
    await page.goto(`${site.origin}/compose`, { waitUntil: 'load' });
  });
  afterAll(async () => {
    await chromium?.close();
    await site?.close();
  });

  it('shows a chip on a textarea whose tone name follows the text as it changes, without moving the field', async () => {
    expect(nameOf(WARM)).not.toBe(nameOf(COOL));
    const before = await page.$eval('#message', (el) => JSON.stringify(el.getBoundingClientRect()));
    await page.click('#message');
    await page.type('#message', WARM);
    await waitFor(async () => (await chipName(page))?.includes(`${nameOf(WARM)} tone`), 10_000, 'the warm tone name');
    expect((await chipState(page))?.visible).toBe('true');
    await screenshot(page, 'extension-chip-textarea');

    await replaceText(page, '#message', COOL);
    await waitFor(async () => (await chipName(page))?.includes(`${nameOf(COOL)} tone`), 10_000, 'the cool tone name');

    // The field neither moved nor lost focus, the value is exactly what was typed, and every key reached the page.
    expect(await page.$eval('#message', (el) => JSON.stringify(el.getBoundingClientRect()))).toBe(before);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('message');
    expect(await page.$eval('#message', (el) => (el as HTMLTextAreaElement).value)).toBe(COOL);
    const keys = Number(await page.$eval('#keys', (el) => el.textContent));
    // Ctrl down, "a" and Backspace are the three keys of the clearing.
    expect(keys).toBe(WARM.length + COOL.length + 3);
  });

  it('tells the same verdict as the analyser, and a keyboard reaches it', async () => {
    const text = 'Maybe, perhaps, I am not sure, possibly unclear, it might be, I guess.';
    await replaceText(page, '#message', text);
    await waitFor(async () => (await chipName(page))?.includes(verdictOf(text)), 10_000, 'the verdict in its name');
    // Alt+Shift+T in the field moves the keyboard to the chip, which stays on its field; Enter would open it.
    await page.keyboard.down('Alt');
    await page.keyboard.down('Shift');
    await page.keyboard.press('KeyT');
    await page.keyboard.up('Shift');
    await page.keyboard.up('Alt');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TONELENS-CHIP');
    expect((await chipState(page))?.visible).toBe('true');
    const focused = (await page.accessibility.snapshot({ interestingOnly: true })) as AxNode;
    const find = (n: AxNode): AxNode | undefined => (n.focused ? n : n.children?.map(find).find(Boolean));
    expect(find(focused)?.name).toContain(verdictOf(text));
    await page.focus('#message');
  });

  it('keeps the focus in the field when the chip is clicked, and the side panel analyses the field’s text', async () => {
    const point = await page.evaluate(() => {
      const r = document.querySelector('tonelens-chip')!.shadowRoot!.querySelector('.chip')!.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    });
    await page.mouse.click(point.x, point.y);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('message');
    // The click opened the real side panel, which analysed the field's text at once.
    const target = await chromium.browser.waitForTarget((t) => t.url().endsWith('/sidepanel.html'), {
      timeout: 10_000,
    });
    const panel = (await target.asPage())!;
    await panel.waitForSelector('[data-testid="surroundings"]', { timeout: 20_000 });
    const fieldText = await page.$eval('#message', (el) => (el as HTMLTextAreaElement).value);
    await waitFor(
      () => panel.evaluate((t) => document.body.innerText.includes(t), fieldText),
      10_000,
      'the field’s text in the panel',
    );
  });

  it('shows a chip on a contenteditable region', async () => {
    await page.click('#editor');
    await page.type('#editor', WARM);
    await waitFor(
      async () => (await chipName(page))?.includes(`${nameOf(WARM)} tone`),
      10_000,
      'the chip on the editor',
    );
    await replaceText(page, '#editor', COOL);
    await waitFor(
      async () => (await chipName(page))?.includes(`${nameOf(COOL)} tone`),
      10_000,
      'the editor’s new name',
    );
    await screenshot(page, 'extension-chip-contenteditable');
  });

  it('shows no chip on a password field', async () => {
    await page.click('#password');
    await page.type('#password', 'correct horse battery staple');
    await new Promise((r) => setTimeout(r, 500));
    expect((await chipState(page))?.visible ?? 'false').toBe('false');
  });

  it('removes the chip when its field leaves the page', async () => {
    await page.click('#message');
    await waitFor(async () => (await chipState(page))?.visible === 'true', 10_000, 'the chip');
    await page.evaluate(() => {
      const area = document.getElementById('message')!;
      // Taken out while focused, as single-page apps do when a compose box closes.
      area.parentElement!.removeChild(area);
    });
    await waitFor(async () => (await chipState(page))?.visible === 'false', 5_000, 'the chip to go');
  });

  it('switches the site off with one click on the chip’s ×, and the chip goes away', async () => {
    await page.click('#editor');
    await waitFor(async () => (await chipState(page))?.visible === 'true', 10_000, 'the chip');
    await page.evaluate(() => {
      (document.querySelector('tonelens-chip')!.shadowRoot!.querySelector('.off') as HTMLElement).click();
    });
    await waitFor(async () => (await chipState(page)) === null, 5_000, 'the chip to be removed');
    expect((await getStoredSettings(chromium.worker)).liveTone.disabledSites).toEqual(['127.0.0.1']);
    await page.type('#editor', ' more words');
    await new Promise((r) => setTimeout(r, 400));
    expect(await chipState(page)).toBeNull();
  });

  it('stays off everywhere while the global switch is off, and comes back when it is on again', async () => {
    await setSettings(chromium.worker, { liveTone: { enabled: false, disabledSites: [] } });
    const other = await chromium.browser.newPage();
    await other.goto(`${site.origin}/compose`, { waitUntil: 'load' });
    await other.click('#message');
    await other.type('#message', WARM);
    await new Promise((r) => setTimeout(r, 500));
    expect(await chipState(other)).toBeNull();
    await setSettings(chromium.worker, { liveTone: { enabled: true, disabledSites: [] } });
    await waitFor(
      async () => (await chipName(other))?.includes(`${nameOf(WARM)} tone`),
      10_000,
      'the chip once switched on',
    );
  });
});
