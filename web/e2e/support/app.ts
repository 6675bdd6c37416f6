/**
 * Browser-test helpers for the web app: sign in from the landing page through
 * the built-in identity provider, seed data through the real API from inside
 * the page (same origin, session cookie), run axe-core, and take the four
 * screenshots of a screen (1280 px and 390 px, light and dark).
 */
import { readFileSync } from 'node:fs';
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
  await coloursSettled(page);
  // Evaluated rather than added as a <script>: the app's CSP (rightly) refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
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
 * Waits until no CSS transition is running, so a screenshot or a contrast check never reads a
 * colour half-way between two states (colours ease when the scheme changes, and a button eases
 * back when a timed state such as "Saved to Signature!" ends).
 */
export async function coloursSettled(page: Page): Promise<void> {
  // Polled from here rather than with waitForFunction: a page's own timers are throttled in a background tab.
  const deadline = Date.now() + 5_000;
  do {
    await new Promise((r) => setTimeout(r, 50));
    const easing = await page.evaluate(() =>
      document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
    );
    if (!easing) return;
  } while (Date.now() < deadline);
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
      // Chromium does not render a background tab, so its transitions would never end.
      await page.bringToFront();
      await page.setViewport(viewport);
      await setScheme(page, scheme);
      if (prepare) await prepare();
      // Full-page shots from the top, so sticky parts sit where a reader first sees them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await coloursSettled(page);
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

/** Clicks the first visible, enabled button or link whose text contains `text` (within elements matching `selector`). */
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
  // A DOM click: a toast may sit over the target for a few seconds, as it would for a person, who would wait.
  await (handle.asElement() as import('puppeteer-core').ElementHandle<HTMLElement>).evaluate((el) => el.click());
}

/** A running app for browser tests: its base URL and how to stop it. */
export interface RunningApp {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (fresh SQLite database, serving web/dist) on a free
 * loopback port through the API's `startServerProcess()`. With
 * TONELENS_E2E_URL set, uses that already running server instead (manual runs).
 */
export async function startApp(): Promise<RunningApp> {
  const external = process.env.TONELENS_E2E_URL;
  if (external) return { url: external.replace(/\/+$/, ''), stop: async () => undefined };
  const { startServerProcess } = (await import('../../../api/test/server-process')) as {
    startServerProcess: () => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const server = await startServerProcess();
  return { url: server.url.replace(/\/+$/, ''), stop: () => server.stop() };
}

/** Clicks the first element matching `selector` through the DOM. */
export async function clickSelector(page: Page, selector: string): Promise<void> {
  const handle = await page.waitForSelector(selector, { visible: true });
  await handle!.evaluate((el) => (el as HTMLElement).click());
}

/** Polls `check` (in Node) until it returns a truthy value; fails after `timeout` ms. */
export async function until<T>(check: () => Promise<T | undefined | null | false>, timeout = 15_000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('Condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
