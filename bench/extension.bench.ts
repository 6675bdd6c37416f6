/**
 * Extension benchmark, in Chromium with the built extension (.output/chrome-mv3):
 * - popup JavaScript, gzip (target ≤ 150 KB) and first render after opening (≤ 150 ms): its first
 *   contentful paint, with the moments the text box is in the DOM and React has mounted,
 * - the live-tone chip's work per keystroke on a 2 KB field (≤ 2 ms): reading the
 *   field, the local reading and drawing the chip, timed without the debounce, as if
 *   every keystroke recomputed, on a page that has laid out the typed letter (the page's
 *   own layout of the field is timed apart),
 * - the content script's JavaScript, gzip (≤ 80 KB), the local engine and its graded lexicon included.
 * Prints figures; never fails on a target.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { messageText } from './texts';
import { fmt } from './measure';

const root = resolve(import.meta.dirname, '..');
const out = join(root, '.output/chrome-mv3');
if (!existsSync(join(out, 'manifest.json'))) {
  console.log('No extension build in .output/chrome-mv3: run `npm run build:extension` first.');
  process.exit(0);
}

const gzipKb = (files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0) / 1024;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

// Size of the content script; the popup's size is that of every script it loads, counted in Chromium below.
const contentGzipKb = gzipKb([join(out, 'content-scripts/live-tone.js')]);

// The chip's own code and the reading the background makes for it, bundled for a plain page so the work of one
// keystroke can be timed there (the message to the background and back is not counted).
const home = mkdtempSync(join(tmpdir(), 'tonelens-bench-'));
const chipEntry = join(home, 'chip-entry.ts');
writeFileSync(
  chipEntry,
  `import { fieldText } from '@/lib/chip-logic';
   import { chipReading } from '@/lib/chip-reading';
   import { createChip } from '@/entrypoints/live-tone.content/chip';
   const chip = createChip(document, () => {}, () => {});
   document.documentElement.append(chip.host);
   (window as any).chipWork = (field: Element) => {
     chip.render(chipReading(fieldText(field)));
     chip.place(field.getBoundingClientRect(), innerWidth, innerHeight);
   };`,
);
const bundle = await build({
  configFile: false,
  logLevel: 'silent',
  resolve: {
    alias: [
      { find: '@tonelens/core/engine', replacement: join(root, 'core/src/engine/index.ts') },
      { find: '@tonelens/core/reading', replacement: join(root, 'core/src/reading/index.ts') },
      { find: '@', replacement: join(root, 'extension') },
    ],
  },
  build: {
    write: false,
    minify: true,
    lib: { entry: chipEntry, formats: ['iife'], name: 'ToneLensChipBench', fileName: () => 'chip.js' },
  },
});
const chipCode = (Array.isArray(bundle) ? bundle[0]! : (bundle as { output: { code?: string }[] })).output[0]!.code!;

process.env.XDG_CONFIG_HOME = join(home, 'config');
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  enableExtensions: true,
  userDataDir: join(home, 'profile'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    `--disable-extensions-except=${out}`,
    `--load-extension=${out}`,
  ],
});
try {
  const worker = await browser.waitForTarget(
    (t) => t.type() === 'service_worker' && t.url().endsWith('/background.js'),
  );
  const extensionId = new URL(worker.url()).host;

  // Popup first render: from the start of navigation to the text box being in the DOM, and first contentful paint.
  const popupScripts = new Set<string>();
  const renders: number[] = [];
  const paints: number[] = [];
  const mounts: number[] = [];
  for (let i = 0; i < 15; i++) {
    const page = await browser.newPage();
    await page.setViewport({ width: 360, height: 560 });
    await page.evaluateOnNewDocument(() => {
      const times = window as unknown as { firstRenderMs?: number; mountedMs?: number };
      new MutationObserver((_, observer) => {
        if (times.firstRenderMs === undefined && document.getElementById('quick-text'))
          times.firstRenderMs = performance.now();
        if (document.querySelector('main[data-app]')) {
          times.mountedMs = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) popupScripts.add(join(out, new URL(r.url()).pathname));
    });
    await page.goto(`chrome-extension://${extensionId}/popup.html`, { waitUntil: 'load' });
    await page.waitForSelector('main[data-app]');
    // Typing loads the analysis code too: it counts towards the popup's JavaScript.
    await page.type('#quick-text', 'Hello');
    await page.waitForSelector('[data-testid="quick-result"]');
    const [render, mounted, paint] = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const times = window as unknown as { firstRenderMs: number; mountedMs: number };
      return [times.firstRenderMs, times.mountedMs, fcp] as const;
    });
    if (i > 0) {
      renders.push(render);
      mounts.push(mounted);
      paints.push(paint);
    }
    await page.close();
  }

  // Chip work per keystroke on a 2 KB field.
  const page = await browser.newPage();
  await page.setViewport({ width: 1000, height: 800 });
  await page.setContent('<textarea id="f" style="width:700px;height:300px"></textarea>');
  await page.addScriptTag({ content: chipCode });
  const text = messageText(2048);
  const { times: perKey, typing } = await page.evaluate((base: string) => {
    const field = document.getElementById('f') as HTMLTextAreaElement;
    field.value = base;
    const work = (window as unknown as { chipWork: (el: Element) => void }).chipWork;
    for (let i = 0; i < 50; i++) work(field);
    const times: number[] = [];
    const typing: number[] = [];
    const letters = 'the quick brown fox jumps over the lazy dog ';
    for (let i = 0; i < 400; i++) {
      field.value += letters[i % letters.length];
      // The page lays out the typed letter in the frame that shows it, chip or no chip; the chip's work
      // follows a pause in typing (the debounce), on a page laid out by then. That layout is the page's
      // own, so it is done here before the chip's work is timed, and timed apart.
      const typed = performance.now();
      field.getBoundingClientRect();
      const start = performance.now();
      work(field);
      times.push(performance.now() - start);
      typing.push(start - typed);
    }
    return { times, typing };
  }, text);

  const popupGzipKb = gzipKb([...popupScripts]);
  console.log('ToneLens extension benchmark (Chromium, built extension)');
  console.log(
    `popup JavaScript, gzip           ${fmt(popupGzipKb, 1)} KB   (target ≤ 150; all ${popupScripts.size} scripts it loads)`,
  );
  console.log(
    `popup first render (first paint) ${fmt(median(paints), 1)} ms   (target ≤ 150; median of ${paints.length})`,
  );
  console.log(`popup text box in the DOM        ${fmt(median(renders), 1)} ms   (median; typing works from here)`);
  console.log(
    `popup app mounted                ${fmt(median(mounts), 1)} ms   (median; the quick check runs from here)`,
  );
  console.log(
    `chip work per keystroke, 2 KB    ${fmt(median(perKey), 3)} ms   (target ≤ 2; p95 ${p95(perKey).toFixed(3)} ms, ${text.length} chars)`,
  );
  console.log(
    `typed field's own layout, 2 KB   ${fmt(median(typing), 3)} ms   (median; the page's work for each letter, with or without the chip)`,
  );
  console.log(
    `content script JavaScript, gzip  ${fmt(contentGzipKb, 1)} KB   (target ≤ 80; the live-tone chip with the local engine and its graded lexicon)`,
  );
} finally {
  await browser.close();
  rmSync(home, { recursive: true, force: true });
}
