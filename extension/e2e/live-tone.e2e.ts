import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page, Protocol } from 'puppeteer-core';
import { readsTense, readTone, tensionReasons, toneNameOf, toneVerdict } from '@tonelens/core';
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
  return toneNameOf(readTone(text)).label;
}

/** The verdict the chip should tell for `text`. */
function verdictOf(text: string): string {
  const reading = readTone(text);
  const name = toneNameOf(reading);
  return toneVerdict(name, tensionReasons(reading.axes).length, readsTense(reading.axes, undefined, name.family)).text;
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

const sessions = new WeakMap<Page, CDPSession>();
async function devtools(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.createCDPSession();
    sessions.set(page, session);
  }
  return session;
}

type DomNode = Protocol.DOM.Node;
const attribute = (node: DomNode, name: string) => {
  const list = node.attributes ?? [];
  for (let i = 0; i < list.length; i += 2) if (list[i] === name) return list[i + 1]!;
  return null;
};
function find(node: DomNode, test: (n: DomNode) => boolean): DomNode | null {
  if (test(node)) return node;
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
    const found = find(child, test);
    if (found) return found;
  }
  return null;
}

/** The chip's host, closed shadow root and its two buttons, read as developer tools read them (the page cannot). */
async function chipNodes(page: Page) {
  const { root } = await (await devtools(page)).send('DOM.getDocument', { depth: -1, pierce: true });
  const host = find(root, (n) => n.nodeName === 'TONELENS-CHIP');
  if (!host) return null;
  const shadow = host.shadowRoots?.[0];
  const button = (name: string) => (shadow ? find(shadow, (n) => attribute(n, 'class') === name) : null);
  return { host, shadow, chip: button('chip'), off: button('off') };
}

async function chipState(page: Page) {
  const nodes = await chipNodes(page);
  if (!nodes) return null;
  const { host, chip } = nodes;
  return {
    visible: String(/display:\s*flex/.test(attribute(host, 'style') ?? '')),
    colour: chip && attribute(chip, 'data-colour'),
    band: chip && attribute(chip, 'data-band'),
    tension: chip && attribute(chip, 'data-tension'),
  };
}

/** The centre of the chip's dot or its × on the page, in CSS pixels. */
async function chipPoint(page: Page, which: 'chip' | 'off') {
  const node = (await chipNodes(page))?.[which];
  if (!node) throw new Error(`No ${which} button in the chip`);
  const { model } = await (await devtools(page)).send('DOM.getBoxModel', { backendNodeId: node.backendNodeId });
  const [x1, y1, , , x3, y3] = model.border;
  return { x: (x1! + x3!) / 2, y: (y1! + y3!) / 2 };
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

  it('gives the page nothing to read and nothing to press: its own clicks on the chip hand no text to the analyser', async () => {
    const attacker = await chromium.browser.newPage();
    await attacker.setViewport({ width: 800, height: 640 });
    await attacker.goto(`${site.origin}/compose`, { waitUntil: 'load' });
    const INJECTED = 'I authorise the transfer of everything in my account.';
    // The page fills and focuses its own field, as any script may.
    await attacker.evaluate((text) => {
      const area = document.getElementById('message') as HTMLTextAreaElement;
      area.value = text;
      area.focus();
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }, INJECTED);
    await waitFor(async () => (await chipState(attacker))?.visible === 'true', 10_000, 'the chip');
    expect((await chipNodes(attacker))!.shadow?.shadowRootType).toBe('closed');

    const seen = await attacker.evaluate(() => {
      const host = document.querySelector('tonelens-chip') as HTMLElement;
      const seen = {
        shadowRoot: host.shadowRoot === null ? 'none' : 'open',
        attributes: host.getAttributeNames(),
        stateful: document.querySelectorAll('[data-band], [data-colour], [data-tension], [data-visible]').length,
      };
      const click = (el: Element | null, x: number, y: number) => {
        if (!el) return;
        (el as HTMLElement).click();
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
          el.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y }));
      };
      const r = host.getBoundingClientRect();
      for (const x of [r.left + 4, r.left + 11, r.right - 6]) {
        const y = r.top + r.height / 2;
        click(host, x, y);
        click(document.elementFromPoint(x, y), x, y);
      }
      // The way in while the root was open: its buttons, clicked directly.
      host.shadowRoot?.querySelectorAll('button').forEach((b) => click(b, 0, 0));
      return seen;
    });
    expect(seen).toEqual({ shadowRoot: 'none', attributes: ['style'], stateful: 0 });

    await new Promise((r) => setTimeout(r, 1000));
    const handed = await chromium.worker.evaluate(async () => (await chrome.storage.session.get(null)).pendingAnalysis);
    expect(handed ?? null).toBeNull();
    expect(chromium.browser.targets().some((t) => t.url().endsWith('/sidepanel.html'))).toBe(false);
    // Nor did the × switch the site off.
    expect((await getStoredSettings(chromium.worker))?.liveTone?.disabledSites ?? []).toEqual([]);
    expect((await chipState(attacker))?.visible).toBe('true');
    await attacker.close();
    await page.bringToFront();
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
    const point = await chipPoint(page, 'chip');
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
    const off = await chipPoint(page, 'off');
    await page.mouse.move(off.x, off.y);
    await page.mouse.click(off.x, off.y);
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
