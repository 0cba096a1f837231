import 'server-only';
import type { z } from 'zod';
import type { Database } from '@/server/db/client';
import type { Tx } from '@/server/db/transaction';

/** A problem with one field, by its path in the form (what a 400's fieldErrors name). */
export type FieldIssue = { path: readonly PropertyKey[]; message: string };

/** What `apply` did: false when the section's subject is gone (nothing written); a new item's id when it made one. */
export type Applied = boolean | { createdId: number };

/**
 * How one settings section is read from where the site keeps it and written back on Publish. `schema` checks
 * what the form sends and, again, the saved draft when it is published; its output is what a draft stores.
 */
export type SectionHandler<T> = {
  schema: z.ZodType<T, unknown>;
  /** The published values, in the schema's output shape; null when the section's subject is gone. */
  loadLive: (db: Database | Tx, siteId: number) => Promise<T | null>;
  /** Writes a checked value (a 'new' item is inserted). */
  apply: (tx: Tx, siteId: number, value: T) => Promise<Applied>;
  /** Rules the schema cannot check alone (a page's address free on this site), on save and on publish. */
  conflicts?: (db: Database | Tx, siteId: number, value: T) => Promise<FieldIssue[]>;
  /**
   * The field a unique index names when two publishes race past `conflicts` (the database has the last
   * word): the refusal is a 400 on that field, never a 500.
   */
  uniqueViolation?: FieldIssue;
  /** Deletes the item (pages, offers and promotions only); false when it is not this site's. */
  remove?: (tx: Tx, siteId: number) => Promise<boolean>;
};
