/**
 * The result in one voice, as a person sees it, in Chromium against the real
 * server: a hurt message and a sarcastic one at 1366×900 and 390×844, light and
 * dark, each led by its tone name, the phrases behind it highlighted in the
 * text, nothing running past its box; and the framed chat answering "Is this
 * too blunt for my manager?" at both sizes. Screenshots go to SHOTS_DIR
 * (default /tmp/shots) as analyser-*.png, to be looked at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { readTone, toneNameOf } from '@tonelens/core';
import { launchChromium, type TestBrowser } from '../../e2e/support/chromium';
import { chooseMode, clickButton, enterText, signInThroughBrowser, waitForToast } from './analysis-support';
import { coloursSettled, setScheme, startApp, type RunningApp } from './support/app';

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SCHEMES = ['light', 'dark'] as const;
const TEXTS = {
  hurt: { text: "You didn't even ask how my interview went. I guess it doesn't matter.", phrase: "You didn't even" },
  sarcastic: { text: 'Oh great, another meeting that could have been an email.', phrase: 'Oh great' },
} as const;

let server: RunningApp;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport(SIZES.desktop);
  await signInThroughBrowser(page, server.url);
});

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

/** Elements inside `selector` whose text runs past their own box or past the viewport's right edge. */
function overflowing(selector: string): Promise<string[]> {
  return page.$$eval(`${selector}, ${selector} *`, (els) =>
    els
      .filter((el) => {
        const box = el.getBoundingClientRect();
        // Visually hidden words (1 px boxes, clipped on purpose) are read out, not seen.
        if (box.width <= 1 || box.height <= 1) return false;
        const style = getComputedStyle(el);
        const clips = style.overflowX === 'auto' || style.overflowX === 'scroll';
        return (
          box.right > document.documentElement.clientWidth + 0.5 || (!clips && el.scrollWidth > el.clientWidth + 1)
        );
      })
      .map((el) => `${el.tagName}.${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
}

async function shoot(name: string, element?: string): Promise<void> {
  await coloursSettled(page);
  const path = join(SHOTS, `analyser-${name}.png`);
  if (element) await (await page.$(element))!.screenshot({ path });
  else await page.screenshot({ path });
}

describe('a result, in one voice', () => {
  for (const [kind, { text, phrase }] of Object.entries(TEXTS)) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      it(`leads the ${kind} message with its tone name at ${viewport.width}×${viewport.height}, nothing overflowing`, async () => {
        await page.setViewport(viewport);
        await page.evaluate(() => window.scrollTo(0, 0));
        await chooseMode(page, 'full');
        await enterText(page, text);
        await clickButton(page, 'Analyse Emotional Resonance');
        await waitForToast(page, 'Analysis Complete', 30_000);
        const card = '[data-testid="analysis-feedback"]';
        await page.waitForSelector(card);
        const name = await page.$eval(`${card} [data-testid="tone-name"]`, (el) => el.textContent);
        expect(name).toBe(toneNameOf(readTone(text)).label);
        const marks = await page.$$eval(`${card} [data-testid="driving-phrase"]`, (els) =>
          els.map((e) => e.textContent),
        );
        expect(marks).toContain(phrase);
        // Smooth scrolling brings the result up: let it settle before measuring and shooting.
        await new Promise((r) => setTimeout(r, 900));
        for (const scheme of SCHEMES) {
          await setScheme(page, scheme);
          expect(await overflowing(card)).toEqual([]);
          await shoot(`${kind}-${size}-${scheme}`);
          await shoot(`${kind}-${size}-${scheme}-card`, card);
        }
        // From the focused result, Tab reaches the first highlighted phrase: what it does shows on keyboard focus.
        await page.focus('[data-testid="results"]');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('driving-phrase');
        const tip = await page.waitForSelector('[role="tooltip"]', { visible: true });
        expect(await tip!.evaluate((el) => el.textContent)).toContain(`“${phrase}” — reads as`);
        await shoot(`${kind}-${size}-dark-phrase`);
        await page.keyboard.press('Escape');
        await setScheme(page, 'light');
      });
    }
  }

  it('opens the details on demand', async () => {
    await page.setViewport(SIZES.desktop);
    const card = '[data-testid="analysis-feedback"]';
    await page.click(`${card} [data-testid="result-details"] button[aria-expanded="false"]`);
    await page.waitForSelector(`${card} [data-testid="result-details"] button[aria-expanded="true"]`);
    expect(await overflowing(card)).toEqual([]);
    await shoot('sarcastic-desktop-light-details', card);
  });
});

describe('the framed chat', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`answers "Is this too blunt for my manager?" at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewport(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await enterText(page, 'I need the report by Friday. No excuses this time.');
      await clickButton(page, 'Generate Alternative Text');
      await waitForToast(page, 'Alternative Text Generated');
      await clickButton(page, 'Open Framed Text Interaction');
      const dialog = '[role="dialog"]';
      await page.waitForSelector(`${dialog} [data-testid="framed-alternative"]`);
      await page.type(`${dialog} textarea[aria-label="Message"]`, 'Is this too blunt for my manager?');
      await page.keyboard.press('Enter');
      const reply = await page.waitForSelector(`${dialog} [data-testid="chat-ai"]`, { timeout: 30_000 });
      expect(await reply!.evaluate((el) => el.querySelector('p')?.textContent)).toMatch(/^(Yes|No)\b/);
      await new Promise((r) => setTimeout(r, 400));
      for (const scheme of SCHEMES) {
        await setScheme(page, scheme);
        expect(await overflowing(`${dialog} [role="log"]`)).toEqual([]);
        await shoot(`framed-blunt-${size}-${scheme}`);
      }
      await setScheme(page, 'light');
      await page.keyboard.press('Escape');
      await page.waitForSelector(dialog, { hidden: true });
    });
  }
});
