import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectSuccess,
  fillContact,
  pickSlot,
  takeFillTime,
  textbox,
  uniqueEmail,
  waitForForm,
} from './lead-forms-support';
import { spooledEmail } from './lead-confirmation-support';
import { searchApi } from './search-support';
import { rawGet, seriousViolations, subdomainUrl } from './support';

/**
 * Issue 17: the /success page of the stored lead (by its signed receipt), its .ics, the buyer's confirmation
 * email and the dealer's email, read from the mail spool the server writes; 'Remember my details'.
 */

const SITE = 'harbourside';
const HOST = `${SITE}.localhost`;
const RECEIPT = /[?&]ref=([0-9a-f-]{36}\.[A-Za-z0-9_-]{22})/;

test('a test drive about a car: the success page, its calendar file and both emails', async ({
  page,
  context,
}) => {
  // Its own address: the booking caps count open bookings per IP (decision 032).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.171' });
  const { hits } = await searchApi(context, '', SITE);
  const car = hits.find((hit) => hit.status === 'in_stock' && !hit.sold && !hit.reserved && hit.price > 200);
  expect(car).toBeDefined();
  await page.goto(subdomainUrl(SITE, `/book-test-drive?car=${car!.id}`));
  const form = await waitForForm(page);
  const openedAt = Date.now();
  const title = await form.getByTestId('lead-form-car').innerText();
  const email = uniqueEmail('confirm');
  await fillContact(form);
  await textbox(form, 'Email').fill(email);
  await form.getByRole('button', { name: 'Next' }).click();
  // Day 4: other specs book days 1 and 2 at this yard.
  await pickSlot(form, 4);
  await takeFillTime(page, openedAt);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectSuccess(page, 'Test Drive');

  const reference = (await page.getByTestId('success-reference').innerText()).match(
    /^Your reference number is ([0-9A-F]{8})\.$/,
  )?.[1];
  expect(reference).toBeDefined();
  await expect(page.getByTestId('success-emailed')).toHaveText(`We have emailed a copy to ${email}.`);
  await expect(page.getByRole('heading', { level: 2, name: 'What you sent' })).toBeVisible();
  await expect(page.getByTestId('success-car-title')).toHaveText(title);
  await expect(page.getByTestId('success-sent').getByRole('img', { name: title })).toBeVisible();
  await expect(page.getByTestId('success-car-price')).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await expect(page.getByRole('link', { name: 'View this car' })).toHaveAttribute(
    'href',
    `/cars/${car!.slug}`,
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Your test drive' })).toBeVisible();
  const when = await page.getByTestId('success-booking-time').innerText();
  expect(when).toMatch(
    /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day \d{1,2} [A-Z][a-z]+ \d{4} at \d{1,2}:\d{2} (am|pm) AE[SD]T$/,
  );
  await expect(page.getByTestId('success-booking-place')).not.toBeEmpty();
  await expect(page.getByTestId('success-notice')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next' })).toBeVisible();
  await expect(page.getByTestId('success-next')).toContainText(
    'We will contact you to confirm your test drive. Please bring your driver licence when you visit.',
  );
  await expect(
    page.getByTestId('success-contact').getByRole('link', { name: /^[\d ()+]+$/ }),
  ).toHaveAttribute('href', /^tel:/);
  await expect(page.getByTestId('success-contact').getByRole('table')).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }))).toEqual([]);

  // Every next step is a page of this site (navigation is data; no dead link).
  const steps = page.getByTestId('success-steps').getByRole('link');
  await expect(steps).toHaveText(['Apply for finance', 'Value your trade-in', 'See similar cars']);
  for (const href of await steps.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    expect((await rawGet(HOST, href)).status, href).toBeLessThan(400);
  }

  // The calendar file: RFC 5545, CRLF, the yard's zone, where and when.
  const calendarHref = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  expect(calendarHref).toMatch(/^\/success\/test-drive\.ics\?ref=/);
  const ics = await rawGet(HOST, calendarHref!);
  expect(ics.status).toBe(200);
  expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(ics.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(ics.body).toMatch(/\r\nDTSTART;TZID=Australia\/Sydney:\d{8}T\d{6}\r\n/);
  expect(ics.body).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(ics.body).toMatch(/\r\nUID:test-drive-[0-9a-f-]{36}@harbourside-toyota\.test\r\n/);
  expect(ics.body).toContain('\r\nLOCATION:');
  expect(ics.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Australia/Sydney\r\n');

  // The buyer's confirmation: text and HTML, the same content, the .ics attached.
  const buyer = await spooledEmail(SITE, `To: ${email}`);
  expect(buyer).toMatch(new RegExp(`Subject: Your Test Drive with .+: reference ${reference}`));
  expect(buyer).toContain('Content-Type: text/plain');
  expect(buyer).toContain('Content-Type: text/html');
  expect(buyer).toMatch(
    /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=test-drive\.ics/,
  );
  expect(buyer).toContain(`  Test drive: ${when}`);
  expect(buyer).toContain(`Your reference number is ${reference}.`);
  expect(buyer).toContain(`  Listing: https://harbourside-toyota.test/cars/${car!.slug}`);
  const receipt = page.url().match(RECEIPT)![1]!;
  expect(buyer).toContain(`See your enquiry online: https://harbourside-toyota.test/success?ref=${receipt}`);

  // The dealer's: the price, the listing, the time in words, where the buyer came from; no JSON.
  const dealer = await spooledEmail(SITE, `Reply-To: ${email}`);
  expect(dealer).toContain('Content-Type: text/html');
  expect(dealer).toMatch(/\nPrice: +\$[\d,]+\r?\n/);
  expect(dealer).toContain(`Listing:    https://harbourside-toyota.test/cars/${car!.slug}`);
  expect(dealer).toContain(`Test drive: ${when}`);
  expect(dealer).toMatch(/\nSent from: +http:\/\/harbourside\.localhost:\d+\/book-test-drive\?car=\d+/);
  expect(dealer).toContain(`Reference:  ${reference}`);
  expect(dealer).not.toMatch(/[{}]"/);
});

test('without a genuine receipt of this site, /success only thanks, and the calendar is 404', async ({
  page,
}) => {
  const generic = 'Thank you for your enquiry. We have received it and will be in touch shortly.';
  const forged = `00000000-0000-4000-8000-000000000000.${'A'.repeat(22)}`;
  for (const path of [
    '/success',
    `/success?ref=${forged}`,
    '/success?ref=nonsense',
    '/success?ref=a&ref=b',
  ]) {
    const response = await page.goto(subdomainUrl('summit', path));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('success-message')).toHaveText(generic);
    await expect(page.getByTestId('success-reference')).toHaveCount(0);
  }
  expect((await rawGet('summit.localhost', `/success/test-drive.ics?ref=${forged}`)).status).toBe(404);
  expect((await rawGet('summit.localhost', '/success/test-drive.ics')).status).toBe(404);
});

test("another site's receipt shows nothing of the lead", async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.172' });
  await page.goto(subdomainUrl('outback', '/careers'));
  const form = await waitForForm(page);
  const openedAt = Date.now();
  await fillContact(form);
  await textbox(form, 'Message').fill('Keen to join the team.');
  await takeFillTime(page, openedAt);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectSuccess(page, 'Careers Enquiry');
  await expect(page.getByTestId('success-reference')).toBeVisible();
  const receipt = page.url().match(RECEIPT)![1]!;
  await page.goto(subdomainUrl('redgum', `/success?ref=${receipt}`));
  await expect(page.getByTestId('success-reference')).toHaveCount(0);
  await expect(page.getByTestId('success-message')).toHaveText(
    'Thank you for your enquiry. We have received it and will be in touch shortly.',
  );
});

test("details are not kept unless 'Remember my details' is ticked", async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.173' });
  let form = await waitForFormAt(page, '/finance-enquiry');
  await fillContact(form);
  await expect(form.getByRole('checkbox', { name: 'Remember my details' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expectSuccess(page, 'Finance Enquiry');
  await expect(page.getByRole('button', { name: 'Forget my details' })).toHaveCount(0);
  form = await waitForFormAt(page, '/finance-enquiry');
  await expect(textbox(form, 'Email')).toHaveValue('');
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.endsWith('user-details')),
  );
  expect(stored).toEqual([]);
});

const waitForFormAt = async (page: Page, path: string) => {
  await page.goto(subdomainUrl('outback', path));
  return waitForForm(page);
};
