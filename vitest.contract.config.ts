import { defineConfig } from 'vitest/config';

/** Contract tests: HTTP against the built server (globalSetup builds and starts it once for all files). */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    globalSetup: ['tests/contract/globalSetup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
