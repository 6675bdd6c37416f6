/**
 * The extension's surfaces telling a reading in the result card's order and
 * words, in Chromium with the built extension: the popup, the side panel and
 * the live-tone chip's popover, light and dark, for a sarcastic message.
 * Screenshots go to SHOTS_DIR (default /tmp/shots) as analyser-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { readTone, toneNameOf } from '@tonelens/core';
import { launchWithExtension, servePages, waitFor, type ExtensionBrowser, type PageServer } from './support';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const SARCASTIC = 'Oh great, another meeting that could have been an email.';
const NAME = toneNameOf(readTone(SARCASTIC)).label;
const PHRASE_LINE = '“Oh great” — reads as sarcastic';
const SCHEMES = ['light', 'dark'] as const;
const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>Compose</title></head>
<body style="font-family: sans-serif; padding: 220px 40px 40px">
<label>Message <textarea id="message" rows="4" cols="60"></textarea></label></body></html>`;

let chromium: ExtensionBrowser;
let site: PageServer;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  chromium = await launchWithExtension();
  site = await servePages({ '/compose': PAGE });
});
afterAll(async () => {
  await chromium?.close();
  await site?.close();
});

async function shoot(page: Page, name: string, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  await new Promise((r) => setTimeout(r, 400));
  await page.screenshot({ path: join(SHOTS, `analyser-${name}-${scheme}.png`), fullPage: true });
}

/** Elements whose text runs past their own box or past the page's right edge (visually hidden words aside). */
function overflowing(page: Page): Promise<string[]> {
  return page.$$eval('body *', (els) =>
    els
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || el.tagName === 'TEXTAREA') return false;
        const clips = ['auto', 'scroll', 'hidden'].includes(getComputedStyle(el).overflowX);
        return (
          box.right > document.documentElement.clientWidth + 0.5 || (!clips && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
}

describe('one voice on the extension’s surfaces', () => {
  it('the popup leads with the tone name, then what it does, then each phrase once', async () => {
    const page = await chromium.openPage('popup.html');
    await page.setViewport({ width: 360, height: 600 });
    await page.waitForSelector('main[data-app]');
    await page.type('#quick-text', SARCASTIC);
    await waitFor(
      async () => (await page.$eval('[data-testid="tone-phrases"]', (el) => el.textContent).catch(() => null)) ?? null,
      10_000,
      'the phrase lines',
    );
    expect(await page.$eval('[data-testid="tone-name"]', (el) => el.textContent)).toBe(NAME);
    expect(await page.$$eval('[data-testid="tone-phrases"] li', (els) => els.map((e) => e.textContent))).toEqual([
      PHRASE_LINE,
    ]);
    expect(await overflowing(page)).toEqual([]);
    for (const scheme of SCHEMES) await shoot(page, 'popup', scheme);
    await page.close();
  });

  it('the side panel shows the result card in the same order', async () => {
    const panel = await chromium.openPage('sidepanel.html');
    await panel.setViewport({ width: 420, height: 900 });
    await panel.waitForSelector('[data-testid="analysis-input"]', { timeout: 20_000 });
    await panel.click('::-p-text(Full)');
    await panel.type('[data-testid="analysis-input"]', SARCASTIC);
    await panel.click('::-p-text(Analyse Emotional Resonance)');
    const card = '[data-testid="analysis-feedback"]';
    await panel.waitForSelector(card, { timeout: 30_000 });
    expect(await panel.$eval(`${card} [data-testid="tone-name"]`, (el) => el.textContent)).toBe(NAME);
    expect(
      await panel.$$eval(`${card} [data-testid="driving-phrase"]`, (els) => els.map((e) => e.textContent)),
    ).toEqual(['Oh great']);
    await new Promise((r) => setTimeout(r, 900));
    expect(await overflowing(panel)).toEqual([]);
    await panel.$eval(card, (el) => el.scrollIntoView({ block: 'start' }));
    for (const scheme of SCHEMES) {
      await panel.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      await new Promise((r) => setTimeout(r, 400));
      await (await panel.$(card))!.screenshot({ path: join(SHOTS, `analyser-sidepanel-${scheme}.png`) });
    }
    await panel.close();
  });

  it('the chip’s popover tells the name, the verdict, what the tone does and its phrase', async () => {
    const page = await chromium.browser.newPage();
    await page.setViewport({ width: 800, height: 480 });
    await page.goto(`${site.origin}/compose`, { waitUntil: 'load' });
    await page.click('#message');
    await page.type('#message', SARCASTIC);
    const label = await waitFor(
      async () => {
        const tree = (await page.accessibility.snapshot({ interestingOnly: true })) as unknown as Node;
        return findName(tree);
      },
      10_000,
      'the chip’s reading',
    );
    expect(label).toContain(`${NAME} tone`);
    expect(label).toContain(`${PHRASE_LINE}.`);
    const box = await page.$eval('tonelens-chip', (el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + 12, y: r.top + r.height / 2 };
    });
    await page.mouse.move(box.x, box.y);
    for (const scheme of SCHEMES) await shoot(page, 'chip-popover', scheme);
    await page.close();
  });
});

interface Node {
  role?: string;
  name?: string;
  children?: Node[];
}
function findName(node: Node | null | undefined): string | null {
  if (!node) return null;
  if (node.role === 'button' && node.name?.startsWith('ToneLens:') && node.name.includes('Oh great')) return node.name;
  for (const child of node.children ?? []) {
    const found = findName(child);
    if (found) return found;
  }
  return null;
}
