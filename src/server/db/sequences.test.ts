import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';
import { sites } from './schema';
import { syncIdentitySequences } from './sequences';

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => test.close());

describe('syncIdentitySequences', () => {
  it('lets ordinary inserts follow rows loaded with explicit ids', async () => {
    await test.db.insert(sites).values({ id: 41, slug: 'explicit', name: 'Explicit' });
    await syncIdentitySequences(test.db);
    const [next] = await test.db.insert(sites).values({ slug: 'generated', name: 'Generated' }).returning();
    expect(next!.id).toBe(42);
  });
});
