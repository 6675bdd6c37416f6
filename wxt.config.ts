import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

// The extension's sources live in extension/; core and the web analyser are used as TypeScript source.
export default defineConfig({
  srcDir: 'extension',
  publicDir: 'extension/public',
  outDir: '.output',
  alias: {
    '@tonelens/core': resolve(root, 'core/src/index.ts'),
    '@tonelens/web': resolve(root, 'web/src'),
  },
  vite: () => ({ plugins: [react()] }),
  manifest: ({ browser }) => ({
    name: 'ToneLens',
    description: 'Check the emotional tone of what you write, where you write it.',
    permissions: browser === 'firefox' ? ['contextMenus', 'storage'] : ['contextMenus', 'storage', 'sidePanel'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'tonelens@tonelens.app',
              strict_min_version: '128.0',
              data_collection_permissions: { required: ['none'] },
            },
          },
        }
      : {}),
  }),
});
