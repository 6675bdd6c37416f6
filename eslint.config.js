// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * What core may import: zod, the Snowball stemmers of @orama/stemmers (pure functions over strings that run in Node, a
 * page, a worker and a content script alike; the Spanish, French and German readings stem with them) and its own files.
 * Anything else (react, koa, node:*, wxt/browser …) breaks the one-way dependency rule.
 */
const CORE_IMPORT_RULE = {
  patterns: [
    {
      regex: '^(?!zod$|@orama/stemmers/(?:spanish|french|german)$|\\.\\.?/)',
      message:
        'core imports only zod, the Snowball stemmers and its own files: no DOM, Node, React or browser.* (DESIGN.md, dependency direction).',
    },
  ],
};

/** Runtime globals core must not touch: it runs in Node, pages, service workers and content scripts. */
const CORE_FORBIDDEN_GLOBALS = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'browser',
  'chrome',
  'process',
  'Buffer',
  'require',
  '__dirname',
].map((name) => ({ name, message: 'core is pure: pass what you need in as an argument.' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.output/**',
      '.wxt/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'screenshots/**',
      'web-ext-artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-imports': ['error', CORE_IMPORT_RULE],
      'no-restricted-globals': ['error', ...CORE_FORBIDDEN_GLOBALS],
    },
  },
);
