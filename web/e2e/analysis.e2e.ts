/**
 * The analysis screen in Chromium against the real server: the four modes
 * from typing to results, spectral without an analysis request, the local
 * fallback when the enhanced call fails, uploads, the emotion gradient, the
 * framed chat saved into the journal, and axe-core on the screen with results.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import { SCREENSHOT_DIR, launchChromium, screenshot, type TestBrowser } from '../../e2e/support/chromium';
import { chooseMode, clickButton, enterText, signInThroughBrowser, waitForToast } from './analysis-support';
import { startApp, type RunningApp } from './support/app';

const TEXT = 'I am really grateful for your help, but I am not sure the plan will work. Maybe we could talk tomorrow?';

let server: RunningApp;
let chromium: TestBrowser;
let page: Page;
let files: string;

beforeAll(async () => {
  server = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await signInThroughBrowser(page, server.url);
  files = mkdtempSync(join(tmpdir(), 'tonelens-uploads-'));
});

afterAll(async () => {
  await chromium?.close();
  await server?.stop();
  if (files) rmSync(files, { recursive: true, force: true });
});

/** Records the API requests the page makes while `action` runs. */
async function apiRequestsDuring(action: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (request: HTTPRequest) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', listener);
  try {
    await action();
  } finally {
    page.off('request', listener);
  }
  return seen;
}

/** Runs an analysis; `autoStart` types first and lets choosing ToneLens start it (only while no result exists). */
async function analyse(
  mode: 'plain' | 'tonelens' | 'spectral' | 'full',
  text = TEXT,
  autoStart = false,
): Promise<void> {
  if (autoStart) {
    await enterText(page, text);
    await chooseMode(page, mode);
    await waitForToast(page, 'Starting ToneLens Analysis');
  } else {
    await chooseMode(page, mode);
    await enterText(page, text);
    await clickButton(page, 'Analyse Emotional Resonance');
  }
  await page.waitForSelector('[data-testid="analysis-overlay"]', { hidden: true, timeout: 30_000 });
  await waitForToast(page, 'Analysis Complete');
}

async function inputValue(): Promise<string> {
  return page.$eval('[data-testid="analysis-input"]', (el) => (el as HTMLTextAreaElement).value);
}

describe('the four modes', () => {
  it('plain: feedback with counts and sentiment; input cleared', async () => {
    const requests = await apiRequestsDuring(() => analyse('plain'));
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/analyse/plain', 'POST /api/analyse']);
    expect(await inputValue()).toBe('');
    await page.waitForSelector('[data-testid="analysis-feedback"] [data-testid="word-count"]');
    const sentiment = await page.$eval('[data-testid="sentiment"]', (el) => el.textContent);
    expect(['Positive', 'Concerned', 'Reflective', 'Neutral']).toContain(sentiment);
    await screenshot(page, 'analysis-plain');
  });

  it('ToneLens: started 500 ms after choosing the mode (no result yet), the four axes and the summary', async () => {
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="analysis-input"]');
    await chooseMode(page, 'plain');
    const requests = await apiRequestsDuring(() => analyse('tonelens', TEXT, true));
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/analyse/enhanced', 'POST /api/analyse']);
    const reading = await page.$eval('[data-testid="tonelens-reading"]', (el) => el.textContent ?? '');
    expect(reading).toContain('Warmth');
    expect(reading).toContain('Coherence');
    await screenshot(page, 'analysis-tonelens');
  });

  it('spectral: no analysis request (only the save), the Emotional Frequency chart with ten bands', async () => {
    const requests = await apiRequestsDuring(() => analyse('spectral'));
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual(['POST /api/analyse']);
    expect(requests.some((r) => r.includes('/api/analyse/'))).toBe(false);
    await page.waitForSelector('[data-testid="frequency-chart"]');
    const label = await page.$eval('[data-testid="frequency-chart"]', (el) => el.getAttribute('aria-label') ?? '');
    expect(label).toContain('0-0.1');
    expect(label).toContain('0.9-1.0');
    // The chart script is loaded only now.
    const chartLoaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((e) => /\/assets\/chart-[^/]+\.js$/.test(e.name)),
    );
    expect(chartLoaded).toBe(true);
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="viz-count"]')?.textContent?.includes('characters'),
    );
    await screenshot(page, 'analysis-spectral');
  });

  it('full: feedback, axes and spectrum together', async () => {
    const requests = await apiRequestsDuring(() => analyse('full'));
    expect(requests.filter((r) => r.startsWith('POST')).sort()).toEqual([
      'POST /api/analyse',
      'POST /api/analyse/enhanced',
      'POST /api/analyse/plain',
    ]);
    await page.waitForSelector('[data-testid="tonelens-reading"]');
    await page.waitForSelector('[data-testid="spectral-results"]');
    await page.waitForSelector('[data-testid="word-count"]');
    await screenshot(page, 'analysis-full');
  });

  it('the enhanced endpoint forced to fail still yields axes from the local engine', async () => {
    await page.setRequestInterception(true);
    const handler = (request: HTTPRequest) => {
      if (new URL(request.url()).pathname === '/api/analyse/enhanced')
        void request.respond({
          status: 503,
          contentType: 'application/json',
          body: '{"code":"down","message":"Down"}',
        });
      else void request.continue();
    };
    page.on('request', handler);
    try {
      await analyse('tonelens', 'I love this warm and kind note, thank you so much.');
      const reading = await page.$eval('[data-testid="analysis-feedback"]', (el) => el.textContent ?? '');
      expect(reading).toContain('Read on this device');
      expect(reading).toMatch(/Warmth\s*[01]\.\d\d/);
      await screenshot(page, 'analysis-enhanced-fallback');
    } finally {
      page.off('request', handler);
      await page.setRequestInterception(false);
    }
  });
});

describe('offline', () => {
  it('full mode with the network gone: spectrum and axes read on this device, a Not Saved notice, the text kept', async () => {
    const text = 'Thank you for waiting. I am worried the numbers are wrong, but I think we can fix them together.';
    await chooseMode(page, 'full');
    await enterText(page, text);
    await page.setOfflineMode(true);
    try {
      await clickButton(page, 'Analyse Emotional Resonance');
      await page.waitForSelector('[data-testid="analysis-overlay"]', { hidden: true, timeout: 30_000 });
      await waitForToast(page, 'Not Saved');
      const reading = await page.$eval('[data-testid="analysis-feedback"]', (el) => el.textContent ?? '');
      expect(reading).toContain('Read on this device');
      expect(reading).toMatch(/Warmth\s*[01]\.\d\d/);
      await page.waitForSelector('[data-testid="spectral-results"]');
      expect(await inputValue()).toBe(text);
      await screenshot(page, 'analysis-offline');
    } finally {
      await page.setOfflineMode(false);
    }
    // Back online, the same text analyses and saves.
    await clickButton(page, 'Analyse Emotional Resonance');
    await waitForToast(page, 'Analysis Complete');
    expect(await inputValue()).toBe('');
  });
});

describe('upload', () => {
  async function upload(name: string, content: string | Buffer): Promise<void> {
    const path = join(files, name);
    writeFileSync(path, content);
    const chooser = (await page.$('[data-testid="file-input"]')) as ElementHandle<HTMLInputElement>;
    await chooser.uploadFile(path);
  }

  it('loads a valid .md file and names it', async () => {
    await upload('notes.md', '# Notes\n\nI feel calm and hopeful today.');
    await waitForToast(page, 'File Uploaded');
    expect(await inputValue()).toBe('# Notes\n\nI feel calm and hopeful today.');
    const notice = await page.$eval('[data-testid="file-notice"]', (el) => el.textContent);
    expect(notice).toContain('notes.md');
    await screenshot(page, 'analysis-upload-md');
  });

  it("refuses a .png with 'Invalid File Type'", async () => {
    await upload('picture.png', Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    const toast = await waitForToast(page, 'Invalid File Type');
    expect(toast).toContain('Please upload a text file (.txt, .md, or other text formats).');
    await screenshot(page, 'analysis-upload-png');
  });

  it("refuses a 2 MB text file with 'File Too Large'", async () => {
    await upload('long.txt', 'a'.repeat(2 * 1024 * 1024));
    const toast = await waitForToast(page, 'File Too Large');
    expect(toast).toContain('Please upload a file smaller than 1MB.');
    await screenshot(page, 'analysis-upload-too-large');
  });
});

describe('Interactive Emotion Gradient', () => {
  it('unlocks, adjusts, resets and saves to browser storage', async () => {
    await analyse('tonelens', 'This is a calm and certain plan, and I am sure it will work well.');
    await clickButton(page, 'Open Interactive Emotion Gradient');
    const card = '[data-testid="emotion-gradient-card"]';
    await page.waitForSelector(card);
    const warmth = `${card} input[name="warmthDetachment"]`;
    expect(await page.$eval(warmth, (el) => (el as HTMLInputElement).disabled)).toBe(true);
    await clickButton(page, 'Adjust', card);
    await waitForToast(page, 'Adjustment Mode Enabled');
    await page.focus(warmth);
    await page.keyboard.press('Home');
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
    expect(await page.$eval(warmth, (el) => (el as HTMLInputElement).value)).toBe('0.12');
    await screenshot(page, 'analysis-gradient-adjusted');
    await clickButton(page, 'Reset', card);
    await waitForToast(page, 'Emotional Dimensions Reset');
    expect(await page.$eval(warmth, (el) => (el as HTMLInputElement).value)).toBe('0.5');
    await clickButton(page, 'Save', card);
    await waitForToast(page, 'Emotional State Saved');
    const stored = await page.evaluate(() => localStorage.getItem('emotionalGradientState'));
    expect(JSON.parse(stored!)).toEqual({
      warmthDetachment: 0.5,
      certaintyAmbiguity: 0.5,
      intensityRestraint: 0.5,
      conflictCoherence: 0.5,
    });
    await clickButton(page, 'Lock', card);
    await waitForToast(page, 'Adjustment Mode Disabled');
    expect(await page.$eval(`${card} button[disabled]`, (el) => el.textContent)).toContain('Reset');
    await screenshot(page, 'analysis-gradient-saved');
  });
});

describe('Framed Text Interaction', () => {
  it('sends a message, gets a reply, and saves the conversation into the journal', async () => {
    await enterText(page, 'Please just get it done by Friday. I do not have time for excuses.');
    await clickButton(page, 'Generate Alternative Text');
    await waitForToast(page, 'Alternative Text Generated');
    await clickButton(page, 'Open Framed Text Interaction');
    const dialog = '[role="dialog"]';
    await page.waitForSelector(`${dialog} [data-testid="framed-alternative"]`);
    await page.type(`${dialog} textarea[aria-label="Message"]`, 'Does the new version sound kinder?');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${dialog} [data-testid="chat-ai"]`, { timeout: 30_000 });
    await screenshot(page, 'analysis-framed-chat');
    const before = await page.evaluate(async () => (await (await fetch('/api/journal')).json()) as unknown[]);
    await clickButton(page, 'Save Conversation', dialog);
    await waitForToast(page, 'Conversation Saved');
    const after = await page.evaluate(
      async () => (await (await fetch('/api/journal')).json()) as { framedConversationId: number | null }[],
    );
    expect(after.length).toBe(before.length + 1);
    expect(after[0]!.framedConversationId).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('[role="dialog"]')].some((d) =>
          d.textContent?.includes('Framed Text Interaction'),
        ),
    );
  });
});

describe('Framed Text Interaction on a phone', () => {
  it('at 390×844 shows the latest reply and the message box without scrolling the page', async () => {
    await page.setViewport({ width: 390, height: 844 });
    try {
      await enterText(page, 'Is this too blunt for my manager? I need the report today, no more delays.');
      await clickButton(page, 'Generate Alternative Text');
      await waitForToast(page, 'Alternative Text Generated');
      await clickButton(page, 'Open Framed Text Interaction');
      const dialog = '[role="dialog"]';
      await page.waitForSelector(`${dialog} [data-testid="framed-alternative"]`);
      await page.type(`${dialog} textarea[aria-label="Message"]`, 'Too blunt for my manager?');
      await page.keyboard.press('Enter');
      await page.waitForSelector(`${dialog} [data-testid="chat-ai"]`, { timeout: 30_000 });
      // Let the log settle at its newest message.
      await new Promise((r) => setTimeout(r, 400));
      const boxes = await page.evaluate((selector) => {
        const within = (el: Element | null | undefined) => {
          if (!el) return null;
          const r = el.getBoundingClientRect();
          return {
            top: Math.round(r.top),
            bottom: Math.round(r.bottom),
            right: Math.round(r.right),
            height: Math.round(r.height),
          };
        };
        const d = document.querySelector(selector)!;
        const replies = d.querySelectorAll('[data-testid="chat-ai"]');
        return {
          input: within(d.querySelector('textarea[aria-label="Message"]')),
          send: within(d.querySelector('button[aria-label="Send message"]')),
          save: within([...d.querySelectorAll('button')].find((b) => b.textContent?.includes('Save Conversation'))),
          reply: within(replies[replies.length - 1]),
          log: within(d.querySelector('[role="log"]')),
        };
      }, dialog);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'framed-chat-phone.png') });
      // The dialog is fixed to the viewport: its message box and Send lie wholly on the 844 px screen.
      expect(boxes.input!.top).toBeGreaterThanOrEqual(0);
      expect(boxes.input!.bottom).toBeLessThanOrEqual(844);
      expect(boxes.input!.right).toBeLessThanOrEqual(390);
      expect(boxes.send!.bottom).toBeLessThanOrEqual(844);
      expect(boxes.save!.bottom).toBeLessThanOrEqual(844);
      expect(boxes.save!.right).toBeLessThanOrEqual(390);
      // The newest reply is in view: its end is on screen, inside the log that shows it.
      expect(boxes.reply!.bottom).toBeLessThanOrEqual(Math.min(844, boxes.log!.bottom));
      expect(boxes.reply!.bottom).toBeGreaterThan(boxes.log!.top);
      expect(boxes.log!.height).toBeGreaterThanOrEqual(96);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewport({ width: 1280, height: 900 });
    }
  });
});

describe('accessibility', () => {
  it('axe-core finds no serious or critical violations on the analysis screen with results', async () => {
    await analyse('full');
    await page.waitForSelector('[data-testid="frequency-chart"]');
    const require = createRequire(import.meta.url);
    // Evaluated through the debugging protocol, which the page's Content-Security-Policy does not block.
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const run = (scope: string | null) =>
      page.evaluate(async (selector) => {
        interface AxeResults {
          violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
        }
        const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: object) => Promise<AxeResults> } }).axe;
        const r = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          targets: v.nodes.map((n) => n.target.join(' ')),
        }));
      }, scope);
    // The analysis screen is the analyser; the page around it (header, tabs) is shown for information.
    const results = await run('.tl-analyser');
    console.log('axe violations on the analysis screen:', JSON.stringify(results, null, 2));
    console.log('axe violations on the whole page:', JSON.stringify(await run(null), null, 2));
    await screenshot(page, 'analysis-axe');
    expect(results.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
