import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';

/**
 * The workspace packages (packages/*) are reached through their entry points (`@storefront/catalogue`,
 * `…/contract`, `…/answers`, `…/testing`, `@storefront/db`, `@storefront/clock`): never a file inside one,
 * by package path or by relative path (issue 23 §1). Every `no-restricted-imports` below repeats these,
 * as a later setting of the rule replaces an earlier one.
 */
const PACKAGE_BOUNDARY = [
  {
    regex: '^@storefront/[^/]+/(src|bin)(/|$)',
    message: "Import the package's entry point (its package.json `exports`), not a file inside it.",
  },
  {
    regex: '^(\\.\\./)+packages/',
    message: 'Import a workspace package by its name (@storefront/…), not by a path into packages/.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      'node_modules/',
      '.data/',
      'playwright-report/',
      'test-results/',
      'reports/',
      '.stryker-tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: PACKAGE_BOUNDARY }],
    },
  },
  // One request model (issue 20 §1, docs/architecture.md): pages, components and loaders read the request
  // only through `Astro.locals.requestContext`, never the raw query, headers or cookies.
  {
    files: [
      'src/components/**/*.astro',
      'src/layouts/**/*.astro',
      'src/pages/[...path].astro',
      'src/lib/views/**/*.ts',
      'src/features/*/components/**/*.astro',
      'src/features/*/views/**/*.ts',
      'src/islands/**/*.tsx',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='Astro'][object.property.name='url'][property.name=/^(search|searchParams)$/]",
          message:
            'Read the canonical query from Astro.locals.requestContext (src/lib/request/requestContext.ts).',
        },
        {
          selector:
            "MemberExpression[object.type='MemberExpression'][object.object.name='Astro'][object.property.name='request'][property.name='headers']",
          message: 'Request headers are parsed once into Astro.locals.requestContext.',
        },
        {
          selector: "MemberExpression[object.name='Astro'][property.name='cookies']",
          message: 'Cookies are parsed once into Astro.locals.requestContext.',
        },
      ],
    },
  },
  // The `cookie` package is the one cookie parser, behind src/lib/request/cookies.ts.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx', 'src/**/*.astro'],
    ignores: ['src/lib/request/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'cookie', message: 'Read cookies through src/lib/request/cookies.ts.' }],
          patterns: PACKAGE_BOUNDARY,
        },
      ],
    },
  },
  // The e2e suite's `test` fails on any console or page error (issue 21 §3): specs take it from helpers.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/helpers.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './helpers' (fails on console errors).",
            },
          ],
          patterns: PACKAGE_BOUNDARY,
        },
      ],
    },
  },
);
