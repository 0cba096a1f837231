import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { demoSites, subdomainUrl } from './support';

/** WCAG 2.1 A and AA checks by axe-core on every demo site's home, search, directory, offers and 404 pages. */
for (const site of demoSites()) {
  for (const path of ['/', '/search/new-used-and-demo-cars', '/models', '/special-offers', '/no-such-page']) {
    test(`${site.slug}${path} has no axe violations`, async ({ page }) => {
      await page.goto(subdomainUrl(site.slug, path));
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary).toEqual([]);
    });
  }
}

test('the platform 404 has no axe violations', async ({ page }) => {
  await page.goto(subdomainUrl('nosuch'));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the search page with its filter drawer open on a phone has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [site] = demoSites();
  await page.goto(subdomainUrl(site!.slug, '/search/used-cars'));
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
