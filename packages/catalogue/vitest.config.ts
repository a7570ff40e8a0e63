import { defineConfig } from 'vitest/config';

/** The catalogue's own tests (`npm test -w @storefront/catalogue`); the storefront's `npm test` runs them too. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
