import { defineConfig } from 'vitest/config';

// Unit and integration tests: one vitest project per package, each with its own config beside it.
// Browser tests (*.e2e.ts) run afterwards from vitest.e2e.config.ts, one file at a time.
export default defineConfig({
  test: {
    projects: ['*/vitest.config.ts'],
  },
});
