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
    // The server's JSON logs stay out of the test output; a test reads them with captureLogs()
    // (src/lib/log/captureLogs.ts). LOG_LEVEL=info npx vitest … shows them.
    env: { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent' },
    testTimeout: 20_000,
  },
});
