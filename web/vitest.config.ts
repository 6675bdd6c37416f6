import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests in jsdom (29: jsdom 30 does not load on Node 20).
export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/lib/test-setup.ts'],
    // The real API, started once in Node for the analyser's component tests.
    globalSetup: ['./src/analyser/test-global-setup.ts'],
    testTimeout: 20_000,
    css: false,
  },
});
