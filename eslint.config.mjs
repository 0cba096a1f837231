import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier';

// Layer boundaries (style.md, "Boundaries"). ESLint gives a file the `no-restricted-imports` of the LAST block
// that matches it, so each layer gets exactly one block with every restriction that applies to it, and the
// layers' file globs never overlap. scripts/layers.test.ts proves each restriction fires.
const database = {
  group: ['@/server/db', '@/server/db/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
  message: 'Only src/server may touch the database.',
};
const framework = { group: ['react', 'react-dom', 'next', 'next/*'], message: 'domain/ is framework-free.' };
const domainIo = {
  group: [
    '@/server',
    '@/server/*',
    '@/app/*',
    '@/components/*',
    '@/env',
    'node:*',
    'fs',
    'path',
    'http',
    'https',
  ],
  message: 'domain/ imports only zod, config/ and domain/.',
};
const configBelowAll = {
  group: ['@/domain/*', '@/server', '@/server/*', '@/app/*', '@/components/*'],
  message: 'config/ is the bottom layer: it imports nothing above it (move shared primitives into config/).',
};
// Card rules and other things both need live in a third module (domain/cards), never in each other.
const notVehicle = {
  group: ['@/domain/vehicle', '@/domain/vehicle/*'],
  message: 'domain/search does not import domain/vehicle.',
};
const notSearch = {
  group: ['@/domain/search', '@/domain/search/*'],
  message: 'domain/vehicle does not import domain/search.',
};

const domainBase = [framework, database, domainIo];
const layers = [
  { files: ['src/domain/search/**/*.ts'], patterns: [...domainBase, notVehicle] },
  { files: ['src/domain/vehicle/**/*.ts'], patterns: [...domainBase, notSearch] },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/search/**', 'src/domain/vehicle/**'],
    patterns: domainBase,
  },
  { files: ['src/config/**/*.ts'], patterns: [database, configBelowAll] },
  { files: ['src/components/**/*.{ts,tsx}'], patterns: [database] },
];

function layerBoundaries() {
  return layers.map(({ patterns, ...scope }) => ({
    ...scope,
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  }));
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'src/server/db/migrations/**',
    'test-results/**',
    'playwright-report/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Server code logs through src/server/logging (decision 034): bounded, redacted, one line per event.
    files: ['src/server/**/*.ts', 'src/app/**/*.{ts,tsx}', 'scripts/serve.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'console', message: "Log with `log` from '@/server/logging' (decision 034)." },
      ],
    },
  },
  ...layerBoundaries(),
  {
    // Every axe scan gets its time budget from axeScan (issue 14): a bare scan could time out on a loaded machine.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='analyze']",
          message: "Scan with axeScan(builder) from './support': it adds the scan's time budget to the test.",
        },
        {
          // A context made outside the fixtures starts with the popups open and goes unwatched for CSP.
          selector: "CallExpression[callee.property.name='newContext']",
          message: "Open another buyer's browser with the `newBuyerContext` fixture from './fixtures'.",
        },
      ],
    },
  },
  {
    // Browser tests fail on Content-Security-Policy violations only through e2e/fixtures' `test` (decision 033).
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './fixtures': it fails a test on any CSP violation.",
            },
          ],
        },
      ],
    },
  },
]);
