/**
 * Launching Debian's Chromium for browser tests: headless, as root, with nothing
 * reaching outside this machine, optionally with the built extension loaded.
 */
import { mkdtempSync, rmSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Where Debian installs Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Folder for screenshots (git-ignored). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../screenshots');

/** A running browser and the temp folder it lives in; `close()` removes both. */
export interface TestBrowser {
  browser: Browser;
  close(): Promise<void>;
}

/** Starts headless Chromium with a fresh profile; pass `extensionDir` to load an unpacked extension. */
export async function launchChromium(options: { extensionDir?: string; args?: string[] } = {}): Promise<TestBrowser> {
  const home = mkdtempSync(join(tmpdir(), 'tonelens-chromium-'));
  const userDataDir = join(home, 'profile');
  mkdirSync(userDataDir);
  process.env.XDG_CONFIG_HOME = join(home, 'config');
  process.env.XDG_CACHE_HOME = join(home, 'cache');
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--no-default-browser-check',
    ...(options.extensionDir
      ? [`--disable-extensions-except=${options.extensionDir}`, `--load-extension=${options.extensionDir}`]
      : []),
    ...(options.args ?? []),
  ];
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    enableExtensions: Boolean(options.extensionDir),
    userDataDir,
    args,
  });
  return {
    browser,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot as screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
