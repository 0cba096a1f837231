import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Two projects: pure unit tests (domain, config, scripts) and integration tests that need a database
// (everything under src/server, src/app and e2e-free route tests). Few workers: the machine has 2 cores and
// each PGlite costs hundreds of MB.
export default defineConfig({
  resolve: {
    alias: {
      ...alias,
      'server-only': fileURLToPath(new URL('./src/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/domain/**/*.test.ts',
            'src/config/**/*.test.ts',
            'src/*.test.ts',
            'scripts/**/*.test.ts',
            'src/components/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/server/**/*.test.ts', 'src/app/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/db/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
