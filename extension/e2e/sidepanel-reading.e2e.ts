/**
 * The side panel, signed out, tells the same reading as the web app: the tone
 * name first, the verdict, a reason where Save to Signature cannot work and a
 * Generate that names signing in as the cause; checked and screenshotted at
 * 390×844 and 1366×900 in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { readTone, toneNameOf } from '@tonelens/core';
import { SCREENSHOT_DIR, screenshot } from '../../e2e/support/chromium';
import { clickButton } from '../../e2e/support/clicks';
import { launchWithExtension, waitFor, type ExtensionBrowser } from './support';

const TEXT = "I'm really disappointed that you didn't show up. I waited for an hour.";
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const;

const pageHas = (page: Page, text: string) => page.evaluate((t) => document.body.innerText.includes(t), text);

describe('the side panel, signed out', () => {
  let chromium: ExtensionBrowser;
  let panel: Page;

  beforeAll(async () => {
    chromium = await launchWithExtension();
    panel = await chromium.openPage('sidepanel.html');
    await panel.waitForSelector('::-p-text(Analyse Emotional Resonance)', { timeout: 20_000 });
  });
  afterAll(async () => {
    await chromium?.close();
  });

  it('leads the result with the tone name the local engine gives, and says why saving needs an account', async () => {
    await panel.setViewport(SIZES.phone);
    await panel.click('::-p-text(Full)');
    await panel.type('[data-testid="analysis-input"]', TEXT);
    await panel.click('::-p-text(Analyse Emotional Resonance)');
    await panel.waitForSelector('[data-testid="analysis-feedback"] [data-testid="tone-name"]', { timeout: 20_000 });
    expect(await panel.$eval('[data-testid="tone-name"]', (el) => el.textContent)).toBe(
      toneNameOf(readTone(TEXT)).label,
    );
    expect(await panel.$eval('[data-testid="save-reason"]', (el) => el.textContent)).toMatch(/sign in/i);
    expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await panel.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('results');
  });

  it('says signing in is the cause when Generate cannot run, and keeps the draft', async () => {
    // Once the glide to the result has settled: a click during it can land beside the button.
    await clickButton(panel, 'Edit again');
    await clickButton(panel, 'Generate Alternative Text');
    await waitFor(() => pageHas(panel, 'Sign In to Generate'), 10_000, "'Sign In to Generate'");
    expect(await pageHas(panel, 'Please try again')).toBe(false);
    expect(await panel.$eval('[data-testid="analysis-input"]', (el) => (el as HTMLTextAreaElement).value)).toBe(TEXT);
  });

  it('is screenshotted at both sizes in light and dark', async () => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const scheme of ['light', 'dark'] as const) {
        await panel.setViewport(viewport);
        await panel.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
        await panel.evaluate(() => document.querySelector('[data-testid="results"]')?.scrollIntoView());
        // Colours ease over 200 ms: shoot once they have settled.
        await new Promise((r) => setTimeout(r, 400));
        await panel.screenshot({ path: join(SCREENSHOT_DIR, `sidepanel-reading-${size}-${scheme}.png`) });
        await panel.evaluate(() => window.scrollTo(0, 0));
        await screenshot(panel, `sidepanel-reading-${size}-${scheme}-full`);
        expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      }
    }
  });
});
