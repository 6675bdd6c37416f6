import { defineConfig } from 'vitest/config';

// End-to-end tests in real Chromium against the real server and the built extension.
// They run after `npm run build`, one file at a time (each starts its own server and browser).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['{web,extension,api,e2e}/**/*.e2e.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
