import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, rawGet, subdomainUrl } from './support';
import { waitForForm } from './lead-forms-support';

/**
 * Offer pages (K-3..K-11, H-28). harbourside sells one make, so its offers live at /offers/{id}; its seeded
 * offers are block 1 (ids 10000001..): the second is the finance offer (long description and disclaimer), the
 * third has expired.
 */
const FINANCE_OFFER = 'Low Rate Finance on Toyota Models';
const FINANCE_OFFER_ID = 10_000_002;

/** Presses a toggle with the keyboard and checks the state it reports and the label it shows. */
async function toggleByKeyboard(page: Page, controls: string, collapsedLabel: string, expandedLabel: string) {
  const toggle = page.locator(`button[aria-controls="${controls}"]`);
  await expect(toggle).toHaveText(collapsedLabel);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText(expandedLabel);
  await toggle.press('Space');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

test("'View offer' on /special-offers opens the offer's page: toggles, buttons, its enquiry form", async ({
  page,
}) => {
  await page.goto(subdomainUrl('harbourside', '/special-offers'));
  const card = page.getByTestId('offer-card').filter({ hasText: FINANCE_OFFER });
  await card.getByText('View offer').click();
  await expect(page).toHaveURL(subdomainUrl('harbourside', `/offers/${FINANCE_OFFER_ID}`));
  await expect(page.getByRole('heading', { level: 1, name: FINANCE_OFFER })).toBeVisible();

  await toggleByKeyboard(page, 'offer-description', 'View more', 'View less');
  await toggleByKeyboard(page, 'offer-disclaimer', 'View full disclaimer', 'Hide disclaimer');
  await expect(page.getByRole('link', { name: `Enquire Now: ${FINANCE_OFFER}` })).toHaveAttribute(
    'href',
    '#offer-enquiry',
  );
  await expect(page.getByRole('link', { name: 'Book A Test Drive', exact: true })).toHaveAttribute(
    'href',
    '/book-test-drive',
  );

  const form = await waitForForm(page);
  await expect(form.getByTestId('lead-form-offer').getByText(FINANCE_OFFER, { exact: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Special Offer Enquiry');

  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Offer', name: FINANCE_OFFER });

  const axe = await axeScan(new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']));
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
});

test('the other form of the path moves to the offer’s own href (308)', async () => {
  expect(await rawGet('harbourside.localhost', `/offers/toyota/${FINANCE_OFFER_ID}`)).toMatchObject({
    status: 308,
    location: `/offers/${FINANCE_OFFER_ID}`,
  });
});

test('an offer of another site and a malformed id are the site’s 404', async ({ page }) => {
  for (const url of [
    subdomainUrl('redgum', `/offers/${FINANCE_OFFER_ID}`),
    subdomainUrl('redgum', '/offers/abc'),
  ]) {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});
