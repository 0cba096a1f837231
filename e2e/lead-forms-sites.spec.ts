import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { subdomainUrl } from './support';
import {
  countLeadPosts,
  expectOneStoredLead,
  expectSuccess,
  fillContact,
  pickSlot,
  textbox,
  uniqueEmail,
  waitForForm,
} from './lead-forms-support';

/**
 * The search card modals on a second site each (lead-forms.spec.ts opens Quick Enquiry on harbourside and
 * Book a Test Drive on redgum): summit, a group with many dealerships, and harbourside; a double click in a
 * modal stores one lead.
 */

async function openCardDialog(
  page: Page,
  slug: string,
  link: string,
): Promise<{ title: string; form: Locator }> {
  await page.goto(subdomainUrl(slug, '/search/used-cars'));
  await expect(page.locator('[data-search-ready="true"]')).toBeVisible();
  const card = page.getByTestId('search-card').first();
  const title = await card.getByRole('heading', { level: 2 }).innerText();
  await card.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('dialog', { name: link })).toBeVisible();
  return { title, form: await waitForForm(page) };
}

test('summit: Quick Enquiry in the modal sends a vehicle enquiry for that car', async ({ page }) => {
  const { title, form } = await openCardDialog(page, 'summit', 'Quick Enquiry');
  await expect(form.getByTestId('lead-form-car')).toHaveText(title);
  await expect(form.getByRole('heading', { name: 'Step 1 of 2: Your Enquiry' })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Vehicle Enquiry');
  await expect(textbox(form, 'Message')).toHaveValue(/^I'm interested in the /);
  await form.getByRole('button', { name: 'Next' }).click();
  await fillContact(form);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectSuccess(page, 'Vehicle Enquiry');
});

test('harbourside: Book a Test Drive in the modal, double-clicked, stores one lead', async ({ page }) => {
  const posts = countLeadPosts(page);
  const email = uniqueEmail('modal-double');
  const { title, form } = await openCardDialog(page, 'harbourside', 'Book a Test Drive');
  const car = form.getByTestId('lead-form-car');
  await expect(car).toHaveText(title);
  await expect(car.getByRole('img', { name: title })).toBeVisible();
  await fillContact(form);
  await textbox(form, 'Email').fill(email);
  await form.getByRole('button', { name: 'Next' }).click();
  // Day 2: the test drive on harbourside's /book-test-drive/ books day 1 at the same yard.
  await pickSlot(form, 2);
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expectSuccess(page, 'Test Drive');
  expect(posts.count()).toBe(1);
  await expectOneStoredLead('harbourside', email);
});
