/**
 * The audio hand-off in Chromium against the real server and its built-in
 * tone studio: the 'Send to the audio tool' dialog, the 1 s tone preview,
 * 'Try API' (POST /tone-studio/api/generate), and the embedded viewer loading
 * the studio and closing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { launchChromium, screenshot, type TestBrowser } from '../../e2e/support/chromium';
import { chooseMode, clickButton, enterText, signInThroughBrowser, waitForToast } from './analysis-support';
import { startApp, type RunningApp } from './support/app';

let server: RunningApp;
let chromium: TestBrowser;
let page: Page;

beforeAll(async () => {
  server = await startApp();
  chromium = await launchChromium({ args: ['--autoplay-policy=no-user-gesture-required'] });
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signInThroughBrowser(page, server.url);
  await chooseMode(page, 'spectral');
  await enterText(page, 'The sea was calm tonight, and I felt unexpectedly light and hopeful.');
  await clickButton(page, 'Analyse Emotional Resonance');
  await waitForToast(page, 'Analysis Complete');
});

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
});

const DIALOG = '[role="dialog"]';

async function openAudioDialog(): Promise<{ tone: string; frequency: string }> {
  await clickButton(page, 'Generate Music from Tone');
  await page.waitForSelector(`${DIALOG} [data-testid="tone-value"]`);
  const tone = await page.$eval('[data-testid="tone-value"]', (el) => el.textContent ?? '');
  const frequency = await page.$eval('[data-testid="tone-frequency"]', (el) => el.textContent ?? '');
  return { tone, frequency };
}

describe('the audio hand-off', () => {
  it('shows the Tone Data and plays the 1 second preview', async () => {
    const { tone, frequency } = await openAudioDialog();
    expect(tone).toMatch(/^0\.\d{3}$/);
    const hz = Number(frequency.replace(' Hz', ''));
    // The tone is shown rounded to 3 decimals; the frequency comes from the exact value.
    expect(Math.abs(hz - (220 + 660 * Number(tone)))).toBeLessThanOrEqual(1);
    await screenshot(page, 'analysis-audio-dialog');
    await clickButton(page, 'Preview Tone (1 second)', DIALOG);
    const toast = await waitForToast(page, 'Tone Preview');
    expect(toast).toContain(`Playing ${hz}Hz tone (spectral value: ${tone})`);
  });

  it("'Try API' renders audio in the built-in tone studio", async () => {
    const opened = new Promise<import('puppeteer-core').Target>((resolve) =>
      chromium.browser.once('targetcreated', resolve),
    );
    const posted = page.waitForResponse((r) => new URL(r.url()).pathname === '/tone-studio/api/generate');
    await clickButton(page, 'Try API', DIALOG);
    const response = await posted;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { success: boolean; audioUrl?: string };
    expect(body.success).toBe(true);
    await waitForToast(page, 'Audio Generated');
    if (body.audioUrl) {
      // The returned audio opens in a new tab; close it and come back (a background tab draws no frames).
      const tab = await opened;
      expect(tab.url()).toContain(new URL(body.audioUrl, `${server.url}/tone-studio/`).pathname);
      await (await tab.page())?.close();
      await page.bringToFront();
    }
    await screenshot(page, 'analysis-audio-try-api');
  });

  it('opens the embedded viewer, which loads the studio with the tone and closes', async () => {
    await clickButton(page, 'Generate Music (Recommended)', DIALOG);
    await waitForToast(page, 'Sent to the audio tool');
    const viewer = await page.waitForSelector('[role="dialog"] iframe[title="Audio tool"]');
    const src = await viewer!.evaluate((el) => (el as HTMLIFrameElement).src);
    expect(new URL(src).pathname).toBe('/tone-studio/');
    expect(new URL(src).searchParams.get('tone')).toMatch(/^0\.\d{3}$/);
    await page.waitForFunction(() => !document.body.innerText.includes('Loading interface...'), { timeout: 20_000 });
    const footer = await page.$eval('[data-testid="viewer-footer"]', (el) => el.textContent ?? '');
    expect(footer).toBe('“The sea was calm tonight,...”');
    const frame = page.frames().find((f) => new URL(f.url()).pathname === '/tone-studio/');
    expect(frame).toBeTruthy();
    const heading = await frame!.waitForSelector('h1', { timeout: 10_000 });
    expect(await heading!.evaluate((el) => el.textContent)).toContain('Tone Studio');
    await screenshot(page, 'analysis-audio-viewer');
    await page.click('[aria-label="Close the audio tool"]');
    await page.waitForSelector('iframe[title="Audio tool"]', { hidden: true });
    expect(await page.$('[role="dialog"]')).toBeNull();
  });
});
