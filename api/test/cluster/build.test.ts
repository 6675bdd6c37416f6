import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_TARGETS, isStale, type BuildTarget } from './build';

const REPO = resolve(import.meta.dirname, '..', '..', '..');
const root = mkdtempSync(join(tmpdir(), 'tonelens-build-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const target: BuildTarget = { sources: ['src', 'package.json'], outputs: ['dist/server.js'], script: 'build' };

/** Writes `path` under the temp root with its modification time `seconds` after the epoch. */
function file(path: string, seconds: number): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), path);
  utimesSync(join(root, path), seconds, seconds);
}

describe('isStale', () => {
  it('is stale while the output is missing', () => {
    file('src/app.ts', 1000);
    file('package.json', 1000);
    expect(isStale(target, root)).toBe(true);
  });

  it('is current once the output is newer than every source, and ignores changed tests', () => {
    file('dist/server.js', 2000);
    expect(isStale(target, root)).toBe(false);
    file('src/app.test.ts', 3000);
    expect(isStale(target, root)).toBe(false);
  });

  it('is stale again when any source, however deep, changes after the build', () => {
    file('src/deep/er/module.ts', 3000);
    expect(isStale(target, root)).toBe(true);
  });

  it('names npm scripts the repository has for every build', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const built of Object.values(BUILD_TARGETS)) expect(scripts).toHaveProperty(built.script);
  });

  it('has the cluster and the benchmarks build through buildIfStale, never unconditionally', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['cluster', 'bench:cluster', 'bench:api']) {
      const script = scripts[name]!;
      expect(script, name).not.toMatch(/npm run build/);
      const entry = /(bench\/[\w.-]+\.ts)$/.exec(script)?.[1];
      expect(entry, name).toBeDefined();
      const source = readFileSync(join(REPO, entry!), 'utf8');
      expect(source, entry).toMatch(/import \{[^}]*\bbuildIfStale\b[^}]*\} from '\.\.\/api\/test\/cluster\/build'/);
      expect(source, entry).toMatch(/\bbuildIfStale\(\[/);
    }
  });
});
