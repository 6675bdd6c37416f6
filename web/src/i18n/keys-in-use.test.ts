/**
 * Every key the code asks for exists in the English catalogue: a mistyped key
 * would otherwise show itself ("feedback.titel") on screen. Literal keys are
 * checked whole; a key built from a template is checked by its fixed start.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['web/src', 'extension'];
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'e2e' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every key of the English catalogue, plural forms folded into their base key, arrays by index. */
function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix.replace(PLURAL_SUFFIX, '')];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => keys(item, `${prefix}.${i}`));
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const known = new Set(keys(en));
const files = SCANNED.flatMap((dir) => sources(join(ROOT, dir)));

describe('the keys the code asks for', () => {
  it('are all in the English catalogue', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const where = relative(ROOT, file);
      for (const m of source.matchAll(/\bt\(\s*'([\w.-]+)'|i18nKey="([\w.-]+)"/g)) {
        const key = m[1] ?? m[2]!;
        checked++;
        if (!known.has(key)) missing.push(`${where}: ${key}`);
      }
      for (const m of source.matchAll(/\bt\(\s*`([\w.-]*)\$\{/g)) {
        const start = m[1]!;
        checked++;
        if (![...known].some((k) => k.startsWith(start))) missing.push(`${where}: ${start}…`);
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });
});
