import AxeBuilder from '@axe-core/playwright';
import { CONSOLE_SITE as A, consoleUrl, signInAsStaff } from './console-support';
import { expect, test } from './fixtures';
import { seriousViolations, subdomainUrl, WCAG_21_AA } from './support';

/** The console's new-site page (issue 18): a platform operator makes a dealer site, which serves at once. */
const OPERATOR = 'operator@forecourt.example';

test('a platform operator creates a dealer site from the console; it answers at once with no stock yet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OPERATOR, '/console/platform');
  await expect(page.getByRole('heading', { name: 'Create a dealer site', level: 1 })).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);

  await page.getByLabel('Dealer name', { exact: true }).fill('Riverbend Motors');
  await page.getByLabel('Site address name').fill('Riverbend Motors');
  await page.getByRole('button', { name: 'Create the site' }).click();
  await expect(
    page.getByText(
      'The slug is 1 to 40 lowercase letters, digits and hyphens, not starting or ending with a hyphen',
    ),
  ).toHaveCount(2);

  await page.getByLabel('Site address name').fill('riverbend');
  await page.getByLabel('Owner’s email (optional)').fill('dana@riverbend.example');
  await page.getByLabel('Postcode', { exact: true }).fill('4305');
  await page.getByLabel('State', { exact: true }).selectOption('QLD');
  await page.getByRole('button', { name: 'Create the site' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Site created' })).toHaveText('Site created.');
  await expect(
    page.getByText('dana@riverbend.example was emailed an invitation as its owner.'),
  ).toBeVisible();
  // The API names the site's address without a closing slash.
  const home = subdomainUrl('riverbend').replace(/\/$/, '');
  await expect(page.getByRole('link', { name: home, exact: true })).toHaveAttribute('href', home);

  await page.goto(home);
  await expect(page).toHaveTitle(/Riverbend Motors/);
  await page.goto(subdomainUrl('riverbend', '/console'));
  await expect(page).toHaveURL(/\/sign-in\?type=console/);
});

test('an account that is not a platform operator is told so, and sees no form', async ({ page }) => {
  await signInAsStaff(page, `nobody@${A.slug}.test`, '/console/leads');
  await page.goto(consoleUrl('/console/platform'));
  await expect(page.getByRole('heading', { name: 'Not a platform operator', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create the site' })).toHaveCount(0);
});
