import 'server-only';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import type { Tx } from '@/server/db/transaction';

/**
 * How one settings section is read from where the site keeps it and written back on Publish. `schema` checks
 * what the form sends and, again, the saved draft when it is published; its output is what a draft stores.
 */
export type SectionHandler<T> = {
  schema: z.ZodType<T, unknown>;
  /** The published values, in the schema's output shape; null when the section's subject is gone. */
  loadLive: (db: Database | Tx, siteId: number) => Promise<T | null>;
  /** Writes a checked value; false when the section's subject is gone (nothing written). */
  apply: (tx: Tx, siteId: number, value: T) => Promise<boolean>;
};
