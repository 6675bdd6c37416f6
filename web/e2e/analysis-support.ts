/** Helpers of the analysis screen's browser tests: signing in through the built-in identity provider and driving the screen. */
import type { Page } from 'puppeteer-core';
export { clickButton, scrollSettled } from '../../e2e/support/clicks';

/** Opens `baseUrl`, clicks Log In, fills the provider's form and waits for the analyser. */
export async function signInThroughBrowser(
  page: Page,
  baseUrl: string,
  person: { email: string; name: string } = {
    email: `reader-${Date.now().toString(36)}@example.test`,
    name: 'Ada Lovelace',
  },
): Promise<void> {
  await recordToasts(page);
  await page.goto(baseUrl, { waitUntil: 'networkidle0' });
  const login = await page.waitForSelector('a[href*="/api/login"]', { visible: true });
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), login!.click()]);
  await page.waitForSelector('input[name=email]', { visible: true });
  await page.type('input[name=email]', person.email);
  await page.type('input[name=name]', person.name);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button[type=submit]')]);
  await page.waitForSelector('[data-testid="analysis-input"]', { visible: true, timeout: 30_000 });
}

/**
 * Keeps a log of every toast the page shows (one is visible at a time, so a
 * later toast may replace an earlier one before a test looks).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const w = window as unknown as { __toasts: string[] };
    w.__toasts = [];
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (seen.has(el)) continue;
        seen.add(el);
        w.__toasts.push(el.textContent ?? '');
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until a toast containing `title` has shown (since the last wait that found it) and returns its text. */
export async function waitForToast(page: Page, title: string, timeout = 20_000): Promise<string> {
  const handle = await page.waitForFunction(
    (t) => {
      const log = (window as unknown as { __toasts: string[] }).__toasts;
      const at = log.findIndex((text) => text.includes(t));
      return at < 0 ? null : log.splice(at, 1)[0];
    },
    { timeout },
    title,
  );
  return (await handle.jsonValue()) as string;
}

/** Types `text` into the analysis text area (replacing what is there). */
export async function enterText(page: Page, text: string): Promise<void> {
  await page.click('[data-testid="analysis-input"]');
  await page.$eval('[data-testid="analysis-input"]', (el) => {
    (el as HTMLTextAreaElement).select();
  });
  await page.keyboard.press('Backspace');
  if (text.length > 200) {
    // Long texts are pasted in one go (as a person would), then a key is typed to fire React's change.
    await page.$eval(
      '[data-testid="analysis-input"]',
      (el, value) => {
        const area = el as HTMLTextAreaElement;
        const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
        setter.call(area, value);
        area.dispatchEvent(new Event('input', { bubbles: true }));
      },
      text,
    );
  } else {
    await page.type('[data-testid="analysis-input"]', text);
  }
}

/** Chooses a mode by its button label. */
export async function chooseMode(page: Page, mode: 'plain' | 'tonelens' | 'spectral' | 'full'): Promise<void> {
  await page.click(`button[data-mode="${mode}"]`);
}
