import { resolve } from 'node:path';
import { defineProject } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Unit tests of the extension: WXT's plugin gives them the project's aliases and an in-memory
// browser (fakeBrowser from wxt/testing/fake-browser) behind `browser`.
export default defineProject({
  plugins: [WxtVitest({ root: resolve(import.meta.dirname, '..') })],
  test: {
    name: 'extension',
    root: import.meta.dirname,
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    environment: 'node',
  },
});
