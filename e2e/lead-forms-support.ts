import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { port } from './support';

export const CONTACT = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' };

/** The form on the page (or in the dialog); `kind` picks one where a page holds two (the trade-in pages). */
export const leadForm = (scope: Page | Locator, kind?: string) =>
  kind
    ? scope.locator(`[data-testid="lead-form"][data-form-kind="${kind}"]`)
    : scope.getByTestId('lead-form');

export const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

export async function fillContact(form: Locator, labels = { name: 'Name', phone: 'Phone' }) {
  await textbox(form, labels.name).fill(CONTACT.name);
  await textbox(form, 'Email').fill(CONTACT.email);
  await textbox(form, labels.phone).fill(CONTACT.phone);
}

/** The form answers only once its script runs; the captcha starts then too. */
export async function waitForForm(page: Page, kind?: string): Promise<Locator> {
  const form = leadForm(page, kind);
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  return form;
}

/** The site's minimum fill time (`forms.antiSpam.minFillSeconds`, 3 s by default), with a margin. */
const MIN_FILL_MS = 3_250;

/**
 * Waits until a form opened at `openedAt` (epoch ms, taken once it answered) has been open as long as a person
 * takes. A faster submission is flagged as a likely bot (decision 7), and a flagged test drive holds no slot
 * (decision 032): a test that needs its booking to hold must not submit faster than a buyer could.
 */
export async function takeFillTime(page: Page, openedAt: number) {
  const wait = openedAt + MIN_FILL_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * Picks the `dayIndex`-th free day (1 = the first) and its first free time in the test-drive slot picker.
 * A slot is booked once, so tests that book at the same yard pick different days: in parallel they would
 * otherwise race for one slot.
 */
export async function pickSlot(form: Locator, dayIndex: number): Promise<string> {
  const day = form.getByRole('combobox', { name: 'Day' });
  await expect(day.locator('option')).not.toHaveCount(1, { timeout: 15_000 });
  await day.selectOption({ index: dayIndex });
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
  // Decision 052: the page of the stored lead, by its signed receipt.
  await expect(page).toHaveURL(/\/success\?ref=[0-9a-f-]{36}\.[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
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

/** A buyer email no other test uses, so the leads it sends can be told apart. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * The ids of the leads a site stored for this buyer, read from the lead emails the server writes to its
 * maildir (`{E2E_DATA_DIR}/mail/{site}/new/{stamp}-{leadId}-{row}.eml`, one file per lead and inbox).
 */
export function storedLeadIds(site: string, email: string): string[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through scripts/e2e.ts');
  const dir = join(dataDir, 'mail', site, 'new');
  if (!existsSync(dir)) return [];
  const ids = new Set<string>();
  for (const file of readdirSync(dir)) {
    const leadId = /^[^-]+-(.+)-\d+\.eml$/.exec(file)?.[1];
    if (leadId && readFileSync(join(dir, file), 'utf8').includes(`Reply-To: ${email}`)) ids.add(leadId);
  }
  return [...ids];
}

/** Waits for the lead emails of this buyer and expects exactly one stored lead. */
export async function expectOneStoredLead(site: string, email: string) {
  await expect.poll(() => storedLeadIds(site, email), { timeout: 15_000 }).not.toEqual([]);
  expect(storedLeadIds(site, email)).toHaveLength(1);
}

/**
 * POST /api/leads on a site as a client at `address` (the test server trusts one proxy, so the address is the
 * X-Forwarded-For it receives), outside the browser: a script beside the buyer. Resolves to the status.
 */
export function postLeadFrom(address: string, slug: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        headers: {
          host: `${slug}.localhost`,
          'content-type': 'application/json',
          'x-forwarded-for': address,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}
