/**
 * The features around the analyser in Chromium against the real server: the
 * journal widget (two analyses saved through the analyser, sort, detail,
 * delete), the EchoRoom (send an echo, save a reflection), the signature
 * dashboard (empty state, trend, JSON download), learning mode (open a lesson,
 * exercise, complete, XP rises) and the header's journal modal. Every screen
 * is photographed at 1280 px and 390 px, light and dark, and checked with axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { analyseSpectral } from '@tonelens/core';
import { SCREENSHOT_DIR, launchChromium, type TestBrowser } from '../../e2e/support/chromium';
import {
  apiFromPage,
  captureScreen,
  clickSelector,
  clickText,
  signInFromLanding,
  startApp,
  until,
  waitForText,
  type RunningApp,
} from './support/app';

let app: RunningApp;
let chromium: TestBrowser;
let page: Page;
const problems: string[] = [];
const downloads = mkdtempSync(join(tmpdir(), 'tonelens-downloads-'));

beforeAll(async () => {
  app = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signInFromLanding(page, app.url, { email: `linus-${Date.now()}@example.test`, name: 'Linus Pauling' });
});

afterAll(async () => {
  await chromium?.close();
  await app?.stop();
  rmSync(downloads, { recursive: true, force: true });
});

async function openTab(name: string): Promise<void> {
  await clickText(page, name, '[role="tab"]');
  await page.waitForFunction(
    (n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === n,
    {},
    name,
  );
}

/** Analyses a text through the analyser in spectral mode (computed locally, then saved). */
async function analyseInSpectralMode(text: string): Promise<void> {
  await openTab('Analyser');
  const before = ((await apiFromPage<unknown[]>(page, 'GET', '/api/journal')).body ?? []).length;
  await clickSelector(page, 'button[data-mode="spectral"]');
  await page.focus('[data-testid="analysis-input"]');
  await page.type('[data-testid="analysis-input"]', text);
  await clickText(page, 'Analyse Emotional Resonance');
  // Saved: the journal grows and the widget shows the text.
  await until(
    async () => ((await apiFromPage<unknown[]>(page, 'GET', '/api/journal')).body ?? []).length > before,
    30_000,
  );
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('.journal .journal__preview')].some((e) => e.textContent === t),
    { timeout: 15_000 },
    text,
  );
}

function journalTexts(): Promise<string[]> {
  return page.$$eval('.journal [data-testid="journal-entry"] .journal__preview', (els) =>
    els.map((e) => e.textContent ?? ''),
  );
}

describe.sequential('around the analyser', () => {
  it('shows the signature empty state and learning mode for a new person', async () => {
    await openTab('Signature Dashboard');
    await waitForText(page, 'Your emotional signature starts here');
    problems.push(...(await captureScreen(page, 'signature-empty')));
    await openTab('Learning Mode');
    await page.waitForSelector('[data-testid="lesson"]', { timeout: 20_000 });
    problems.push(...(await captureScreen(page, 'learning')));
  });

  it('opens a lesson (in_progress), submits an exercise and completes it: XP rises', async () => {
    const xpBefore = Number(await page.$eval('[data-testid="total-xp"]', (e) => e.textContent));
    const firstTitle = await page.$eval('[data-testid="lesson"] .learn__lesson-title', (e) => e.textContent!);
    await page.click('[data-testid="lesson"] button');
    await page.waitForSelector('[role="dialog"]');
    await page.waitForFunction(() => document.querySelector('[role="dialog"] h2')?.textContent !== '');
    const progress = async () =>
      (
        await apiFromPage<{ lessonKey: string; status: string; attempts: number }[]>(
          page,
          'GET',
          '/api/learning/progress',
        )
      ).body;
    await page.waitForFunction(async () => {
      const res = await fetch('/api/learning/progress', { credentials: 'include' });
      return ((await res.json()) as { status: string }[]).some((p) => p.status === 'in_progress');
    });
    const opened = (await progress()).find((p) => p.status === 'in_progress')!;
    problems.push(...(await captureScreen(page, 'lesson')));

    expect(
      await page.$eval('[role="dialog"] button.tl-button--default:not([aria-pressed])', (b) => b.textContent),
    ).toBeTruthy();
    const submitDisabled = await page.evaluate(
      () =>
        (
          [...document.querySelectorAll('[role="dialog"] button')].find(
            (b) => b.textContent === 'Submit Response',
          ) as HTMLButtonElement
        ).disabled,
    );
    expect(submitDisabled).toBe(true);
    await page.type(
      '#exercise-response',
      'I noticed my shoulders tighten when I read the message, and I chose to wait an hour before replying calmly.',
    );
    await clickText(page, 'Submit Response', '[role="dialog"] button');
    await page.waitForSelector('[data-testid="exercise-score"]', { timeout: 20_000 });
    problems.push(...(await captureScreen(page, 'lesson-feedback')));
    await clickText(page, 'Complete Lesson', '[role="dialog"] button');
    await page.waitForSelector('[data-testid="xp-earned"]', { timeout: 20_000 });
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="total-xp"]')?.textContent) > before,
      {},
      xpBefore,
    );
    const after = (await progress()).find((p) => p.lessonKey === opened.lessonKey)!;
    expect(after).toMatchObject({ status: 'completed', attempts: opened.attempts + 1 });
    expect(await page.$eval('[data-testid="xp-earned"]', (e) => e.textContent)).toMatch(/earned \d+ XP/);
    expect(firstTitle.length).toBeGreaterThan(0);
  });

  it('saves two analyses through the analyser and shows them in the journal widget: sort, detail, delete', async () => {
    await analyseInSpectralMode('Morning light on the harbour, and I finally feel rested.');
    await analyseInSpectralMode('ZEBRAS QUIETLY VEX THE JUDGE, YET WE STAY.');
    await page.waitForFunction(() => document.querySelectorAll('.journal [data-testid="journal-entry"]').length === 2);
    expect(await journalTexts()).toEqual([
      'ZEBRAS QUIETLY VEX THE JUDGE, YET WE STAY.',
      'Morning light on the harbour, and I finally feel rested.',
    ]);
    problems.push(...(await captureScreen(page, 'analyser-results')));

    await clickSelector(page, '.journal button[aria-label*="newest first"]');
    // The API sorts: the oldest page arrives a moment later.
    await page.waitForFunction(() =>
      document.querySelector('.journal [data-testid="journal-entry"]')?.textContent?.includes('Morning light'),
    );
    expect(await journalTexts()).toEqual([
      'Morning light on the harbour, and I finally feel rested.',
      'ZEBRAS QUIETLY VEX THE JUDGE, YET WE STAY.',
    ]);
    await clickSelector(page, '.journal button[aria-label*="oldest first"]');

    await clickSelector(page, '.journal [data-testid="journal-entry"] .journal__open');
    await page.waitForSelector('[role="dialog"]');
    await waitForText(page, 'From the letters');
    problems.push(...(await captureScreen(page, 'journal-detail')));
    await clickSelector(page, '[role="dialog"] button[aria-label="Close"]');

    await clickSelector(page, '.journal [data-testid="journal-entry"] .journal__delete');
    await clickText(page, 'Delete', '.journal__confirm button');
    await page.waitForFunction(() => document.querySelectorAll('.journal [data-testid="journal-entry"]').length === 1);
    expect(await journalTexts()).toEqual(['Morning light on the harbour, and I finally feel rested.']);
    const journal = await apiFromPage<unknown[]>(page, 'GET', '/api/journal');
    expect(journal.body).toHaveLength(1);
  });

  it('reads the four axes from a spectral result, opens an axis deep-dive and saves to the signature', async () => {
    // The latest result is spectral: Diagnostics shows the axes read on this device, with no dead end to press.
    await page.waitForSelector('[data-testid="diag-warmthDetachment"]', { timeout: 20_000 });
    expect(await page.$eval('.diag', (e) => (e as HTMLElement).innerText)).toContain('Read on this device');
    expect(await page.$$eval('.diag button', (els) => els.map((b) => b.textContent))).not.toContain(
      'Start ToneLens Analysis',
    );
    await clickText(page, 'Warmth', '.diag__axes button');
    const deepDive = await page.$eval('[data-testid="axis-deep-dive"]', (e) => (e as HTMLElement).innerText);
    expect(deepDive).toMatch(/^(Low|Medium|High)/);
    expect(await page.$$eval('[data-testid="axis-deep-dive"]', (els) => els.length)).toBe(1);
    await clickText(page, 'Save to Signature', '.result-actions button');
    await waitForText(page, 'Saved to Signature!');
    problems.push(...(await captureScreen(page, 'diagnostics')));
  });

  it('sends an echo and saves a reflection in the EchoRoom', async () => {
    expect(await page.$eval('[data-testid="echo-status"]', (e) => e.textContent)).toMatch(
      /Emotional Balance|Tension Detected/,
    );
    await clickText(page, 'Solo Echo', '.echo button');
    await page.type('.echo textarea', 'I feel rested for the first time in weeks, and I want to keep that feeling.');
    await clickText(page, 'Send Echo', '.echo button');
    await page.waitForSelector('[data-testid="echo-reply"]', { timeout: 20_000 });
    problems.push(...(await captureScreen(page, 'echoroom')));
    await clickText(page, 'Save & Close', '.echo button');
    await waitForText(page, 'Reflection Saved');
    await page.waitForSelector('.echo__modes');
  });

  it('shows the signature trend and downloads a JSON file with stats, entries and the generated time', async () => {
    // Six more saved analyses, from deep to bright, so the trend can move.
    const texts = ['aaa bbb ccc', 'ddd eee fff', 'ggg hhh iii', 'TTT TTT TTT', 'ttt uuu vvv', 'www xxx zzz'];
    for (const text of texts) {
      const s = analyseSpectral(text);
      const res = await apiFromPage(page, 'POST', '/api/analyse', {
        inputText: text,
        mode: 'spectral',
        deepTonePercentage: s.deepTonePercentage,
        suspendedTonePercentage: s.suspendedTonePercentage,
        brightTonePercentage: s.brightTonePercentage,
        openingTone: s.openingTone,
        peakIntensity: s.peakIntensity,
        resolution: s.resolution,
        frequencyData: JSON.stringify(s.frequencyData),
      });
      expect(res.status).toBe(201);
    }
    await page.reload({ waitUntil: 'networkidle0' });
    await openTab('Signature Dashboard');
    await page.waitForSelector('[data-testid="signature-trend"]');
    expect(await page.$eval('[data-testid="signature-trend"]', (e) => e.textContent)).toContain('Rising');
    const balance = await page.$eval('[data-testid="balance-index"]', (e) => e.textContent!);
    expect(balance).toMatch(/^\d{1,3}\/100$/);
    expect(await page.$$eval('[data-testid="signature-entry"]', (els) => els.length)).toBe(5);
    await page.waitForFunction(() => {
      const canvas = document.querySelector('.sig__chart canvas') as HTMLCanvasElement | null;
      return Boolean(canvas && canvas.width > 0);
    });
    problems.push(...(await captureScreen(page, 'signature')));

    const cdp = await chromium.browser.target().createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: downloads, eventsEnabled: true });
    await clickText(page, 'Download Signature');
    let file = '';
    for (let i = 0; i < 50 && !file; i++) {
      await new Promise((r) => setTimeout(r, 200));
      file = readdirSync(downloads).find((f) => f.endsWith('.json')) ?? '';
    }
    expect(file).toBe(`tonelens-signature-${new Date().toISOString().slice(0, 10)}.json`);
    const content = JSON.parse(readFileSync(join(downloads, file), 'utf8'));
    expect(Object.keys(content).sort()).toEqual(['entries', 'generatedAt', 'stats']);
    expect(`${content.stats.balanceIndex}/100`).toBe(balance);
    expect(content.stats.trend).toBe('rising');
    // Two saved through the analyser, one of them deleted, and six more: seven.
    expect(content.entries).toHaveLength(7);
    expect(Date.now() - new Date(content.generatedAt).getTime()).toBeLessThan(60_000);
  });

  it('opens the whole journal from the header', async () => {
    await clickText(page, 'Journal', '.shell__header button');
    await page.waitForSelector('[role="dialog"] [data-testid="journal-entry"]');
    const journal = await apiFromPage<unknown[]>(page, 'GET', '/api/journal');
    expect(journal.body.length).toBeGreaterThanOrEqual(7);
    expect(await page.$$eval('[role="dialog"] [data-testid="journal-entry"]', (els) => els.length)).toBe(
      journal.body.length,
    );
    problems.push(...(await captureScreen(page, 'journal-modal')));
    await page.keyboard.press('Escape');
  });

  it('on a phone, the reflection prompt’s Open the EchoRoom button brings the card far below into view and focus', async () => {
    await page.setViewport({ width: 390, height: 844 });
    try {
      await openTab('Analyser');
      await clickSelector(page, 'button[data-mode="spectral"]');
      await page.focus('[data-testid="analysis-input"]');
      await page.type(
        '[data-testid="analysis-input"]',
        'I am furious. This is completely unacceptable and I never want to hear that excuse again.',
      );
      await clickText(page, 'Analyse Emotional Resonance');
      await page.waitForSelector('[data-testid="toast"] .tl-toast__action', { timeout: 20_000 });
      const before = await page.$eval('.echo', (e) => Math.round(e.getBoundingClientRect().top));
      expect(before).toBeGreaterThan(844);
      // A real pointer click: the toaster lets clicks through everywhere but on this button.
      await page.click('[data-testid="toast"] .tl-toast__action');
      // Focused, and once the smooth scroll ends, its top sits just under the sticky header.
      await page.waitForFunction(() => document.activeElement === document.querySelector('.echo'), { timeout: 5_000 });
      let top = Number.NaN;
      await until(async () => {
        const now = await page.$eval('.echo', (e) => Math.round(e.getBoundingClientRect().top));
        const settled = now === top;
        top = now;
        return settled;
      }, 5_000);
      const header = await page.$eval('.shell__header', (e) => Math.round(e.getBoundingClientRect().bottom));
      expect(top).toBeGreaterThanOrEqual(header);
      expect(top).toBeLessThan(header + 100);
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'echoroom-from-toast-phone.png') });
    } finally {
      await page.setViewport({ width: 1280, height: 900 });
    }
  });

  it('has no serious or critical accessibility violations on any screen', () => {
    expect(problems).toEqual([]);
  });
});
