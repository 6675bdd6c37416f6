import { defineConfig } from 'vitest/config';

// One run for every package: each workspace is a vitest project, browser tests (*.e2e.ts) run last and one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          include: ['core/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
