/**
 * The interface in Spanish, French and German, in Chromium against the real
 * server with the built extension loaded: the language is switched in the web
 * app's account settings, and the analyser, a result, the journal and the
 * extension's popup then speak it. Each screen is photographed per language.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { TONES, type ToneId } from '@tonelens/core/reading';
import { SCREENSHOT_DIR, screenshot } from '../../e2e/support/chromium';
import {
  EXTENSION_DIR,
  launchWithExtension,
  setSettings,
  signInThroughWebApp,
  waitFor,
  type ExtensionBrowser,
} from './support';
import { startServerProcess, type ServerProcess } from '../../api/test/server-process';

/** What the server's local engine suggests for a tense text (api/src/ai/languages/summary-<lang>.ts): EchoRoom's suggestion. */
const TENSE_SUGGESTION: Readonly<Record<'es' | 'fr' | 'de', string>> = {
  es: 'Llévalo a EchoRoom y mira qué refleja antes de enviarlo.',
  fr: 'Passez-le dans l’EchoRoom et voyez ce qu’il renvoie avant de l’envoyer.',
  de: 'Bring ihn in den EchoRoom und sieh dir an, was er zurückwirft, bevor du ihn abschickst.',
};

type Language = 'es' | 'fr' | 'de';
/** A catalogue as the test reads it: nested sections of strings. */
type Catalogue = { [key: string]: string | Catalogue };

const LOCALES = resolve(import.meta.dirname, '../../web/src/i18n/locales');
const catalogue = (language: string) => JSON.parse(readFileSync(`${LOCALES}/${language}.json`, 'utf8')) as Catalogue;
/** A catalogue's text at a dotted path. */
function text(words: Catalogue, path: string): string {
  const found = path
    .split('.')
    .reduce<string | Catalogue | undefined>((node, key) => (node as Catalogue)?.[key], words);
  if (typeof found !== 'string') throw new Error(`No text at ${path}`);
  return found;
}
/** Every tone name of a catalogue ("Cálido", "Chaleureux" …). */
const toneLabels = (words: Catalogue) =>
  Object.values((words.tone as Catalogue).names as Catalogue).map((n) => (n as Catalogue).label as string);

/** Where a viewport-sized screenshot goes. */
const shot = (name: string) => `${SCREENSHOT_DIR}/${name}.png`;

const TEXT = 'Thank you so much for your help yesterday, it meant a lot. I am still a little worried about Friday.';
/** A text written in each language, for a result that says it was read in the reader's own language. */
const OWN_TEXT: Readonly<Record<Language, string>> = {
  es: 'Estoy muy triste y cansado, nadie me escucha y ya no puedo más con esto.',
  fr: 'Je suis très triste et fatigué, personne ne m’écoute et je n’en peux plus.',
  de: 'Ich bin sehr traurig und müde, niemand hört mir zu und ich kann nicht mehr.',
};

/** Types `text` into the analyser, analyses it in full mode and waits until the result is in. */
async function analyse(page: Page, text: string): Promise<void> {
  await page.click('button[data-mode="full"]');
  await page.click('[data-testid="analysis-input"]');
  await page.type('[data-testid="analysis-input"]', text);
  await page.click('button[data-action="analyse"]');
  // Done when the saved text has left the box and Analyse is back (an earlier result may still be showing).
  await page.waitForFunction(
    () =>
      (document.querySelector('[data-testid="analysis-input"]') as HTMLTextAreaElement).value === '' &&
      !(document.querySelector('button[data-action="analyse"]') as HTMLButtonElement).disabled,
    { timeout: 30_000 },
  );
}

const bodyHas = (page: Page, wanted: string) => page.evaluate((t) => document.body.innerText.includes(t), wanted);

describe('the interface in Spanish, French and German', () => {
  let chromium: ExtensionBrowser;
  let server: ServerProcess;
  let web: Page;
  const english = catalogue('en');

  beforeAll(async () => {
    server = await startServerProcess();
    chromium = await launchWithExtension();
    await setSettings(chromium.worker, { serverUrl: server.url });
    web = await chromium.browser.newPage();
    await web.setViewport({ width: 1280, height: 900 });
    await signInThroughWebApp(web, server.url, { email: 'babel@example.test', name: 'Babel Fish' });
    await web.waitForSelector('[role="tablist"]', { timeout: 20_000 });
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.stop();
  });

  it('starts in English for an account that has not chosen another language', async () => {
    expect(await web.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await bodyHas(web, text(english, 'analyser.title'))).toBe(true);
  });

  for (const language of ['es', 'fr', 'de'] as const satisfies readonly Language[]) {
    const words = catalogue(language);

    it(`switches to ${language} from the account settings, without a reload, and analyses in it`, async () => {
      // A marker on the window survives only if the page is not reloaded.
      await web.evaluate(() => Object.assign(window, { notReloaded: true }));
      await web.click('.shell__avatar-button');
      await web.click('[role="menuitem"]');
      await web.waitForSelector('[role="dialog"] select[name="language"]');
      await web.select('[role="dialog"] select[name="language"]', language);
      // Every toast the page shows from the click on, as it appears: one toast replaces another at once
      // (notify), so a toast seen only by polling can be missed.
      await web.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenToasts: seen });
        new MutationObserver(() => {
          for (const el of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
            if (!seen.includes(el.innerText)) seen.push(el.innerText);
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      });
      await web.click('[role="dialog"] button[type="submit"]');
      await web.waitForFunction((l) => document.documentElement.lang === l, { timeout: 10_000 }, language);
      expect(await web.evaluate(() => 'notReloaded' in window)).toBe(true);
      const seenToasts = () => web.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts);
      const saved = text(words, 'settings.messages.saved.title');
      await waitFor(async () => (await seenToasts()).some((t) => t.includes(saved)), 15_000, 'the saved toast').catch(
        async (error: Error) => {
          throw new Error(`${error.message}; toasts seen: ${JSON.stringify(await seenToasts())}`);
        },
      );

      // The analyser: its card, its modes and the tabs.
      await waitFor(() => bodyHas(web, text(words, 'analyser.title')), 10_000, 'the analyser title');
      const tabs = await web.$$eval('[role="tab"]', (els) => els.map((e) => e.textContent?.trim()));
      expect(tabs).toEqual(['analyser', 'signature', 'learning'].map((t) => text(words, `shell.tabs.${t}`)));
      expect(await web.$eval('button[data-mode="full"]', (b) => b.textContent?.trim())).toBe(
        text(words, 'modes.full.label'),
      );
      expect(await web.$eval('[data-testid="analysis-input"]', (el) => el.getAttribute('placeholder'))).toBe(
        text(words, 'messages.inputPlaceholder'),
      );

      // A result.
      await analyse(web, TEXT);
      await web.waitForSelector('[data-testid="surroundings"]');
      await waitFor(() => bodyHas(web, text(words, 'messages.analysisComplete.title')), 10_000, 'Analysis Complete');
      const feedback = await web.$eval('[data-testid="analysis-feedback"]', (el) => (el as HTMLElement).innerText);
      expect(feedback).toContain(text(words, 'feedback.title'));
      expect(feedback).toContain(text(words, 'tone.label'));
      const tone = await web.$eval('[data-testid="tone-name"]', (el) => el.textContent ?? '');
      expect(toneLabels(words)).toContain(tone);
      expect(toneLabels(english)).not.toContain(tone);
      // The text is English, the reader is not: the result says which language it was read in.
      const englishName = new Intl.DisplayNames([language], { type: 'language' }).of('en') ?? 'en';
      expect(await web.$eval('[data-testid="read-language"]', (el) => el.textContent)).toBe(
        text(words, 'tone.readIn').replace('{{language}}', englishName),
      );
      expect(await bodyHas(web, text(words, 'diagnostics.title'))).toBe(true);
      await web.evaluate(() => window.scrollTo(0, 0));
      await screenshot(web, `i18n-${language}-analyser-result`);
      // What a person sees without scrolling, and the result card: read at full size.
      await web.screenshot({ path: shot(`i18n-${language}-analyser-top`) });
      await web.$eval('[data-testid="analysis-feedback"]', (el) => el.scrollIntoView({ block: 'start' }));
      await web.screenshot({ path: shot(`i18n-${language}-analyser-feedback`) });

      // The journal: the widget beside the analyser and the full dialog.
      const today = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(0, 'day');
      await waitFor(
        () =>
          web.$$eval(
            '[data-testid="journal-entry"]',
            (rows, t) => rows.some((r) => r.textContent?.toLowerCase().includes(t)),
            today,
          ),
        10_000,
        'a journal entry dated today in words',
      );
      await web.click('.shell__journal');
      const dialog = await web.waitForSelector('[role="dialog"]');
      const journal = await dialog!.evaluate((d) => (d as HTMLElement).innerText);
      expect(journal).toContain(text(words, 'journal.title'));
      expect(journal).toContain(TEXT.slice(0, 30));
      await web.screenshot({ path: shot(`i18n-${language}-journal`) });
      await web.keyboard.press('Escape');
      await web.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    });

    it(`reads a text written in ${language} in ${language}, and the result says so in words`, async () => {
      const own = OWN_TEXT[language];
      await analyse(web, own);
      // The journal's first entry is the new text once its result is the one showing.
      await waitFor(
        () =>
          web.$$eval(
            '[data-testid="journal-entry"]',
            (rows, t) => rows[0]?.textContent?.includes(t) ?? false,
            own.slice(0, 20),
          ),
        10_000,
        'the new entry in the journal',
      );
      const ownName = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
      const said = text(words, 'tone.readIn').replace('{{language}}', ownName);
      await waitFor(
        () => web.$eval('[data-testid="read-language"]', (el, want) => el.textContent === want, said),
        10_000,
        `"${said}" on the result`,
      );
      if (language === 'es') expect(said).toBe('Leído en español.');
      // Read in its own language, the sad, tired text names a tense tone (read as English, it names none).
      const tone = await web.$eval('[data-testid="tone-name"]', (el) => el.textContent ?? '');
      const tense = Object.entries((words.tone as Catalogue).names as Catalogue)
        .filter(([id]) => TONES[id as ToneId].family === 'tense')
        .map(([, n]) => (n as Catalogue).label as string);
      expect(tense).toContain(tone);
      // The server's reading of the text (EchoRoom's suggestion) speaks the reader's language too.
      await waitFor(() => bodyHas(web, TENSE_SUGGESTION[language]), 10_000, 'the EchoRoom suggestion');
      await web.$eval('[data-testid="analysis-feedback"]', (el) => el.scrollIntoView({ block: 'start' }));
      await web.screenshot({ path: shot(`i18n-${language}-own-language-result`) });
    });

    it(`shows the extension's popup in ${language}, the account's language`, async () => {
      const popup = await chromium.openPage('popup.html');
      await popup.setViewport({ width: 380, height: 640 });
      await popup.waitForSelector('[data-testid="signed-in"]', { timeout: 15_000 });
      await popup.waitForFunction((l) => document.documentElement.lang === l, { timeout: 10_000 }, language);
      expect(await popup.$eval('label[for="quick-text"]', (el) => el.textContent)).toBe(
        text(words, 'popup.textToCheck'),
      );
      await popup.type('#quick-text', TEXT);
      const name = await popup.waitForSelector('[data-testid="tone-name"]', { timeout: 10_000 });
      expect(toneLabels(words)).toContain(await name!.evaluate((el) => el.textContent));
      const shown = await popup.evaluate(() => document.body.innerText);
      expect(shown).toContain(text(words, 'popup.openAnalyser'));
      expect(shown).toContain(text(words, 'axis.warmthDetachment.short'));
      await screenshot(popup, `i18n-${language}-popup`);
      await popup.close();
    });
  }
});

describe('the extension in a German browser, signed out', () => {
  let chromium: ExtensionBrowser;
  const german = catalogue('de');

  beforeAll(async () => {
    // The pages' preferred languages (navigator.languages) are German.
    chromium = await launchWithExtension(['--accept-lang=de-DE,de']);
  });
  afterAll(async () => {
    await chromium?.close();
  });

  it('resolves its manifest words and context menu through _locales, German among them', async () => {
    // This Chromium ships only its en-US interface locale, so the browser reads the default (English) messages;
    // the German ones are in the build beside them.
    const built = (language: string) =>
      JSON.parse(readFileSync(resolve(EXTENSION_DIR, '_locales', language, 'messages.json'), 'utf8')) as Record<
        string,
        { message: string }
      >;
    const words = await chromium.worker.evaluate(() => ({
      description: chrome.i18n.getMessage('extDescription'),
      menu: chrome.i18n.getMessage('contextMenuTitle'),
    }));
    expect(words).toEqual({
      description: built('en').extDescription!.message,
      menu: built('en').contextMenuTitle!.message,
    });
    expect(built('de').contextMenuTitle!.message).toBe('Markierten Text mit ToneLens analysieren');
    const manifest = JSON.parse(readFileSync(resolve(EXTENSION_DIR, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ default_locale: 'en', description: '__MSG_extDescription__' });
  });

  it('starts a fresh install in the browser’s language: the signed-out popup is German', async () => {
    const popup = await chromium.openPage('popup.html');
    await popup.waitForFunction(() => document.documentElement.lang === 'de', { timeout: 10_000 });
    expect(await popup.$eval('label[for="quick-text"]', (el) => el.textContent)).toBe(
      text(german, 'popup.textToCheck'),
    );
    await popup.type('#quick-text', TEXT);
    const name = await popup.waitForSelector('[data-testid="tone-name"]', { timeout: 10_000 });
    expect(toneLabels(german)).toContain(await name!.evaluate((el) => el.textContent));
    expect(await popup.evaluate(() => document.body.innerText)).toContain(text(german, 'popup.signIn'));
    await screenshot(popup, 'i18n-de-popup-signed-out');
    const stored = await chromium.worker.evaluate(async () => (await chrome.storage.local.get('settings')).settings);
    expect(stored === undefined || (stored as { language?: string }).language === 'de').toBe(true);
    await popup.close();
  });
});
