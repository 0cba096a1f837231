import { expect, type Locator, type Page } from '@playwright/test';

export const CONTACT = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' };

/** The form on the page (or in the dialog). */
export const leadForm = (scope: Page | Locator) => scope.getByTestId('lead-form');

export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

export async function fillContact(form: Locator, labels = { name: 'Name', phone: 'Phone' }) {
  await textbox(form, labels.name).fill(CONTACT.name);
  await textbox(form, 'Email').fill(CONTACT.email);
  await textbox(form, labels.phone).fill(CONTACT.phone);
}

/** The form answers only once its script runs; the captcha starts then too. */
export async function waitForForm(page: Page): Promise<Locator> {
  const form = leadForm(page);
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** Picks the first free day and its first time in the test-drive slot picker. */
export async function pickFirstSlot(form: Locator): Promise<string> {
  const day = form.getByRole('combobox', { name: 'Day' });
  await expect(day.locator('option')).not.toHaveCount(1, { timeout: 15_000 });
  await day.selectOption({ index: 1 });
  const time = form.getByRole('combobox', { name: 'Time' });
  await time.selectOption({ index: 1 });
  return time.inputValue();
}

/** Counts the lead submissions a page makes. */
export function countLeadPosts(page: Page): { count: () => number; bodies: () => Record<string, unknown>[] } {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/leads') {
      bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return { count: () => bodies.length, bodies: () => bodies };
}

export async function expectSuccess(page: Page, category: string) {
  await expect(page).toHaveURL(/\/success$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You' })).toBeVisible();
  await expect(page.getByTestId('success-message')).toHaveText(
    `Thank you for your ${category}. We have received it and will be in touch shortly.`,
  );
}

export async function expectSummary(form: Locator, messages: string[]) {
  const summary = form.getByTestId('form-error-summary');
  await expect(summary).toBeVisible();
  await expect(summary.locator('p').first()).toHaveText('Please fix the following errors:');
  await expect(summary.getByRole('listitem')).toHaveText(messages);
  await expect(summary).toBeFocused();
}
