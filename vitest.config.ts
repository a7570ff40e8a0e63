/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'packages/*/src/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/tools/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
  },
});
