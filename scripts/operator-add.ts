/**
 * `npm run operator:add -- --email ops@example.com`: adds a platform operator (decision 066), who can then
 * create dealer sites at /console/platform on any site they sign in to. Running it again changes nothing.
 * Reads DATABASE_URL, else the PGlite directory in DATA_DIR (stop a server that holds it first).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseEnv } from '@/env';
import { openDatabase } from '@/server/db/client';
import { DatabaseLockedError } from '@/server/db/pglite-lock';
import { addPlatformOperator } from '@/server/auth/operators';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  const email = z.email().safeParse(values.email?.trim());
  if (!email.success) throw new Error('give the operator’s email address: --email ops@example.com');
  const env = parseEnv(process.env);
  const { db, close } = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, migrate: true });
  try {
    const added = await addPlatformOperator(db, email.data, 'operator:add');
    console.info(
      added ? `${email.data} is now a platform operator.` : `${email.data} was already a platform operator.`,
    );
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof DatabaseLockedError ? error.message : (error as Error).message;
  console.error(`[operator:add] ${message}`);
  process.exit(1);
});
