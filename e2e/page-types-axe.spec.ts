import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { fullyScannedShapes, shapeOf } from './axe-pages';
import { seriousViolations, subdomainUrl, WCAG_21_AA } from './support';

/**
 * Issue 17: no serious or critical axe violation on any page type. One page of each route the site's sitemap
 * lists (a brand page, a model, a location, a content page, a car …) and the pages it does not list (sign-in,
 * My Garage, compare, trade-in, checkout, the success page), on the group site and the caravan dealer. A page
 * whose shape e2e/accessibility.spec.ts already scans on that site for every violation is not scanned again.
 */

const UNLISTED = ['/sign-in', '/my-garage', '/compare', '/cars/trade-in', '/success'];

// The route of a path: its first segment, '*' when it goes deeper ('/models/*'); a brand's overview is one route.
const routeOf = (path: string) => {
  const [first = '', ...rest] = path.split('/').filter(Boolean);
  if (rest.at(-1) === 'overview') return '/*/overview';
  return `/${first}${rest.length > 0 ? '/*' : ''}`;
};

/** One path per route of the site's sitemap, in the sitemap's order. */
function onePathPerRoute(sitemap: string): string[] {
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const byRoute = new Map<string, string>();
  for (const path of paths) if (!byRoute.has(routeOf(path))) byRoute.set(routeOf(path), path);
  return [...byRoute.values()];
}

for (const slug of ['summit', 'outback']) {
  test(`${slug}: every page type has no serious or critical axe violation`, async ({ page }) => {
    const sitemap = await page.goto(subdomainUrl(slug, '/sitemap.xml'));
    expect(sitemap?.status()).toBe(200);
    const listed = onePathPerRoute(await sitemap!.text());
    const car = listed.find((path) => path.startsWith('/cars/'));
    expect(car, 'a car in the sitemap').toBeDefined();
    const everyType = [...listed, ...UNLISTED, `${car}/checkout`];
    expect(everyType.length).toBeGreaterThan(15);
    const scannedInFull = fullyScannedShapes(slug);
    const paths = everyType.filter((path) => !scannedInFull.has(shapeOf(path)));
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(subdomainUrl(slug, path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
      await expect(page.locator('h1').first()).toBeVisible();
      const violations = await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA));
      for (const violation of violations)
        found.push(
          `${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    }
    expect(found).toEqual([]);
  });
}
