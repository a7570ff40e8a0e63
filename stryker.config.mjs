// Mutation testing of the business rules (`npm run test:mutation`); slow, so not part of `npm test`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'src/lib/rules/**/*.ts',
    'src/features/*/rules/**/*.ts',
    'src/lib/stores/toasts.ts',
    '!src/lib/**/*.test.ts',
    '!src/features/**/*.test.ts',
    '!src/lib/rules/catalogueTypes.ts',
    '!src/lib/rules/showPage/showPageTypes.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 1,
  reporters: ['clear-text', 'progress'],
  thresholds: { high: 90, low: 85, break: 85 },
};
