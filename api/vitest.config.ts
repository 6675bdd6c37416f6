import { defineProject } from 'vitest/config';

// API integration tests: real HTTP against the real app, on SQLite and on MariaDB (127.0.0.1:3306).
export default defineProject({
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
