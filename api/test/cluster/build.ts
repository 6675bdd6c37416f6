/**
 * Builds the API bundle and the web app only when their sources changed since
 * the last build (modification times), so `npm run cluster` starts in seconds
 * when nothing changed instead of rebuilding every time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..', '..', '..');

/** What one build reads, what it writes, and the npm script that runs it (paths relative to the repository). */
export interface BuildTarget {
  sources: string[];
  outputs: string[];
  script: string;
}

/** The builds `npm run cluster` needs. */
export const BUILD_TARGETS = {
  api: {
    sources: ['api/src', 'api/migrations', 'core/src', 'api/package.json'],
    outputs: ['api/dist/server.js', 'api/dist/migrate.js'],
    script: 'build:api',
  },
  web: {
    sources: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'core/src', 'web/package.json'],
    outputs: ['web/dist/index.html', 'web/dist/sw.js'],
    script: 'build:web',
  },
} satisfies Record<string, BuildTarget>;

/** Tests do not go into a build: changing one needs no rebuild. */
const NOT_BUILT = /\.(test|e2e)\.tsx?$/;

/** The newest modification time (ms since the epoch) of the files at `path` (a file or a folder, recursively). */
export function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !NOT_BUILT.test(entry.name)) {
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** True when an output of `target` under `root` is missing or older than its newest source. */
export function isStale(target: BuildTarget, root = REPO): boolean {
  const outputs = target.outputs.map((p) => join(root, p));
  if (!outputs.every((p) => existsSync(p))) return true;
  const built = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return Math.max(...target.sources.map((p) => newestMtimeMs(join(root, p)))) > built;
}

/** Runs the npm script of every stale target in turn (output shown); returns the names of those it built. */
export function buildIfStale(names: (keyof typeof BUILD_TARGETS)[], log = console.log): string[] {
  const built: string[] = [];
  for (const name of names) {
    const target = BUILD_TARGETS[name];
    if (!isStale(target)) {
      log(`${name}: build is current, not rebuilt`);
      continue;
    }
    log(`${name}: sources changed, running npm run ${target.script}`);
    const run = spawnSync('npm', ['run', '--silent', target.script], { cwd: REPO, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`npm run ${target.script} failed (exit ${run.status})`);
    built.push(name);
  }
  return built;
}
