import { beforeAll, describe, expect, it } from 'vitest';
import { databaseForThisFile } from '@/server/db/testing/database-for-this-file';
import { pages, sites } from '@/server/db/schema';
import { loadSiteContext } from '@/server/sites/site-context';
import { getSiteChrome } from '@/server/site-chrome/site-chrome';
import { loadContentPage } from './content-page';
import { listPublishedPageSlugs } from './queries';

const test = databaseForThisFile();
let siteA: number;
let siteB: number;
const updatedAt = new Date('2026-03-01T00:00:00Z');

async function insertSite(slug: string): Promise<number> {
  const [site] = await test.db
    .insert(sites)
    .values({ slug, name: `${slug} Motors` })
    .returning();
  return site!.id;
}

beforeAll(async () => {
  siteA = await insertSite('pages-a');
  siteB = await insertSite('pages-b');
  await test.db.insert(pages).values([
    {
      siteId: siteA,
      slug: 'about-us',
      title: 'About A',
      body: '# A\n\nWe sell cars.',
      metaDescription: 'A',
      updatedAt,
    },
    { siteId: siteA, slug: 'warranty', title: 'Warranty A', body: 'Statutory warranty.', updatedAt },
    { siteId: siteA, slug: 'fleet', title: 'Fleet draft', body: 'Soon.', isPublished: false, updatedAt },
    { siteId: siteB, slug: 'privacy-policy', title: 'Privacy B', body: 'APPs.', updatedAt },
  ]);
});

describe('loadContentPage', () => {
  it('serves a page at its fixed route and at /pages/{slug}, with its canonical path', async () => {
    const expected = {
      slug: 'about-us',
      title: 'About A',
      body: '# A\n\nWe sell cars.',
      metaDescription: 'A',
      updatedAt,
      canonicalPath: '/about-us',
    };
    expect(await loadContentPage(test.db, siteA, '/about-us')).toEqual(expected);
    expect(await loadContentPage(test.db, siteA, '/pages/about-us')).toEqual(expected);
    expect(await loadContentPage(test.db, siteA, '/pages/warranty')).toMatchObject({
      title: 'Warranty A',
      canonicalPath: '/pages/warranty',
    });
  });

  it('is null for a draft, a path that is no content route, and a page the site lacks', async () => {
    expect(await loadContentPage(test.db, siteA, '/fleet')).toBeNull();
    expect(await loadContentPage(test.db, siteA, '/careers')).toBeNull();
    expect(await loadContentPage(test.db, siteA, '/privacy-policy')).toBeNull();
  });

  it('tenant isolation: site A never serves site B’s page, nor B site A’s', async () => {
    expect(await loadContentPage(test.db, siteB, '/about-us')).toBeNull();
    expect(await loadContentPage(test.db, siteB, '/privacy-policy')).toMatchObject({ title: 'Privacy B' });
    expect(await listPublishedPageSlugs(test.db, siteA)).toEqual(['about-us', 'warranty']);
    expect(await listPublishedPageSlugs(test.db, siteB)).toEqual(['privacy-policy']);
  });
});

describe('site chrome with content pages', () => {
  it('links only the content pages the site has published', async () => {
    const chrome = await getSiteChrome(test.db, await loadSiteContext(test.db, siteA), updatedAt);
    const company = chrome.header.navigation.find((item) => item.label === 'Company');
    expect(company?.children?.map((link) => link.href)).toEqual(['/about-us', '/careers', '/contact']);
    const footerLinks = chrome.footer.groups.flatMap((group) => group.links.map((link) => link.href));
    expect(footerLinks).toContain('/warranty');
    expect(footerLinks).not.toContain('/fleet');
    expect(footerLinks).not.toContain('/terms-and-conditions');
    const chromeB = await getSiteChrome(test.db, await loadSiteContext(test.db, siteB), updatedAt);
    const footerB = chromeB.footer.groups.flatMap((group) => group.links.map((link) => link.href));
    expect(footerB).not.toContain('/about-us');
    expect(footerB).not.toContain('/warranty');
  });
});
