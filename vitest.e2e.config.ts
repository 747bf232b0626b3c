import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site in dist/, served by `vite preview`, driven in the system Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 30000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
