/**
 * `NODE_ENV=development npm start` (an exported NODE_ENV, as a shell may hold) still builds React's production
 * bundle for the web app and the extension: their configs set the mode themselves.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '..');

/** Strings only React 19's development bundles hold (JSX dev runtime, owner stacks, nesting warnings). */
const DEVELOPMENT_MARKERS = ['jsxDEV', 'react-stack-top-frame', 'In HTML, %s cannot be a child of'];

const out = mkdtempSync(join(tmpdir(), 'tonelens-production-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs `args` with node in the repository under NODE_ENV=development; rejects with its output when it fails. */
function runWithDevelopmentEnv(args: string[]): Promise<void> {
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { ...process.env, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((done, fail) =>
    child.once('close', (code) => (code === 0 ? done() : fail(new Error(`exit ${code}\n${output}`)))),
  );
}

/** The development markers found in the .js files below `dir`, as "file: marker". */
function developmentMarkersIn(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const marker of DEVELOPMENT_MARKERS) if (text.includes(marker)) found.push(`${entry.name}: ${marker}`);
  }
  return found;
}

describe('builds under an exported NODE_ENV=development', () => {
  it('gives the web app React production bundle', async () => {
    const dir = join(out, 'web');
    const vite = join(REPO, 'node_modules/vite/bin/vite.js');
    await runWithDevelopmentEnv([vite, 'build', '--config', 'web/vite.config.ts', '--outDir', dir, '--emptyOutDir']);
    expect(readdirSync(join(dir, 'assets')).some((f) => f.endsWith('.js'))).toBe(true);
    expect(developmentMarkersIn(dir)).toEqual([]);
  });

  it('gives the extension React production bundle', async () => {
    const dir = join(out, 'extension');
    // WXT's own build with only the output folder changed, so the checkout's .output stays as it was.
    const script = `import { build } from 'wxt'; await build({ outDir: ${JSON.stringify(dir)}, logLevel: 1 });`;
    await runWithDevelopmentEnv(['--input-type=module', '-e', script]);
    expect(readdirSync(join(dir, 'chrome-mv3')).includes('manifest.json')).toBe(true);
    expect(developmentMarkersIn(dir)).toEqual([]);
  });
});
