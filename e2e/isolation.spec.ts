import { expect, test } from './fixtures';
import { ISOLATION_SITES } from '../src/server/db/testing/isolation-sites';
import { rawGet } from './support';

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

/** A GET as a buyer's browser makes it, following same-site redirects; the site is chosen by the Host header. */
async function fetchFollowing(host: string, path: string) {
  let answer = await rawGet(host, path);
  for (let hop = 0; hop < 5 && answer.status >= 300 && answer.status < 400 && answer.location; hop += 1) {
    const next = new URL(answer.location, `http://${host}`);
    if (next.hostname !== host) break;
    answer = await rawGet(host, `${next.pathname}${next.search}`);
  }
  return answer;
}

/**
 * Over HTTP, not in a browser (issue 36): the server's HTML and JSON are all a buyer's browser is given, and
 * every JSON route a page reads after loading is itself in the list, so one request per route proves what a page
 * load per route did, in a fraction of the time.
 */
for (const site of ISOLATION_SITES) {
  const other = ISOLATION_SITES.find((candidate) => candidate !== site)!;
  const host = `${site.slug}.localhost`;
  test.describe(`${site.slug}`, () => {
    test(`no route's HTML or JSON shows the other site's data`, async () => {
      const leaks: string[] = [];
      const failures: string[] = [];
      for (const path of ISOLATION_ROUTES) {
        const { status, body } = await fetchFollowing(host, path);
        if (body.includes(other.canary)) leaks.push(path);
        if (status >= 500) failures.push(`${status} ${path}`);
      }
      expect(leaks).toEqual([]);
      expect(failures).toEqual([]);
    });

    test('home shows its own data (the harness can see a leak)', async () => {
      const { body } = await fetchFollowing(host, '/');
      // Site name, stock, location and offer all carry the canary.
      expect(body).toContain(`${site.canary} Motors`);
      expect(body).toContain(`${site.canary} Model1`);
      expect(body).toContain(`${site.canary} Central`);
      expect(body).toContain(`${site.canary} Offer`);
    });
  });
}
