/**
 * Browser-test helpers for the web app: sign in from the landing page through
 * the built-in identity provider, seed data through the real API from inside
 * the page (same origin, session cookie), run axe-core, and take the four
 * screenshots of a screen (1280 px and 390 px, light and dark).
 */
import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { screenshot } from '../../../e2e/support/chromium';

const require = createRequire(import.meta.url);
/** Path of axe-core's browser bundle. */
export const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** Widths of the screenshots: desktop and phone. */
export const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Opens the landing page, presses Log In and completes the provider's form; resolves on the signed-in app. */
export async function signInFromLanding(
  page: Page,
  baseUrl: string,
  person: { email: string; name: string },
): Promise<void> {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('a.landing__login');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('a.landing__login')]);
  await page.waitForSelector('input[name=email]');
  await page.type('input[name=email]', person.email);
  await page.type('input[name=name]', person.name);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('button[type=submit]')]);
  // Some providers show a consent step; the built-in one returns straight to the app.
  await page.waitForSelector('[role="tablist"]', { timeout: 30_000 });
}

/** Sends one API request from the page (session cookie, same origin) and returns status and JSON body. */
export async function apiFromPage<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (m, p, b) => {
      const res = await fetch(p, {
        method: m,
        credentials: 'include',
        headers: b === undefined ? {} : { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    method,
    path,
    body as never,
  ) as Promise<{ status: number; body: T }>;
}

/** Serious or critical axe-core violations on the page, as "id: help (n nodes)" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx?: unknown,
            opts?: unknown,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`);
}

/** Sets light or dark colour scheme for the page. */
export async function setScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
}

/**
 * Screenshots the page at 1280 px and 390 px in light and dark as
 * `<name>-{desktop,phone}-{light,dark}`, running axe-core on each; returns all
 * serious or critical violations found. `prepare` re-opens the state after a
 * viewport change when needed.
 */
export async function captureScreen(page: Page, name: string, prepare?: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewport(viewport);
      await setScheme(page, scheme);
      if (prepare) await prepare();
      await new Promise((r) => setTimeout(r, 250));
      await screenshot(page, `${name}-${size}-${scheme}`);
      for (const v of await seriousViolations(page)) problems.push(`${name} ${size} ${scheme}: ${v}`);
    }
  }
  await setScheme(page, 'light');
  await page.setViewport(VIEWPORTS.desktop);
  return problems;
}

/** Waits until the page shows the given text somewhere. */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction((t) => document.body.innerText.includes(t), { timeout }, text);
}

/** Clicks the first button or link whose visible text contains `text`. */
export async function clickText(
  page: Page,
  text: string,
  selector = 'button, a, [role="tab"], [role="menuitem"]',
): Promise<void> {
  const handle = await page.waitForFunction(
    (t, sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)].find(
        (el) => el.innerText.trim().includes(t) && !(el as HTMLButtonElement).disabled && el.offsetParent !== null,
      ),
    { timeout: 15_000 },
    text,
    selector,
  );
  await (handle.asElement() as import('puppeteer-core').ElementHandle<HTMLElement>).click();
}
