/**
 * `npm run leads -- --site <slug|id|host> [--limit N]`: a site's newest leads with the state of each
 * delivery (email, webhook): sent, pending with the next attempt, or dead with the last error. Reads
 * DATABASE_URL, else the PGlite directory in DATA_DIR (which a running server holds: stop it first).
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { findSiteByReference, listLeadsWithDelivery } from '@/server/leads/queries';
import { formatLeadsTable } from './lib/leads-table';

const USAGE = 'usage: npm run leads -- --site <slug|id|host> [--limit N]';

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { site: { type: 'string' }, limit: { type: 'string', default: '20' } },
  });
  const limit = Number(values.limit);
  if (!values.site) throw new Error(`--site is required\n${USAGE}`);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`--limit must be a positive whole number\n${USAGE}`);
  return { site: values.site, limit };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const env = parseEnv(process.env);
  const { db, close } = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const site = await findSiteByReference(db, options.site);
    if (!site) throw new Error(`no site with slug, id or host "${options.site}"`);
    console.info(formatLeadsTable(site, await listLeadsWithDelivery(db, site.id, options)));
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof DatabaseLockedError ? error.message : (error as Error).message;
  console.error(`[leads] ${message}`);
  process.exit(1);
});
