import { expect, test } from './fixtures';
import { ISOLATION_SITES } from '../src/server/db/testing/isolation-sites';
import { subdomainUrl } from './support';

/**
 * Every route built so far, requested on one isolation site, must never show the other site's canary.
 * Later features add their routes here; routes that do not exist yet return the site's 404 page and are
 * checked all the same.
 */
export const ISOLATION_ROUTES = [
  '/',
  '/cars/shared-car-1',
  '/search/new-used-and-demo-cars',
  '/search/shared-dealer',
  '/locations/shared-location',
  '/models',
  '/models?body=sedan&make=toyota',
  '/models/shared-model',
  '/special-offers',
  '/special-offers?dealership=shared-dealer',
  '/no-such-page',
  '/api/search',
  '/api/search?make=Toyota&query=canary',
  '/api/search/instant?q=canary',
  // Finance (issue 13): the finance page (its enquiry lists the site's dealerships) and a car's lenders.
  '/finance',
  '/api/cars/shared-car-1/finance-lenders',
  // The finance application (issue 13), with a car id of either site.
  '/apply-for-finance?car_id=1&preferredDealership=shared-dealer',
  '/personalised/finance?car_id=2',
  '/api/lead-forms/finance_application?car=1',
  // The lead forms (issue 4): pages, and the JSON they read.
  '/contact',
  '/contact-us/shared-location',
  '/book-test-drive',
  '/book-test-drive?car=1',
  '/finance-enquiry',
  '/careers',
  '/service',
  '/sell-my-car',
  '/success',
  '/api/lead-forms/enquiry',
  '/api/lead-forms/test_drive?car=1',
  '/api/appointments?location=1',
  '/api/appointments?car=1',
];

for (const site of ISOLATION_SITES) {
  const other = ISOLATION_SITES.find((candidate) => candidate !== site)!;
  test.describe(`${site.slug}`, () => {
    for (const path of ISOLATION_ROUTES) {
      test(`${path} never shows the other site's data`, async ({ page }) => {
        await page.goto(subdomainUrl(site.slug, path));
        const html = await page.content();
        expect(html).not.toContain(other.canary);
      });
    }

    test('home shows its own data (the harness can see a leak)', async ({ page }) => {
      await page.goto(subdomainUrl(site.slug));
      const html = await page.content();
      // Site name, stock, location and offer all carry the canary.
      expect(html).toContain(`${site.canary} Motors`);
      expect(html).toContain(`${site.canary} Model1`);
      expect(html).toContain(`${site.canary} Central`);
      expect(html).toContain(`${site.canary} Offer`);
    });
  });
}
