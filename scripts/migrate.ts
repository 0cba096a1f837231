/** `npm run migrate`: apply pending migrations to DATABASE_URL or the PGlite data directory. */
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';

const env = parseEnv(process.env);
openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  .then(async ({ kind, close }) => {
    await close();
    console.info(`[forecourt] ${kind} database migrated`);
  })
  .catch((error: unknown) => {
    console.error(`[forecourt] migration failed: ${(error as Error).message}`);
    process.exit(1);
  });
