/**
 * The journal, the signature and "Not right?" in Chromium against the real
 * server, for a person with more than 50 saved analyses: rows lead with tone
 * names, the true total shows and "Load more" loads the rest; an entry leads
 * with its tone and says its spectral chips come from the letters; the
 * signature leads with the tone names given most often and warmth/tension over
 * time; "Not right?" is pressed, a tone picked, and the feedback found in
 * account settings. Each screen is photographed at 390×844 and 1366×900, light
 * and dark, as /tmp/shots/journal-<screen>-<size>-<scheme>.png (or
 * $TONELENS_SHOTS), and checked with axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { schemas } from '@tonelens/core';
import { savePayload } from '../../api/test/fixtures';
import { launchChromium, type TestBrowser } from '../../e2e/support/chromium';
import {
  apiFromPage,
  clickSelector,
  clickText,
  coloursSettled,
  seriousViolations,
  setScheme,
  signInFromLanding,
  startApp,
  waitForText,
  type RunningApp,
} from './support/app';

const SHOTS = process.env.TONELENS_SHOTS ?? '/tmp/shots';
const SIZES = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Messages a person might save over a few weeks: settled and grateful at first, hurt and anxious later. */
const EARLIER = [
  'Thank you so much for covering my shift on Friday, it meant a lot to me.',
  'The meeting is at 3pm in room 204. Please bring the quarterly report.',
  'I am so proud of how the launch went, well done everyone!',
  'Could you send me the slides when you get a chance? No rush at all.',
  'Lovely dinner last night, we should do it again soon.',
  'Happy birthday! I hope your day is full of good things.',
];
const LATER = [
  "You didn't even ask how my interview went. I thought you'd at least call.",
  'I keep thinking something is wrong and I cannot sleep. What if they let me go?',
  'Fine. Do whatever you want, I will sort it out myself again.',
  'I am really worried about the deadline, nothing is ready and nobody is answering.',
  'It hurt that nobody came to my talk after all the help I gave them.',
  'Oh great, another meeting that could have been an email.',
  'Why does it always fall on me to clean up after everyone?',
];
const SAVED = 56;

let app: RunningApp;
let chromium: TestBrowser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  app = await startApp();
  chromium = await launchChromium();
  page = await chromium.browser.newPage();
  await page.setViewport(SIZES.desktop);
  await signInFromLanding(page, app.url, { email: `mara-${Date.now()}@example.test`, name: 'Mara Quinn' });
  // Seeded through the API: the earlier texts first, then the later ones, so the readings move over time.
  const texts = Array.from({ length: SAVED }, (_, i) =>
    i < SAVED / 2 ? EARLIER[i % EARLIER.length]! : LATER[i % LATER.length]!,
  );
  for (const text of texts) {
    const res = await apiFromPage(page, 'POST', '/api/analyse', savePayload(text));
    expect(res.status).toBe(201);
  }
  await page.reload({ waitUntil: 'networkidle0' });
  await page.waitForSelector('[role="tablist"]');
}, 180_000);

afterAll(async () => {
  await chromium?.close();
  await app?.stop();
});

/** Photographs the current screen at both sizes in light and dark, running axe on each. */
async function shoot(name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.bringToFront();
      await page.setViewport(viewport);
      await setScheme(page, scheme);
      if (prepare) await prepare();
      await coloursSettled(page);
      await page.screenshot({ path: join(SHOTS, `journal-${name}-${size}-${scheme}.png`) });
      for (const v of await seriousViolations(page)) problems.push(`${name} ${size} ${scheme}: ${v}`);
    }
  }
  await setScheme(page, 'light');
  await page.setViewport(SIZES.desktop);
}

async function openTab(name: string): Promise<void> {
  await clickText(page, name, '[role="tab"]');
  await page.waitForFunction(
    (n) => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === n,
    {},
    name,
  );
}

const rowsIn = (selector: string) =>
  page.$$eval(`${selector} [data-testid="journal-entry"]`, (rows) =>
    rows.map((row) => ({
      first: row.querySelector('.journal__open > span:nth-child(2)')?.getAttribute('data-testid') ?? '',
      tone: row.querySelector('[data-testid="journal-tone"]')?.textContent?.trim() ?? '',
      chips: [...row.querySelectorAll('[data-testid="letters-chip"]')].map((c) => c.textContent ?? ''),
    })),
  );

describe('the journal, the signature and "Not right?" with more than 50 entries', () => {
  it('lists every entry: tone names lead the rows, the true total shows, Load more loads the rest', async () => {
    await clickSelector(page, 'button.shell__journal');
    const dialog = '[role="dialog"]';
    await waitForText(page, `${SAVED} entries`);
    let rows = await rowsIn(dialog);
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.first).toBe('journal-tone');
      expect(row.tone.length).toBeGreaterThan(0);
      for (const chip of row.chips) expect(chip).toMatch(/^Letters: (Low|Mid|High) spectrum$/);
    }
    expect(rows.some((r) => r.chips.length > 0)).toBe(true);
    await waitForText(page, `Load more (50 of ${SAVED} shown)`);
    await shoot('list');
    await clickText(page, 'Load more', `${dialog} button`);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[role="dialog"] [data-testid="journal-entry"]').length === n,
      { timeout: 15_000 },
      SAVED,
    );
    rows = await rowsIn(dialog);
    expect(rows.every((r) => r.first === 'journal-tone')).toBe(true);
    expect(await page.$(`${dialog} button[aria-label*="Load more"]`)).toBeNull();

    // An entry: its tone leads, its spectral chips and view say they come from the letters.
    await clickSelector(page, `${dialog} [data-testid="journal-entry"] .journal__open`);
    await page.waitForSelector('[role="dialog"] [data-testid="tone-headline"]');
    await waitForText(page, 'From the letters');
    const detail = await page.$eval('[role="dialog"]', (d) => (d as HTMLElement).innerText);
    expect(detail.indexOf('Tone')).toBeLessThan(detail.indexOf('From the letters'));
    await shoot('entry');
    await clickSelector(page, '[role="dialog"] button[aria-label="Close"]');
  }, 180_000);

  it('leads the signature with the tone names given most often and warmth and tension over time', async () => {
    await page.keyboard.press('Escape');
    await openTab('Signature Dashboard');
    const often = await page.waitForSelector('[data-testid="signature-most-often"]', { timeout: 15_000 });
    const summary = schemas.signatureSummary.parse((await apiFromPage(page, 'GET', '/api/signature')).body);
    expect(summary.count).toBe(SAVED);
    const text = await often!.evaluate((e) => (e as HTMLElement).innerText);
    expect(text).toMatch(/^Most often/i);
    const trend = await page.$eval('[data-testid="signature-readings-trend"]', (e) => (e as HTMLElement).innerText);
    expect(trend).toContain(`Warmth ${summary.warmthTrend === 'stable' ? 'steady' : summary.warmthTrend}`);
    expect(summary).toMatchObject({ warmthTrend: 'falling', tensionTrend: 'rising' });
    // The tone names before any spectral figure.
    const before = await page.evaluate(() => {
      const often = document.querySelector('[data-testid="signature-most-often"]')!;
      const balance = document.querySelector('[data-testid="balance-index"]')!;
      return Boolean(often.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
    await shoot('signature');
  }, 120_000);

  it('takes "Not right?" on a result, and lists it in account settings', async () => {
    await openTab('Analyser');
    await clickSelector(page, 'button[data-mode="full"]');
    await page.focus('[data-testid="analysis-input"]');
    await page.type('[data-testid="analysis-input"]', 'Sure, whatever works for you. I will just wait again.');
    await clickText(page, 'Analyse Emotional Resonance');
    await clickSelector(page, 'button[data-action="not-right"]');
    await page.waitForSelector('form.not-right--open');
    const picker = async () => {
      await page.$eval('form.not-right--open', (f) => f.scrollIntoView({ block: 'start' }));
    };
    await shoot('not-right', picker);
    // The reading names it Hurt (resignation), so the picker leaves Hurt out; the writer meant disappointment.
    await clickText(page, 'Disappointed', 'form.not-right--open label');
    await clickText(page, 'The writer', 'form.not-right--open label');
    await clickSelector(page, 'button[data-action="send-feedback"]');
    await waitForText(page, '“Disappointed” is noted');
    const stored = schemas.feedbackList.parse((await apiFromPage(page, 'GET', '/api/feedback')).body);
    expect(stored[0]).toMatchObject({ tone: 'disappointed', role: 'writer', text: null });

    await page.evaluate(() => window.scrollTo(0, 0));
    await clickSelector(page, 'button[aria-label^="Account menu"]');
    await clickText(page, 'Account Settings', '[role="menuitem"]');
    const item = await page.waitForSelector('[data-testid="feedback-item"]', { timeout: 15_000 });
    expect(await item!.evaluate((e) => (e as HTMLElement).innerText)).toMatch(/^Disappointed[\s\S]*as the writer/);
    await shoot('settings', async () => {
      await page.$eval('[data-testid="feedback-settings"]', (s) => s.scrollIntoView({ block: 'center' }));
    });
    // The journal export carries every entry and the feedback; kept beside the shots for eval:tone --feedback.
    const exported = schemas.journalExport.parse((await apiFromPage(page, 'GET', '/api/journal/export')).body);
    expect(exported.entries).toHaveLength(SAVED + 1);
    expect(exported.feedback[0]).toMatchObject({ tone: 'disappointed', role: 'writer' });
    writeFileSync(join(SHOTS, 'journal-export.json'), JSON.stringify(exported, null, 2));
    expect(problems).toEqual([]);
  }, 180_000);

  it('downloads the journal from Settings → "Export journal", holding every entry and the feedback', async () => {
    // Chromium saves the download into a folder of this test's own, as a person's browser would.
    const folder = mkdtempSync(join(tmpdir(), 'tonelens-export-'));
    try {
      const cdp = await page.createCDPSession();
      await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: folder, eventsEnabled: true });
      const done = new Promise<string>((resolve, reject) => {
        let name = '';
        cdp.on('Browser.downloadWillBegin', (event) => (name = event.suggestedFilename));
        cdp.on('Browser.downloadProgress', (event) => {
          if (event.state === 'completed') resolve(name);
          if (event.state === 'canceled') reject(new Error('The download was cancelled'));
        });
      });
      await page.waitForSelector('[data-testid="feedback-settings"]');
      await clickText(page, 'Export journal', '[data-testid="feedback-settings"] button');
      const name = await done;
      expect(name).toMatch(/^tonelens-journal-\d{4}-\d{2}-\d{2}\.json$/);
      expect(readdirSync(folder)).toEqual([name]);
      const file = schemas.journalExport.parse(JSON.parse(readFileSync(join(folder, name), 'utf8')));
      const api = schemas.journalExport.parse((await apiFromPage(page, 'GET', '/api/journal/export')).body);
      expect(file.entries).toHaveLength(SAVED + 1);
      expect(file.entries.map((e) => e.id)).toEqual(api.entries.map((e) => e.id));
      expect(file.entries.every((e) => e.toneName !== null)).toBe(true);
      expect(file.entries.map((e) => e.preview)).toContain(LATER[0]);
      expect(file.feedback).toHaveLength(1);
      expect(file.feedback[0]).toMatchObject({
        tone: 'disappointed',
        toneId: 'disappointed',
        role: 'writer',
        text: null,
      });
      await cdp.detach();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
