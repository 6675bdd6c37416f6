import { defineProject } from 'vitest/config';

// The operator's path: the image built natively from its Dockerfile and booted, and production builds of the web
// app and the extension whatever NODE_ENV the shell holds. Each test builds for real, so they take minutes.
export default defineProject({
  test: {
    name: 'deploy',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});
