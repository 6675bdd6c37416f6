/** Clicking in browser tests once a page has stopped moving: a click during a glide can land beside its target. */
import type { Page } from 'puppeteer-core';

/** Waits until the page has stopped scrolling (after Analyse or Generate it glides to the result). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 150);
      }),
    { timeout: 10_000 },
  );
}

/** Clicks the button whose visible text contains `text` (optionally within `scope`), once scrolling has settled. */
export async function clickButton(page: Page, text: string, scope = 'body'): Promise<void> {
  await scrollSettled(page);
  const handle = await page.waitForSelector(
    `${scope} ::-p-xpath(.//button[contains(normalize-space(.), ${xpathString(text)})])`,
    {
      visible: true,
    },
  );
  await handle!.click();
}

/** An XPath string literal for any text. */
function xpathString(text: string): string {
  if (!text.includes("'")) return `'${text}'`;
  return `concat('${text.split("'").join(`', "'", '`)}')`;
}
