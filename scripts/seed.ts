/**
 * `npm run seed [-- --reset] [-- --site <slug> --vehicles <n>] [-- --seed <n>]`: loads the demo dealers into
 * DATABASE_URL or the PGlite data directory. Without flags it only adds demo sites that are missing;
 * --reset deletes and reloads them; --site with --vehicles regenerates one site with n vehicles (benchmarks).
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { countRows } from '@/server/db/seed/load-helpers';
import { seedDemoSites, type SeedOptions } from '@/server/db/seed/load';

const USAGE = 'usage: npm run seed -- [--reset] [--site <slug> [--vehicles <n>]] [--seed <n>]';

function parseOptions(argv: string[]): Omit<SeedOptions, 'now'> {
  const { values } = parseArgs({
    args: argv,
    options: {
      reset: { type: 'boolean', default: false },
      site: { type: 'string' },
      vehicles: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.info(USAGE);
    process.exit(0);
  }
  const vehicles = values.vehicles === undefined ? undefined : Number(values.vehicles.replace(/_/g, ''));
  if (vehicles !== undefined && (!Number.isInteger(vehicles) || vehicles < 0))
    throw new Error(`--vehicles must be a whole number\n${USAGE}`);
  if (vehicles !== undefined && !values.site) throw new Error(`--vehicles needs --site\n${USAGE}`);
  return {
    reset: values.reset,
    sites: values.site ? [values.site] : undefined,
    vehiclesOverride:
      values.site && vehicles !== undefined ? { siteSlug: values.site, count: vehicles } : undefined,
    seed:
      values.seed === undefined
        ? undefined
        : Number.isFinite(Number(values.seed))
          ? Number(values.seed)
          : values.seed,
  };
}

function formatCounts(counts: Record<string, number>): string {
  const width = Math.max(...Object.keys(counts).map((name) => name.length));
  return Object.entries(counts)
    .map(([name, count]) => `  ${name.padEnd(width)}  ${count.toLocaleString('en-AU').padStart(10)}`)
    .join('\n');
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const env = parseEnv(process.env);
  const { db, kind, close } = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const result = await seedDemoSites(db, { ...options, now: new Date() });
    if (result.status === 'skipped') {
      console.info(`[seed] demo sites already present in ${kind}; nothing to do (use --reset to reload)`);
    } else {
      console.info(`[seed] loaded ${result.sites.join(', ')} into ${kind} in ${result.ms} ms; rows written:`);
      console.info(formatCounts(result.counts));
    }
    console.info('[seed] rows now in the database:');
    console.info(formatCounts(await countRows(db)));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof DatabaseLockedError ? error.message : String((error as Error).stack ?? error);
  console.error(`[seed] failed: ${message}`);
  process.exit(1);
});
