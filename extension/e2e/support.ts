/**
 * Helpers of the extension's browser tests: Chromium with the built extension
 * loaded, its id and service worker, a loopback page server, and settings writes.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page, WebWorker } from 'puppeteer-core';
import { launchChromium, type TestBrowser } from '../../e2e/support/chromium';
import type { Settings } from '../lib/settings';

/** The Chrome build the tests load (made by `npm run build:extension`). */
export const EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/chrome-mv3');

/** Chromium with the extension loaded. */
export interface ExtensionBrowser extends TestBrowser {
  extensionId: string;
  worker: WebWorker;
  /** Opens one of the extension's pages (popup.html, sidepanel.html, options.html) in a tab. */
  openPage(path: string): Promise<Page>;
}

/** Starts Chromium with the built extension (and any further `args`) and waits for its service worker. */
export async function launchWithExtension(args: string[] = []): Promise<ExtensionBrowser> {
  const test = await launchChromium({ extensionDir: EXTENSION_DIR, args });
  const browser: Browser = test.browser;
  const target = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
    { timeout: 30_000 },
  );
  const worker = (await target.worker())!;
  const extensionId = new URL(target.url()).host;
  return {
    ...test,
    extensionId,
    worker,
    async openPage(path: string) {
      const page = await browser.newPage();
      await page.goto(`chrome-extension://${extensionId}/${path}`, { waitUntil: 'domcontentloaded' });
      return page;
    },
  };
}

/** Writes settings (merged over the stored ones) from the service worker. */
export async function setSettings(worker: WebWorker, change: Partial<Settings>): Promise<void> {
  await worker.evaluate(
    async (c) => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({ settings: { ...(settings ?? {}), ...c }, settings$: { v: 3 } });
    },
    change as Record<string, unknown>,
  );
}

/** Reads the stored settings from the service worker. */
export function getStoredSettings(worker: WebWorker): Promise<Settings> {
  return worker.evaluate(async () => (await chrome.storage.local.get('settings')).settings) as Promise<Settings>;
}

/** A loopback server of fixed pages (path → HTML), on a free port. */
export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `pages` on 127.0.0.1 at a free port. */
export async function servePages(pages: Record<string, string>): Promise<PageServer> {
  const server: Server = createServer((req, res) => {
    const html = pages[new URL(req.url ?? '/', 'http://x').pathname];
    res.writeHead(html === undefined ? 404 : 200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Polls `check` until it returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(check: () => Promise<T> | T, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Signs in through the web app in `page`: Log In, the development sign-in form, back in the app. */
export async function signInThroughWebApp(page: Page, serverUrl: string, person: { email: string; name: string }) {
  await page.goto(`${serverUrl}/`, { waitUntil: 'load' });
  await page.click('::-p-text(Log In)');
  await page.waitForSelector('input[name="email"]');
  await page.type('input[name="email"]', person.email);
  await page.type('input[name="name"]', person.name);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[type="submit"]')]);
}

/** Path of axe-core's browser bundle. */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious or critical axe-core violations on an extension page in the given colour scheme, one line each. */
export async function seriousViolations(page: Page, scheme: 'light' | 'dark'): Promise<string[]> {
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
  // Colours ease between themes: measure once no transition runs.
  await page.waitForFunction(
    () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
    { timeout: 5_000, polling: 100 },
  );
  // Evaluated through the debugging protocol, which the pages' Content-Security-Policy does not block.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: object): Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
  });
}
