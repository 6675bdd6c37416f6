/** Helpers of the analysis screen's browser tests: signing in through the built-in identity provider and driving the screen. */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'puppeteer-core';

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

/** Clicks the button whose visible text contains `text` (optionally within `scope`). */
export async function clickButton(page: Page, text: string, scope = 'body'): Promise<void> {
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

/** A running server for browser tests: its URL and how to stop it. */
export interface AnalysisServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (fresh SQLite database, serving web/dist) on a free
 * loopback port: through the API's `startServerProcess()` where it exists,
 * else by running api/src/server.ts itself. With TONELENS_E2E_URL set, uses
 * that already running server (manual runs).
 */
export async function startAnalysisServer(): Promise<AnalysisServer> {
  const external = process.env.TONELENS_E2E_URL;
  if (external) return { url: external.replace(/\/+$/, ''), stop: async () => undefined };
  const helper = resolve(import.meta.dirname, '../../api/test/server-process.ts');
  if (existsSync(helper)) {
    const { startServerProcess } = (await import(pathToFileURL(helper).href)) as {
      startServerProcess: () => Promise<{ url: string; stop: () => Promise<void> }>;
    };
    const server = await startServerProcess();
    return { url: server.url.replace(/\/+$/, ''), stop: () => server.stop() };
  }
  return spawnServer();
}

/** A port the system hands out as free (the server binds it a moment later). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/** Runs api/src/server.ts in a child process over a fresh SQLite file and waits for /api/health. */
async function spawnServer(): Promise<AnalysisServer> {
  const root = resolve(import.meta.dirname, '../..');
  const data = mkdtempSync(join(tmpdir(), 'tonelens-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: `sqlite:${join(data, 'tonelens.sqlite')}`,
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}): ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not start: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(data, { recursive: true, force: true });
    },
  };
}
