/**
 * `npm run feeds -- --site <slug|id|host>`: the addresses of a site's vehicle listing feeds (decision 060)
 * for the dealer to give Google (vehicle listings, CSV) and Meta (automotive catalogue, XML). Reads
 * DATABASE_URL, else the PGlite directory in DATA_DIR (which a running server holds: stop it first).
 */
import { parseArgs } from 'node:util';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { findSiteByReference } from '@/server/leads/queries';
import { listingFeedAddresses } from '@/server/listing-feeds/feed-addresses';
import { loadSiteConfig } from '@/server/sites/site-config-loader';

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string' } } });
  if (!values.site) throw new Error('--site is required\nusage: npm run feeds -- --site <slug|id|host>');
  const env = parseEnv(process.env);
  const { db, close } = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const site = await findSiteByReference(db, values.site);
    if (!site) throw new Error(`no site with slug, id or host "${values.site}"`);
    const { siteUrl } = await loadSiteConfig(db, site.id);
    const addresses = await listingFeedAddresses(db, { ...site, siteUrl }, env.ROOT_DOMAIN, env.PORT);
    console.info(
      `Listing feeds of ${site.name} (keep these addresses private: anyone with one can read the stock feed):`,
    );
    for (const address of addresses) console.info(`  ${address}`);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof DatabaseLockedError ? error.message : (error as Error).message;
  console.error(`[feeds] ${message}`);
  process.exit(1);
});
