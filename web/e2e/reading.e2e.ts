/**
 * One reading, told plainly, in Chromium against the real server: after
 * Analyse the result (led by the tone name) is in view and focused at 1366×900
 * and 390×844, nothing is clipped on a phone, the overlay does not flash for
 * quick work, full-screen chat fills the viewport exactly, and every state is
 * screenshotted in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { join } from 'node:path';
import { SCREENSHOT_DIR, launchChromium, screenshot, type TestBrowser } from '../../e2e/support/chromium';
import { chooseMode, clickButton, enterText, signInThroughBrowser, waitForToast } from './analysis-support';
import { clickSelector, clickText, setScheme, startApp, type RunningApp } from './support/app';

const WARM = 'Congratulations on the new job! So happy for you!';
const HURT = "I'm really disappointed that you didn't show up. I waited for an hour.";

const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SCHEMES = ['light', 'dark'] as const;

let server: RunningApp;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  server = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport(SIZES.desktop);
  await signInThroughBrowser(page, server.url);
  // Counts every time the analysis overlay enters the page.
  await page.evaluate(() => {
    const w = window as unknown as { __overlays: number };
    w.__overlays = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && n.querySelector('[data-testid="analysis-overlay"]')) w.__overlays++;
    }).observe(document.body, { childList: true });
  });
});

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

async function analyse(mode: 'plain' | 'tonelens' | 'spectral' | 'full', text: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await chooseMode(page, mode);
  await enterText(page, text);
  await clickButton(page, 'Analyse Emotional Resonance');
  await waitForToast(page, 'Analysis Complete', 30_000);
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'results');
}

/** The result region's box, and whether it sits in the viewport. */
async function resultPlacement() {
  // Smooth scrolling may still be under way: wait for it to settle.
  await new Promise((r) => setTimeout(r, 900));
  return page.$eval('[data-testid="results"]', (el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top, height: innerHeight };
  });
}

/** Elements wider than the viewport or cut inside their own box. */
function clipped(selector: string) {
  return page.$$eval(selector, (els) =>
    els
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.right > document.documentElement.clientWidth + 0.5 || el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.className}: ${el.textContent?.slice(0, 40)}`),
  );
}

describe('after Analyse', () => {
  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`brings the result into view and focus at ${viewport.width}×${viewport.height}, led by the tone name`, async () => {
      await page.setViewport(viewport);
      await analyse('full', WARM);
      const { top, height } = await resultPlacement();
      expect(top).toBeGreaterThanOrEqual(-1);
      expect(top).toBeLessThan(height / 2);
      const first = await page.$eval(
        '[data-testid="analysis-feedback"] [data-testid="tone-headline"] [data-testid="tone-name"]',
        (el) => el.textContent,
      );
      expect(first).toBeTruthy();
      // The analysed text waits in Your Original Text, and Edit again puts it back.
      expect(await page.$eval('[data-testid="original-text-card"]', (el) => el.textContent)).toContain(WARM);
      for (const scheme of SCHEMES) {
        await setScheme(page, scheme);
        // Colours ease over 200 ms: shoot once they have settled.
        await new Promise((r) => setTimeout(r, 400));
        // What the person sees right after Analyse: the viewport, not the whole page.
        await page.screenshot({ path: join(SCREENSHOT_DIR, `reading-result-${size}-${scheme}.png`) });
      }
      await setScheme(page, 'light');
    });
  }

  it('puts the draft back with Edit again', async () => {
    await page.setViewport(SIZES.desktop);
    await clickButton(page, 'Edit again');
    const value = await page.$eval('[data-testid="analysis-input"]', (el) => (el as HTMLTextAreaElement).value);
    expect(value).toBe(WARM);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('analysis-input');
  });

  it('shows no overlay for work that finishes within 400 ms', async () => {
    const before = await page.evaluate(() => (window as unknown as { __overlays: number }).__overlays);
    await analyse('spectral', HURT);
    expect(await page.evaluate(() => (window as unknown as { __overlays: number }).__overlays)).toBe(before);
  });
});

describe('one number per analysis', () => {
  it('shows the same spectral value and Hz on the result, in the journal and in the signature', async () => {
    await page.setViewport(SIZES.desktop);
    const text = `One number for this text, whatever the screen ${Date.now().toString(36)}.`;
    await analyse('full', text);
    const result = await page.$eval('[data-testid="spectral-results"] .tl-spectral__value', (el) => el.textContent);
    const [, value, hz] = /^(\d\.\d{3}) · (\d+) Hz$/.exec(result!.trim())!;
    const framework = await page.$$eval('[data-testid="framework-info"] .framework__facts div', (rows) =>
      Object.fromEntries(rows.map((r) => [r.querySelector('dt')!.textContent, r.querySelector('dd')!.textContent])),
    );
    expect(framework['Spectral value']).toBe(value);
    expect(framework['Frequency']).toBe(`${hz} Hz`);
    expect(await page.$eval('.result-actions', (el) => el.textContent)).toContain(`Listen to Tone (${hz} Hz)`);

    await page.evaluate(() => window.scrollTo(0, 0));
    await clickSelector(page, '.journal [data-testid="journal-entry"] .journal__open');
    const detail = await page.waitForSelector('.detail__tone-value', { timeout: 15_000 });
    expect((await detail!.evaluate((el) => el.textContent))!.trim()).toBe(`${value} · ${hz} Hz`);
    await page.keyboard.press('Escape');

    await clickText(page, 'Signature Dashboard', '[role="tab"]');
    const entry = await page.waitForSelector('[data-testid="signature-entry"] .sig__entry-meta', { timeout: 15_000 });
    expect(await entry!.evaluate((el) => el.textContent)).toContain(`${value} · ${hz} Hz`);
    // The chart grows in over a second: shoot it at rest.
    await new Promise((r) => setTimeout(r, 1500));
    await screenshot(page, 'reading-signature-desktop-light');
    await clickText(page, 'Analyser', '[role="tab"]');
    await page.waitForSelector('[data-testid="analysis-input"]');
  });
});

describe('on a phone', () => {
  it('clips nothing at 390 px: the page, the emotion controls and Save Emotional State fit', async () => {
    await page.setViewport(SIZES.phone);
    await analyse('tonelens', HURT);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await clipped('.controls .tl-slider, .controls .tl-slider__label, .controls__actions button')).toEqual([]);
    await clickButton(page, 'Open Interactive Emotion Gradient');
    await page.waitForSelector('::-p-text(Save Emotional State)');
    expect(await clipped('.tl-gradient-card button, .tl-gradient-card .tl-slider__label')).toEqual([]);
    for (const scheme of SCHEMES) {
      await setScheme(page, scheme);
      await page.evaluate(() => window.scrollTo(0, 0));
      await new Promise((r) => setTimeout(r, 400));
      await screenshot(page, `reading-phone-full-${scheme}`);
      // And screen by screen, as a phone shows it.
      const pages = Math.min(8, Math.ceil((await page.evaluate(() => document.documentElement.scrollHeight)) / 844));
      for (let k = 0; k < pages; k++) {
        await page.evaluate((y) => window.scrollTo(0, y), k * 800);
        await new Promise((r) => setTimeout(r, 150));
        await page.screenshot({ path: join(SCREENSHOT_DIR, `reading-phone-${scheme}-${k}.png`) });
      }
    }
    await setScheme(page, 'light');
  });
});

describe('the framed chat', () => {
  it('fills the viewport exactly in full screen', async () => {
    for (const viewport of Object.values(SIZES)) {
      await page.setViewport(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await enterText(page, HURT);
      await clickText(page, 'Generate Alternative Text');
      await waitForToast(page, 'Alternative Text Generated', 30_000);
      // DOM clicks: the sticky header may lie over a button scrolled just into view.
      await clickText(page, 'Open Framed Text Interaction');
      await page.waitForSelector('[aria-label="Enter full screen"]');
      await page.click('[aria-label="Enter full screen"]');
      // The dialog pops in with a short scale animation: measure it at rest.
      await page.waitForFunction(() =>
        document
          .querySelector('.tl-framed--fullscreen')!
          .getAnimations()
          .every((a) => a.playState !== 'running'),
      );
      const box = await page.$eval('.tl-framed--fullscreen', (el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, w: innerWidth, h: innerHeight };
      });
      expect(box).toMatchObject({ left: 0, top: 0, right: box.w, bottom: box.h });
      await page.screenshot({ path: join(SCREENSHOT_DIR, `reading-framed-fullscreen-${viewport.width}.png`) });
      await page.keyboard.press('Escape');
      await page.waitForSelector('.tl-framed', { hidden: true });
    }
  });
});
