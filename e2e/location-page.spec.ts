import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { axeScan, subdomainUrl } from './support';

/** Issue 12 (J): the 'Our Locations' cards lead to a real page per location. */
test('a home location card opens the location page: details, hours, its stock and an enquiry', async ({
  page,
}) => {
  await page.goto(subdomainUrl('summit'));
  const card = page
    .locator('#locations')
    .getByRole('link', { name: 'Contact Us: Summit Mazda Springwood', exact: true });
  await card.click();
  await expect(page).toHaveURL(subdomainUrl('summit', '/locations/summit-mazda-springwood'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Summit Mazda Springwood');
  await expect(page.getByRole('link', { name: 'Get Directions from Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps/,
  );
  const hours = page.getByRole('tabpanel');
  await expect(hours.getByRole('table')).toBeVisible();
  await expect(hours.getByRole('rowheader', { name: 'Sun' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In stock at Summit Mazda Springwood' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact Summit Mazda Springwood' })).toBeVisible();
  // Issue 12: schema.org AutoDealer with the weekly hours, for search engines.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const dealer = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .find((block) => block['@type'] === 'AutoDealer');
  expect(dealer).toMatchObject({
    name: 'Summit Mazda Springwood',
    url: 'https://summit-motor-group.test/locations/summit-mazda-springwood',
    openingHoursSpecification: expect.arrayContaining([
      expect.objectContaining({ dayOfWeek: 'https://schema.org/Monday', opens: '08:30' }),
    ]),
  });

  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  expect(results.violations.map((v) => v.id)).toEqual([]);

  const carHref = await page.locator('#location-stock a[href^="/cars/"]').first().getAttribute('href');
  expect((await page.goto(subdomainUrl('summit', carHref!)))?.status()).toBe(200);
});

test('the hours tabs switch department by keyboard (J-29)', async ({ page }) => {
  await page.goto(subdomainUrl('summit', '/locations/summit-parts-ipswich'));
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  if ((await tabs.count()) > 1) {
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
  }
});

test('a dealership slug redirects to its location (B-39); an unknown slug is a 404', async ({ page }) => {
  await page.goto(subdomainUrl('summit', '/locations/summit-ford-mitsubishi-ipswich'));
  await expect(page).toHaveURL(subdomainUrl('summit', '/locations/summit-ford-ipswich'));
  const missing = await page.goto(subdomainUrl('summit', '/locations/no-such-place'));
  expect(missing?.status()).toBe(404);
});
