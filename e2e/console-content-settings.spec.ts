import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSOLE_SITE as A, consoleUrl, signInAsStaff } from './console-support';
import { expect, test } from './fixtures';
import { seriousViolations, WCAG_21_AA } from './support';

/** Content pages and offers in the dealer console (issue 18): a draft, its preview, publishing, the public site. */
const OWNER = `content@${A.slug}.test`;

// One after the other: both sign in as the same owner, and a second code sent undoes the first.
test.describe.configure({ mode: 'serial' });

const axe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_21_AA);

/**
 * Axe once the page has its title: after a save the console page is drawn again, and Next writes the <title>
 * of a page drawn again a moment after its body (a scan in between finds none).
 */
async function settledViolations(page: Page) {
  await expect(page).toHaveTitle(/Dealer console/);
  return seriousViolations(axe(page));
}

// A run's own address, so a second run against the same database adds a page of its own.
const SLUG = `e2e-page-${Date.now().toString(36)}`;

test('a new page: refused without text, previewed from its Markdown, published and served', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER, '/console/settings');
  await page.getByRole('link', { name: 'Add a page' }).click();
  await expect(page.getByRole('heading', { name: 'Add a page', level: 1 })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill('Our warranty promise');
  await page.getByRole('textbox', { name: 'Address' }).fill(SLUG);
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Write the page’s text' })).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');

  await page
    .getByRole('textbox', { name: 'Text' })
    .fill('## Five years\n\nEvery car we sell is **covered**.');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toContainText(
    `by ${OWNER}: not published yet.`,
  );
  const preview = page.getByRole('region', { name: 'Preview of your draft' });
  await expect(preview.getByRole('heading', { name: 'Our warranty promise', level: 2 })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Five years' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('covered');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await settledViolations(page)).toEqual([]);

  // Not on the site before it is published.
  const publicPage = await page.context().newPage();
  expect((await publicPage.goto(consoleUrl(`/pages/${SLUG}`)))?.status()).toBe(404);

  await preview.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/console\/settings\/pages\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Our warranty promise', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'unpublished' })).toContainText(
    'No unpublished changes. Last published',
  );

  await publicPage.goto(consoleUrl(`/pages/${SLUG}`));
  await expect(publicPage.getByRole('heading', { name: 'Our warranty promise', level: 1 })).toBeVisible();
  await expect(publicPage.getByRole('heading', { name: 'Five years' })).toBeVisible();
  await publicPage.close();

  // Removed after a confirmation; the public page goes with it.
  await page.getByRole('button', { name: 'Remove page…' }).click();
  await page.getByRole('button', { name: 'Yes, remove this page' }).click();
  await expect(page).toHaveURL(/\/console\/settings$/);
  expect((await page.goto(consoleUrl(`/pages/${SLUG}`)))?.status()).toBe(404);
});

test('an offer: edited, previewed as its card, published and shown on its page', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER, '/console/settings');
  const offers = page.getByRole('region', { name: 'Offers' });
  await offers.getByRole('link', { name: `${A.canary} Offer` }).click();
  await expect(page).toHaveURL(/\/console\/settings\/offers\/\d+$/);
  const path = new URL(page.url()).pathname;
  const offerId = /\/console\/settings\/offers\/(\d+)$/.exec(path)?.[1];
  expect(offerId).toBeDefined();

  // Still '{canary} Offer': the isolation tests look for that text on the site's home page.
  const name = `${A.canary} Offer with a free first service`;
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByLabel('Last day (optional)').fill('2099-12-31');
  await page
    .getByRole('textbox', { name: 'Picture address (optional)' })
    .fill('http://insecure.example/a.jpg');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter an https:// address or a path on this site' }),
  ).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Picture address (optional)' }).fill('');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();

  const preview = page.getByRole('region', { name: 'Preview of your draft' });
  await expect(preview.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(preview.getByText('Expires on 31 December 2099').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  expect(await settledViolations(page)).toEqual([]);

  await preview.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unpublished' })).toContainText(
    'No unpublished changes. Last published',
  );

  await page.goto(consoleUrl(`/offers/${offerId}`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Expires on 31 December 2099')).toBeVisible();
  await page.goto(consoleUrl('/special-offers'));
  await expect(page.getByTestId('offer-card').filter({ hasText: name })).toBeVisible();
});
