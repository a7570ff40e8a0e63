import { defineConfig } from 'vitest/config';

/** Contract tests: HTTP against the built server (tests/contract/server.ts builds and starts it). */
export default defineConfig({
  test: {
    include: ['tests/contract/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
