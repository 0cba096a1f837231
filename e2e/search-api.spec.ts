import { expect, test } from './fixtures';
import { demoSites, subdomainUrl } from './support';

const groupSite = demoSites().find((site) => site.overrides.siteType === 'group')!;

test('GET /api/search answers a page of 21 with facets and stats', async ({ page }) => {
  const response = await page.goto(subdomainUrl(groupSite.slug, '/api/search'));
  expect(response?.status()).toBe(200);
  const body = (await response!.json()) as {
    hits: unknown[];
    count: number;
    pages: number;
    facets: Record<string, { value: string; count: number }[]>;
    stats: Record<string, { min: number; max: number } | null>;
  };
  expect(body.hits).toHaveLength(21);
  expect(body.pages).toBe(Math.ceil(body.count / 21));
  expect(body.facets.make!.length).toBeLessThanOrEqual(21);
  expect(body.stats.price!.min).toBeLessThanOrEqual(body.stats.price!.max);
});

test('GET /api/search is a 400 naming a malformed parameter', async ({ page }) => {
  const response = await page.goto(subdomainUrl(groupSite.slug, '/api/search?page=two'));
  expect(response?.status()).toBe(400);
  expect(await response!.json()).toMatchObject({
    error: 'Invalid search parameters',
    fieldErrors: { page: expect.any(String) },
  });
});

test('GET /api/search on an unknown host is a 404', async ({ page }) => {
  const response = await page.goto(subdomainUrl('nosuch', '/api/search'));
  expect(response?.status()).toBe(404);
});
