import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * A test file that seeds the whole demo data set (every car of every demo site) and then walks it: tens of
 * seconds where most files take one. Vitest orders files it has no timings for (a fresh clone, CI) largest
 * first, so such a file could start last and keep one core busy for a minute after the other has finished
 * (issue 36: a fresh-clone run idled a core 47 s behind the search engines compared).
 */
const SEEDS_THE_WHOLE_DEMO = /\b(createDemoTestDatabase|seedDemoSites)\s*\(/;

/**
 * Vitest's own order (projects one after another, files it has timed longest first, else the largest), except
 * that the files that seed the whole demo data start first, timed or not (Vitest compares a timed file with an
 * untimed one by size): two cores then finish together.
 */
class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const groups = new Map<string, { heavy: TestSpecification[]; rest: TestSpecification[] }>();
    for (const file of await super.sort(files)) {
      const group = groups.get(file.project.name) ?? { heavy: [], rest: [] };
      groups.set(file.project.name, group);
      (SEEDS_THE_WHOLE_DEMO.test(readFileSync(file.moduleId, 'utf8')) ? group.heavy : group.rest).push(file);
    }
    return [...groups.values()].flatMap(({ heavy, rest }) => [...heavy, ...rest]);
  }
}

// Two projects: pure unit tests (domain, config, scripts) and integration tests that need a database
// (everything under src/server, src/app and e2e-free route tests). Few workers: the machine has 2 cores and
// each PGlite costs hundreds of MB. Time limits are sized for a machine three times slower than a quiet
// 2-core one (issue 36): a limit only decides how long a broken test hangs, never whether a working one passes.
export default defineConfig({
  resolve: {
    alias: {
      ...alias,
      'server-only': fileURLToPath(new URL('./src/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    maxWorkers: 2,
    // On a fresh clone (no timings yet) the files that seed the whole demo data start first, so the two cores
    // finish together instead of one running a minute-long file alone at the end (issue 36).
    sequence: { sequencer: HeavyFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Pure functions: a worker keeps its loaded modules from one file to the next instead of loading zod,
          // the config schema and the domain again for each of ~320 files (decision 067). A file that stubs a
          // global or fakes timers restores them in its own afterEach.
          isolate: false,
          // fast-check properties run hundreds of cases: 5 s (Vitest's default) failed them on a busy machine.
          testTimeout: 30_000,
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
          // A worker thread per file instead of a child process: each file still gets a fresh module graph and
          // its own database, without a process to start (issue 36: 455 s → 372 s for the same 151 files).
          pool: 'threads',
          include: ['src/server/**/*.test.ts', 'src/app/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/db/testing/global-setup.ts'],
          // The slowest tests take 20–45 s on a quiet 2-core machine (an import killed part way, the search
          // engines compared) and passed 60 s on a busy one.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
