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

/**
 * The direction of core's parts, one way: the engine imports only its own files; the reading
 * imports the engine and itself; the contract imports zod and itself. The catalogue
 * (contract/catalogue.ts, data with no imports) is the one file all three read, so each shared
 * list is defined once. Paths are relative, so each rule names the depth it applies at.
 */
const CATALOGUE = 'contract/catalogue$';
/** The Snowball stemmers the Spanish, French and German readings use (engine/languages/). */
const STEMMERS = '@orama/stemmers/(?:spanish|french|german)$';
const ENGINE_IMPORT_RULE = {
  patterns: [
    {
      regex: `^(?!\\./|\\.\\./\\.\\./${CATALOGUE}|\\.\\./(?!\\.\\./)|${STEMMERS})`,
      message:
        'engine/ imports only its own files, contract/catalogue and the Snowball stemmers (DESIGN.md, core — where the engine is going).',
    },
  ],
};
const ENGINE_TOP_IMPORT_RULE = {
  patterns: [
    {
      regex: `^(?!\\./|\\.\\./${CATALOGUE})`,
      message:
        'engine/ imports only its own files and contract/catalogue (DESIGN.md, core — where the engine is going).',
    },
  ],
};
/** The same for the engine's files two folders down (rules/sarcasm/, rules/politeness/). */
const ENGINE_DEEP_IMPORT_RULE = {
  patterns: [
    {
      regex: `^(?!\\./|\\.\\./(?!\\.\\./\\.\\./)|\\.\\./\\.\\./\\.\\./${CATALOGUE}|${STEMMERS})`,
      message:
        'engine/ imports only its own files, contract/catalogue and the Snowball stemmers (DESIGN.md, core — where the engine is going).',
    },
  ],
};
const READING_IMPORT_RULE = {
  patterns: [
    {
      regex: `^(?!\\./|\\.\\./engine/|\\.\\./${CATALOGUE})`,
      message: 'reading/ imports only the engine, contract/catalogue and its own files: no zod.',
    },
  ],
};
const CONTRACT_IMPORT_RULE = {
  patterns: [{ regex: '^(?!zod$|\\./)', message: 'contract/ imports only zod and its own files.' }],
};
/** Outside core, its parts are reached through the package's entries, never by a path into its files. */
const DEEP_CORE_IMPORT_RULE = {
  patterns: [
    {
      regex: '^@tonelens/core/(?!engine$|reading$|contract$)',
      message: 'import @tonelens/core, @tonelens/core/engine, /reading or /contract, not a file of core.',
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
  {
    files: ['core/src/engine/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', ENGINE_TOP_IMPORT_RULE] },
  },
  {
    files: ['core/src/engine/*/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', ENGINE_IMPORT_RULE] },
  },
  {
    // Issue 27: no engine file past 400 lines, no engine function past 80. The scanners' hot loops
    // (tokens/loop.ts, emotion/scan.ts) are the exceptions, each with a comment saying why.
    // A test's describe block is a list of cases, not a function, so tests keep only the file limit.
    files: ['core/src/engine/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['core/src/engine/**/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Issue 25: the analyser, its surroundings (journal, EchoRoom, signature) included, is controller
    // hooks plus views, each the size of one idea. The tests keep their own sizes.
    files: ['web/src/analyser/**/*.{ts,tsx}'],
    ignores: ['web/src/analyser/**/*.test.{ts,tsx}', 'web/src/analyser/test-*'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['core/src/engine/*/*/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', ENGINE_DEEP_IMPORT_RULE] },
  },
  {
    files: ['core/src/reading/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', READING_IMPORT_RULE] },
  },
  {
    files: ['core/src/contract/*.ts'],
    ignores: ['core/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', CONTRACT_IMPORT_RULE] },
  },
  {
    files: ['api/**/*.ts', 'web/**/*.{ts,tsx}', 'extension/**/*.{ts,tsx}', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', DEEP_CORE_IMPORT_RULE] },
  },
);
