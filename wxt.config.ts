import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/** Hosts the extension may always reach: the default server on this machine (a pattern without a port matches every port). */
const SERVER_HOSTS = ['http://localhost/*', 'http://127.0.0.1/*'];
/** Hosts it may ask for when the person sets another server URL in the options. */
const OPTIONAL_SERVER_HOSTS = ['https://*/*', 'http://*/*'];

/**
 * core's tone engine, its lexicon and learned weights: the modules the 'engine' chunk of the pages holds. Not
 * its languages/ folder: each language's lexicon stays a chunk of its own, loaded when that language is used.
 */
const ENGINE_MODULES = /core[\\/]src[\\/]engine[\\/](?!languages[\\/])/;

// The extension's sources live in extension/; core and the web analyser are used as TypeScript source.
export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  outDir: '.output',
  alias: {
    // Pages that run everywhere (the content script) or must open fast (the popup) import core's engine
    // and reading entries, so the zod contract stays out of their bundles. Listed first: the longer prefix wins.
    '@tonelens/core/engine': resolve(root, 'core/src/engine/index.ts'),
    '@tonelens/core/reading': resolve(root, 'core/src/reading/index.ts'),
    '@tonelens/core/contract': resolve(root, 'core/src/contract/index.ts'),
    '@tonelens/core': resolve(root, 'core/src/index.ts'),
    '@tonelens/web': resolve(root, 'web/src'),
  },
  vite: ({ command }) => {
    // A build is a production build whatever NODE_ENV the shell exported (WXT keeps a NODE_ENV already set, and
    // Vite reads it after this runs to choose React's development or production bundle).
    if (command === 'build') process.env.NODE_ENV = 'production';
    return { plugins: [react()] };
  },
  hooks: {
    // The pages (popup, side panel, options) are built together and share chunks. The tone engine and its
    // learned weights get a chunk of their own, loaded only by a page that reads a text itself (the side
    // panel): left to the default split, they share one chunk with React, and the popup, which asks the
    // background for its reading, would load them all the same.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.some((entry) => entry.name === 'popup')) return;
      const output = config.build?.rolldownOptions?.output;
      if (Array.isArray(output)) throw new Error('one output expected for the extension pages');
      config.build = {
        ...config.build,
        rolldownOptions: {
          ...config.build?.rolldownOptions,
          output: {
            ...output,
            codeSplitting: {
              groups: [
                // Only the engine's own modules: what they import from elsewhere (the tone names, the languages'
                // list, Vite's helper for dynamic imports) stays in the chunks every page shares, or each page
                // would load the engine to reach them.
                { name: 'engine', test: ENGINE_MODULES, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      };
    },
  },
  // The sources zip (for store review) holds what the extension is built from: no server, tests,
  // benchmarks or local data.
  zip: {
    excludeSources: [
      'api/**',
      'bench/**',
      'data/**',
      'e2e/**',
      'screenshots/**',
      'coverage/**',
      'web/dist/**',
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.e2e.ts',
      'extension/e2e/**',
      'extension/test/**',
    ],
  },
  manifest: ({ browser }) => ({
    // Words from public/_locales/<lang>/messages.json, in the browser's language (English by default); the
    // toolbar button's tooltip is the popup's manifest.title.
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    host_permissions: SERVER_HOSTS,
    ...(browser === 'firefox'
      ? {
          permissions: ['contextMenus', 'storage'],
          optional_permissions: OPTIONAL_SERVER_HOSTS,
          browser_specific_settings: {
            gecko: {
              id: 'tonelens@tonelens.app',
              // data_collection_permissions needs Firefox 140 on desktop and 142 on Android.
              strict_min_version: '142.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {
          permissions: ['contextMenus', 'storage', 'sidePanel'],
          optional_host_permissions: OPTIONAL_SERVER_HOSTS,
        }),
  }),
});
