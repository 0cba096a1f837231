import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../client';
import { createTestDatabase } from '.';

/** A test file's database and the values its seed answered with (site ids and the like). */
export type FileDatabase<T extends object> = { db: Database } & T;

/**
 * For one test file: a migrated database of its own with what `seed` writes into it, made before the file's
 * tests and closed after them. The returned object gets `db` and the seed's answer by the time the tests run.
 */
export function databaseForThisFile<T extends object = object>(
  seed?: (db: Database) => Promise<T>,
): FileDatabase<T> {
  const state = {} as FileDatabase<T>;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const test = await createTestDatabase();
    close = test.close;
    Object.assign(state, { db: test.db }, seed ? await seed(test.db) : {});
  });
  afterAll(async () => close?.());
  return state;
}
