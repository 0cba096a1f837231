import { expect, test } from './fixtures';
import { MAP_PROVIDER_SITE } from '@/server/db/testing/map-provider-site';
import { subdomainUrl } from './support';

/** A 1×1 PNG: the test answers the provider's tile requests itself, so none leaves the machine. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test("a site with a map provider shows the location on the provider's tiles, zoomable by keyboard (J-11)", async ({
  page,
}) => {
  const tiles: string[] = [];
  await page.route('https://tiles.invalid/**', (route) => {
    tiles.push(new URL(route.request().url()).pathname);
    return route.fulfill({ contentType: 'image/png', body: TILE });
  });
  await page.goto(subdomainUrl(MAP_PROVIDER_SITE.slug, `/locations/${MAP_PROVIDER_SITE.locationSlug}`));
  const map = page.getByRole('region', { name: 'Interactive map of Harbour Yard' });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(map.getByText('© Test Tiles')).toBeVisible();
  // The configured zoom (14) around Brisbane City: tile x 14 ≈ 15,156, y ≈ 9,493 at zoom 14.
  expect(tiles.some((path) => /^\/14\/1515\d\/949\d\.png$/.test(path))).toBe(true);

  // Leaflet makes the map itself focusable; '+' (the Equal key) zooms in.
  await map.focus();
  await page.keyboard.press('Equal');
  await expect.poll(() => tiles.some((path) => path.startsWith('/15/'))).toBe(true);
});

test('a site without a map provider keeps the bundled outline map and requests no tiles', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/[^/]*localhost:\d+\//.test(request.url())) outside.push(request.url());
  });
  await page.goto(subdomainUrl('summit', '/locations/summit-mazda-springwood'));
  await expect(
    page.getByRole('img', { name: /^Map of Australia showing Summit Mazda Springwood/ }),
  ).toBeVisible();
  await expect(page.getByTestId('tiled-location-map')).toHaveCount(0);
  expect(outside).toEqual([]);
});
