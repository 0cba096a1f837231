/**
 * `npm run test:postgres -- --url postgres://…`: the integration suite's files that use the run's database,
 * on PostgreSQL (a template database made and dropped by the suite's global setup). Files that never open it
 * (providers against local fake servers, HTTP helpers, the seed generator, PGlite's own lock) ran on PGlite
 * moments before and would run the very same code again (decision 067); nor do the files that prove a property
 * over the whole demo data with queries their own loaders' tests run here (decision 075). Writes test-results/vitest-postgres.json.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runsOnPostgres, usesRunDatabase } from './lib/postgres-suite';

const { values } = parseArgs({
  options: {
    url: {
      type: 'string',
      default: process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    },
  },
});

/** The integration project's files (vitest.config.ts: src/server and src/app). */
const files = ['src/server', 'src/app']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path)))
  .filter((path) => path.endsWith('.test.ts'))
  .sort();
const usingIt = files.filter((file) => usesRunDatabase(file));
const onPostgres = usingIt.filter((file) => runsOnPostgres(file));
const pgliteOnly = usingIt.filter((file) => !onPostgres.includes(file));
console.info(
  `[forecourt] PostgreSQL: ${onPostgres.length} of ${files.length} integration files (the other ` +
    `${files.length - usingIt.length} open no database; PGlite only, decision 075: ${pgliteOnly.join(', ')})`,
);
const args = [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--project',
  'integration',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest-postgres.json',
  ...onPostgres,
];
const env = { ...process.env, TEST_DATABASE_URL: values.url };
process.exit(spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1);
