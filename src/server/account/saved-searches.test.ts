import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { currentBuyer } from '@/server/auth/buyer-session';
import { codeDeliveryForThisFile, signInByPhone, TEST_ORIGIN, twoSiteAccounts } from '@/server/auth/testing';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { deleteSearch, listSavedSearches, saveSearch } from './saved-searches';

const fixture = twoSitesForThisFile();
const delivery = codeDeliveryForThisFile();
const { request, site } = twoSiteAccounts(fixture);
const config = resolveSiteConfig({ siteSlug: 'alpha', groupSlug: null, layers: {} });
const siteA = () => ({ id: fixture.siteA, config });

describe('saved searches', () => {
  it('keeps a search without its page number, titled as the search page, once', async () => {
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 910 001');
    const first = await saveSearch(request('A', cookie), siteA(), {
      path: '/search/used-cars?page=3&query=diesel',
    });
    expect(first).toEqual({
      status: 201,
      body: {
        saved: {
          id: expect.any(Number),
          path: '/search/used-cars?query=diesel',
          label: 'Used Cars for sale matching “diesel”',
          alertFrequency: 'off',
        },
      },
    });
    const again = await saveSearch(request('A', cookie), siteA(), { path: '/search/used-cars?query=diesel' });
    expect(again.body).toEqual(first.body);
    const [saved] = await listSavedSearches(fixture.db, fixture.siteA, await userOf(cookie));
    expect(saved).toEqual((first.body as { saved: unknown }).saved);
  });

  it('refuses the signed-out, paths that are no search of the site, and a malformed body', async () => {
    expect(await saveSearch(request('A'), siteA(), { path: '/search' })).toEqual({
      status: 401,
      body: { error: 'Sign in to save searches.' },
    });
    const cookie = await signInByPhone(request('A'), delivery.dataDir, '0412 910 002');
    for (const path of [
      '/cars/kia-sportage-1',
      'https://evil.example/search',
      '/search/no-such-route',
      '/search?page=x&year=abc',
      '/search/%E0%A4%A',
    ]) {
      expect(await saveSearch(request('A', cookie), siteA(), { path })).toEqual({
        status: 400,
        body: { error: 'That is not a search of this site.' },
      });
    }
    expect(await saveSearch(request('A', cookie), siteA(), { path: 3 })).toEqual({
      status: 400,
      body: { error: 'Invalid request' },
    });
  });

  it("deletes only the buyer's own search on this site; site B never sees A's", async () => {
    const cookieA = await signInByPhone(request('A'), delivery.dataDir, '0412 910 003');
    const saved = await saveSearch(request('A', cookieA), siteA(), { path: '/search' });
    const { id } = (saved.body as { saved: { id: number } }).saved;
    const other = await signInByPhone(request('A'), delivery.dataDir, '0412 910 004');
    expect(await deleteSearch(request('A', other), { id })).toEqual({
      status: 404,
      body: { error: 'No such saved search' },
    });
    expect(await deleteSearch(request('B', cookieA), { id })).toEqual({
      status: 401,
      body: { error: 'Sign in to save searches.' },
    });
    const cookieB = await signInByPhone(request('B'), delivery.dataDir, '0412 910 003');
    expect(await listSavedSearches(fixture.db, fixture.siteB, await userOf(cookieB, 'B'))).toEqual([]);
    expect(await deleteSearch(request('A', cookieA), { id })).toEqual({
      status: 200,
      body: { deleted: true },
    });
    expect(await listSavedSearches(fixture.db, fixture.siteA, await userOf(cookieA))).toEqual([]);
  });
});

async function userOf(cookie: string, which: 'A' | 'B' = 'A'): Promise<string> {
  const buyer = await currentBuyer(fixture.db, site(which), TEST_ORIGIN, new Headers({ cookie }));
  return buyer!.id;
}
