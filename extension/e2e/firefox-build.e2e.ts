import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import webExt from 'web-ext';

const FIREFOX_DIR = resolve(import.meta.dirname, '../../.output/firefox-mv2');

interface LintMessage {
  code: string;
  file?: string;
  message: string;
}
interface LintResult {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
}

describe('the Firefox build', () => {
  it('exists (npm run build:extension makes it beside the Chrome one)', () => {
    expect(existsSync(resolve(FIREFOX_DIR, 'manifest.json'))).toBe(true);
  });

  it('declares what Firefox needs and nothing Chrome-only', () => {
    const manifest = JSON.parse(readFileSync(resolve(FIREFOX_DIR, 'manifest.json'), 'utf8'));
    expect(manifest.permissions).not.toContain('sidePanel');
    expect(manifest.side_panel).toBeUndefined();
    expect(manifest.sidebar_action).toMatchObject({ default_panel: 'sidepanel.html' });
    expect(manifest.browser_specific_settings.gecko).toMatchObject({
      id: 'tonelens@tonelens.app',
      data_collection_permissions: { required: ['none'] },
    });
    expect(Object.keys(manifest.icons)).toEqual(['16', '32', '48', '96', '128']);
  });

  it('passes web-ext lint with no errors', async () => {
    process.env.NO_UPDATE_NOTIFIER = '1';
    const result = (await webExt.cmd.lint(
      { sourceDir: FIREFOX_DIR, output: 'none', selfHosted: false, boring: true },
      { shouldExitProgram: false },
    )) as LintResult;
    expect(result.errors.map((e) => `${e.code} ${e.file ?? ''}: ${e.message}`)).toEqual([]);
    // The remaining warnings are in third-party code: React DOM's innerHTML and zod's eval feature test.
    for (const w of result.warnings) expect(w.code).toMatch(/^(UNSAFE_VAR_ASSIGNMENT|DANGEROUS_EVAL)$/);
  });
});
