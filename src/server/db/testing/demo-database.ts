import { seedDemoSites } from '../seed/load';
import { createTestDatabase, type TestDatabase } from './index';

/** For a test file over the whole demo data: a database of its own with every demo site seeded at `now`. */
export async function createDemoTestDatabase(now: Date): Promise<TestDatabase> {
  const test = await createTestDatabase();
  await seedDemoSites(test.db, { now });
  return test;
}
