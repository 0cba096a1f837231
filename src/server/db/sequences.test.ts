import { describe, expect, it } from 'vitest';
import { databaseForThisFile } from './testing/database-for-this-file';
import { sites } from './schema';
import { syncIdentitySequences } from './sequences';

const test = databaseForThisFile();

describe('syncIdentitySequences', () => {
  it('lets ordinary inserts follow rows loaded with explicit ids', async () => {
    await test.db.insert(sites).values({ id: 41, slug: 'explicit', name: 'Explicit' });
    await syncIdentitySequences(test.db);
    const [next] = await test.db.insert(sites).values({ slug: 'generated', name: 'Generated' }).returning();
    expect(next!.id).toBe(42);
  });
});
