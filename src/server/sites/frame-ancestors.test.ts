import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { siteDomains, sites } from '@/server/db/schema';
import { loadFrameAncestors } from './frame-ancestors';

const test = databaseForThisFile();

beforeAll(async () => {
  const [framed] = await test.db
    .insert(sites)
    .values([
      {
        slug: 'framed',
        name: 'Framed Motors',
        configOverrides: { security: { frameAncestors: ['https://portal.example'] } },
      },
      { slug: 'plain', name: 'Plain Cars' },
    ])
    .returning();
  await test.db.insert(siteDomains).values({ siteId: framed!.id, host: 'www.framed.test' });
});

describe('loadFrameAncestors (decision 033)', () => {
  it('is the site’s security.frameAncestors, by subdomain or custom domain', async () => {
    expect(await loadFrameAncestors(test.db, 'framed.localhost:3000')).toEqual(['https://portal.example']);
    expect(await loadFrameAncestors(test.db, 'WWW.framed.test')).toEqual(['https://portal.example']);
  });

  it('is empty for a site that allows none, an unknown host and a malformed one', async () => {
    expect(await loadFrameAncestors(test.db, 'plain.localhost')).toEqual([]);
    expect(await loadFrameAncestors(test.db, 'nosuch.localhost')).toEqual([]);
    expect(await loadFrameAncestors(test.db, 'bad_host!')).toEqual([]);
    expect(await loadFrameAncestors(test.db, '')).toEqual([]);
  });
});
