/**
 * Web app figures (printed, not judged): the initial JavaScript of the build
 * (gzip), Lighthouse (desktop preset) on the signed-in analysis screen, and
 * the script time per frame while typing into a 2 KB text (the gradient
 * border and the visualization follow every keystroke), measured with the
 * Performance API in Chromium.
 *
 * Run after `npm run build:api` and `npm run build:web` (the bench:web script does all three).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'puppeteer-core';
import { launchChromium } from '../e2e/support/chromium';
import { startServerProcess } from '../api/test/server-process';
import { chooseMode, clickButton, enterText, signInThroughBrowser, waitForToast } from '../web/e2e/analysis-support';

const DIST = resolve(import.meta.dirname, '../web/dist');

/** The scripts index.html loads at start (entry and module preloads), with raw and gzip sizes in bytes. */
function initialScripts(): { file: string; raw: number; gzip: number }[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]!);
  return [...files].map((file) => {
    const path = join(DIST, file.replace(/^\//, ''));
    const content = readFileSync(path);
    return { file, raw: statSync(path).size, gzip: gzipSync(content, { level: 9 }).length };
  });
}

/** Every JS file of the build with its gzip size (lazy chunks included). */
function allScripts(): { file: string; gzip: number }[] {
  const dir = join(DIST, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ file: `/assets/${f}`, gzip: gzipSync(readFileSync(join(dir, f)), { level: 9 }).length }));
}

/**
 * Wraps every callback the page runs (animation frames, timers, event
 * listeners, message-port handlers that drive React's scheduler) in
 * performance.now() marks and adds their durations to the current frame.
 */
function instrumentScriptTime(): void {
  const w = window as unknown as { __frameScript: number[]; __frame: number; __measuring: boolean };
  w.__frameScript = [];
  w.__frame = 0;
  w.__measuring = false;
  let depth = 0;
  const timed = <A extends unknown[], R>(fn: (...args: A) => R) =>
    function (this: unknown, ...args: A): R {
      if (depth > 0 || !w.__measuring) return fn.apply(this, args);
      depth++;
      const start = performance.now();
      try {
        return fn.apply(this, args);
      } finally {
        depth--;
        w.__frameScript[w.__frame] = (w.__frameScript[w.__frame] ?? 0) + (performance.now() - start);
      }
    };
  const raf = window.requestAnimationFrame.bind(window);
  const tick = () => {
    if (w.__measuring) w.__frame++;
    raf(tick);
  };
  raf(tick);
  window.requestAnimationFrame = (cb) => raf(timed(cb));
  const st = window.setTimeout.bind(window);
  const si = window.setInterval.bind(window);
  window.setTimeout = ((cb: TimerHandler, ms?: number, ...rest: unknown[]) =>
    st(typeof cb === 'function' ? timed(cb as () => void) : cb, ms, ...rest)) as typeof setTimeout;
  window.setInterval = ((cb: TimerHandler, ms?: number, ...rest: unknown[]) =>
    si(typeof cb === 'function' ? timed(cb as () => void) : cb, ms, ...rest)) as typeof setInterval;
  const wrapped = new WeakMap<object, EventListener>();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (typeof listener !== 'function') return add.call(this, type, listener, options);
    let w2 = wrapped.get(listener);
    if (!w2) {
      w2 = timed(listener as (e: Event) => void) as EventListener;
      wrapped.set(listener, w2);
    }
    return add.call(this, type, w2, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    const w2 = typeof listener === 'function' ? wrapped.get(listener) : undefined;
    return remove.call(this, type, w2 ?? listener, options);
  };
  const port = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get() {
      return port.get!.call(this);
    },
    set(fn: ((e: MessageEvent) => void) | null) {
      port.set!.call(this, fn ? timed(fn) : fn);
    },
  });
}

/** Types `count` characters at the end of a 2 KB text and returns the script ms of each frame meanwhile. */
async function scriptPerFrameWhileTyping(page: Page, count: number): Promise<{ idle: number[]; typed: number[] }> {
  const base = 'I am grateful for the time you gave me, though I am unsure the plan holds together. '
    .repeat(26)
    .slice(0, 2048);
  await chooseMode(page, 'plain');
  await enterText(page, base);
  await page.focus('[data-testid="analysis-input"]');
  await page.keyboard.press('End');
  await new Promise((r) => setTimeout(r, 500));
  const idle = await scriptPerFrameIdle(page, 1500);
  await page.evaluate(() => {
    const w = window as unknown as { __frameScript: number[]; __frame: number; __measuring: boolean };
    w.__frameScript = [];
    w.__frame = 0;
    w.__measuring = true;
  });
  const words = 'and yet I hope we can find a way through this together ';
  for (let i = 0; i < count; i++) await page.keyboard.type(words[i % words.length]!, { delay: 40 });
  await new Promise((r) => setTimeout(r, 300));
  const typed = await page.evaluate(() => {
    const w = window as unknown as { __frameScript: (number | undefined)[]; __frame: number; __measuring: boolean };
    w.__measuring = false;
    return Array.from({ length: w.__frame + 1 }, (_, i) => w.__frameScript[i] ?? 0);
  });
  return { idle, typed };
}

/** Script ms of each frame during `ms` milliseconds without input (the visualization animates). */
async function scriptPerFrameIdle(page: Page, ms: number): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as unknown as { __frameScript: number[]; __frame: number; __measuring: boolean };
    w.__frameScript = [];
    w.__frame = 0;
    w.__measuring = true;
  });
  await new Promise((r) => setTimeout(r, ms));
  return page.evaluate(() => {
    const w = window as unknown as { __frameScript: (number | undefined)[]; __frame: number; __measuring: boolean };
    w.__measuring = false;
    return Array.from({ length: w.__frame + 1 }, (_, i) => w.__frameScript[i] ?? 0);
  });
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main(): Promise<void> {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const initial = initialScripts();
  console.log('Initial JavaScript (loaded by index.html):');
  for (const s of initial)
    console.log(`  ${s.file.padEnd(48)} ${kb(s.raw).padStart(10)} raw ${kb(s.gzip).padStart(10)} gzip`);
  const initialGzip = initial.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`  total initial JS: ${kb(initialGzip)} gzip (budget 200 KB)`);
  const lazy = allScripts().filter((s) => !initial.some((i) => i.file === s.file));
  const chart = lazy.find((s) => /chart-/.test(s.file));
  console.log(
    `  lazy chunks: ${lazy.length}, ${kb(lazy.reduce((s, c) => s + c.gzip, 0))} gzip (chart.js ${chart ? kb(chart.gzip) : 'n/a'})`,
  );

  const server = await startServerProcess();
  const chromium = await launchChromium();
  // Puppeteer starts Chromium's debugging server on a free port; Lighthouse drives the same browser through it.
  const port = Number(new URL(chromium.browser.wsEndpoint()).port);
  try {
    const page = await chromium.browser.newPage();
    await page.setViewport({ width: 1350, height: 940 });
    await signInThroughBrowser(page, server.url);
    // A result on screen makes the analysis screen complete (chart and all) for the later figures.
    await chooseMode(page, 'spectral');
    await enterText(page, 'I am really grateful for your help, but I am not sure the plan will work.');
    await clickButton(page, 'Analyse Emotional Resonance');
    await waitForToast(page, 'Analysis Complete');

    const { default: lighthouse, desktopConfig } = await import('lighthouse');
    const run = await lighthouse(
      `${server.url}/`,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] },
      desktopConfig,
    );
    const lhr = run!.lhr;
    console.log('\nLighthouse (desktop preset, signed-in analysis screen):');
    for (const id of ['performance', 'accessibility', 'best-practices'] as const) {
      console.log(`  ${lhr.categories[id]!.title.padEnd(16)} ${Math.round((lhr.categories[id]!.score ?? 0) * 100)}`);
    }
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      const audit = lhr.audits[id];
      if (audit) console.log(`  ${audit.title.padEnd(28)} ${audit.displayValue ?? ''}`);
    }
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failing.length) console.log(`  not passed: ${failing.map((a) => a.id).join(', ')}`);
    for (const audit of failing) {
      const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
      for (const item of items.slice(0, 3)) {
        const text = JSON.stringify(item).replaceAll(server.url, '');
        console.log(`    ${audit.id}: ${text.length > 160 ? `${text.slice(0, 160)}…` : text}`);
      }
    }
    const bootup = lhr.audits['bootup-time']?.details as { items?: { url: string; scripting: number }[] } | undefined;
    for (const item of (bootup?.items ?? []).slice(0, 4)) {
      console.log(
        `  script evaluation ${item.url.replace(server.url, '').padEnd(36)} ${Math.round(item.scripting)} ms`,
      );
    }

    const typing = await chromium.browser.newPage();
    await typing.setViewport({ width: 1350, height: 940 });
    // tsx names functions with a __name helper that the page lacks: give it one first.
    await typing.evaluateOnNewDocument('globalThis.__name = (fn) => fn;');
    await typing.evaluateOnNewDocument(instrumentScriptTime);
    await typing.goto(`${server.url}/`, { waitUntil: 'networkidle0' });
    await typing.waitForSelector('[data-testid="analysis-input"]');
    const { idle, typed } = await scriptPerFrameWhileTyping(typing, 60);
    const frames = typed.filter((ms) => ms > 0);
    const mean = frames.reduce((s, v) => s + v, 0) / Math.max(1, frames.length);
    console.log('\nScript per frame while typing 60 characters into a 2 KB text (frames with script):');
    const idleMean = idle.reduce((sum, v) => sum + v, 0) / Math.max(1, idle.length);
    console.log(`  idle with the 2 KB text (animation only): ${idle.length} frames, mean ${idleMean.toFixed(2)} ms`);
    console.log(
      `  frames ${frames.length}  mean ${mean.toFixed(2)} ms  p95 ${percentile(frames, 95).toFixed(2)} ms  max ${Math.max(...frames).toFixed(2)} ms (budget 4 ms)`,
    );
  } finally {
    await chromium.close();
    await server.stop();
  }
}

await main();
