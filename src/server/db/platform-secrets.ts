import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { platformSecrets } from '@/server/db/schema';

// Per process, per database (tests open several) and per name; a failed load is forgotten so the next call retries.
const generated = new WeakMap<Database, Map<string, Promise<string>>>();

/**
 * A platform secret generated on first use and kept in the database (`platform_secrets`). Insert-if-absent
 * then read means concurrent first callers (several processes or nodes) agree on one value.
 */
export function loadOrCreatePlatformSecret(db: Database, name: string): Promise<string> {
  let byName = generated.get(db);
  if (!byName) {
    byName = new Map();
    generated.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    byName.set(name, secret);
    secret.catch(() => byName.delete(name));
  }
  return secret;
}

async function loadOrCreate(db: Database, name: string): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: platformSecrets.value })
    .from(platformSecrets)
    .where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`Platform secret ${name} missing right after it was stored`);
  return row.value;
}
