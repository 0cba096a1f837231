import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { emailCode, signInByMobile } from './account-support';
import { expect, test, type NewBuyerContext } from './fixtures';
import { takeFillTime, textbox, uniqueEmail, waitForForm } from './lead-forms-support';
import type { ApiBody, ApiHit } from './search-support';
import { axeScan, rawGet, rawPostForm, subdomainUrl, WCAG_21_AA } from './support';

/**
 * Alerts (issue 16): a buyer turns watchlist and saved-search alerts on in My Garage (their consent words
 * shown), another buyer reserves the watched car, the alert email arrives with RFC 8058 one-click headers, and
 * its unsubscribe link stops it. outback is the demo site that reserves (pay at the dealership); the car is its
 * second-last in-stock car over $200 on the first search page (reserve.spec takes the last one).
 */
const SITE = 'outback';
const WATCHLIST_ALERTS = 'Email me when a car on my watchlist drops in price, is reserved or sells';

async function watchedCar(): Promise<ApiHit> {
  const response = await rawGet(`${SITE}.localhost`, '/api/search');
  const hits = (JSON.parse(response.body) as ApiBody).hits.filter(
    (hit) =>
      ['in_stock', 'coming_soon'].includes(hit.status) && !hit.sold && !hit.reserved && hit.price > 200,
  );
  expect(hits.length, `two in-stock cars over $200 on ${SITE}`).toBeGreaterThan(1);
  return hits.at(-2)!;
}

/** The newest alert email the server wrote (maildir) to `address`, headers unfolded. */
async function alertEmail(address: string): Promise<string> {
  let mail: string | undefined;
  await expect(() => {
    const dir = join(process.env.E2E_DATA_DIR!, 'mail', SITE, 'new');
    const names = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.includes('-alert-'))
          .sort()
      : [];
    const texts = names.map((name) => readFileSync(join(dir, name), 'utf8').replace(/\n[ \t]+/g, ' '));
    mail = texts.filter((text) => text.includes(`To: ${address}`)).at(-1);
    expect(mail).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return mail!;
}

async function postJson(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ([url, json]) =>
      (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json }))
        .status,
    [path, JSON.stringify(body)] as const,
  );
}

/** Another buyer reserves the car through the checkout, from an address of their own (decision 046). */
async function reserveAsAnotherBuyer(newBuyerContext: NewBuyerContext, car: ApiHit) {
  const context = await newBuyerContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.62' } });
  const other = await context.newPage();
  await other.goto(subdomainUrl(SITE, `/cars/${car.slug}/checkout`));
  const form = await waitForForm(other, 'reserve');
  const openedAt = Date.now();
  await textbox(form, 'Full Name').fill('Rita Reserver');
  await textbox(form, 'Email').fill(uniqueEmail('reserver'));
  await textbox(form, 'Mobile').fill('0412 345 679');
  await textbox(form, 'Postcode').fill('4350');
  await form.getByRole('checkbox', { name: /^I have read and agree to the deposit/ }).check();
  await takeFillTime(other, openedAt);
  await form.getByRole('button', { name: 'Reserve Now' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Reserved for you' })).toBeVisible({
    timeout: 20_000,
  });
}

test('watchlist alert: consent in My Garage, an email when the car is reserved, and its unsubscribe link', async ({
  page,
  newBuyerContext,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.61' });
  const email = uniqueEmail('alerts');
  const car = await watchedCar();

  // Signed in by email (alerts go there), with a mobile added for the watchlist (I-1).
  await page.goto(subdomainUrl(SITE, '/sign-in?redirect=%2Fmy-garage'));
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await emailCode(SITE, email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(subdomainUrl(SITE, '/my-garage'));
  await page.goto(subdomainUrl(SITE, '/sign-in?type=watchlist&redirect=%2Fmy-garage'));
  await signInByMobile(page, SITE, '0412 730 001', '+61412730001');
  await expect(page).toHaveURL(subdomainUrl(SITE, '/my-garage'));
  expect(
    await postJson(page, '/api/watchlist/save-car', { phone_number: '+61412730001', car_id: car.id }),
  ).toBe(200);
  expect(await postJson(page, '/api/account/saved-searches', { path: '/search?query=ute' })).toBe(201);

  await page.reload();
  const alerts = page.getByRole('region', { name: 'Alerts' });
  await expect(alerts).toContainText(`Alerts go to ${email}.`);
  await expect(alerts.getByTestId('alerts-consent')).toHaveText(
    new RegExp(
      `^Turning on an alert means you agree to get alert emails from .+ at ${email.replace('.', '\\.')} `,
    ),
  );
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/account/alerts') && r.status() === 200);
  await alerts.getByRole('checkbox', { name: WATCHLIST_ALERTS }).check();
  await changed;
  const searchAlerts = page.getByRole('combobox', { name: /^Alerts for / });
  await expect(searchAlerts).toHaveValue('off');
  const dailyChanged = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/alerts') && r.status() === 200,
  );
  await searchAlerts.selectOption({ label: 'Email new matches once a day' });
  await dailyChanged;
  expect((await axeScan(new AxeBuilder({ page }).withTags(WCAG_21_AA))).violations).toEqual([]);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: WATCHLIST_ALERTS })).toBeChecked();
  await expect(page.getByRole('combobox', { name: /^Alerts for / })).toHaveValue('daily');

  await reserveAsAnotherBuyer(newBuyerContext, car);
  const mail = await alertEmail(email);
  expect(mail).toMatch(/^Subject: .+: Reserved by another buyer$/m);
  expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  // Links go to the site's configured address (siteUrl): the test asks the same path of its own host.
  const link = new URL(/^List-Unsubscribe: <([^>]+)>$/m.exec(mail)![1]!);
  expect(link.pathname).toBe('/api/alerts/unsubscribe');
  expect(link.searchParams.get('token')).toMatch(/^watchlist\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{32}$/);
  const oneClick = subdomainUrl(SITE, `${link.pathname}${link.search}`);

  // The email's unsubscribe page asks, then stops exactly the watchlist's alerts.
  await page.goto(oneClick.replace('/api/alerts/unsubscribe', '/alerts/unsubscribe'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stop alert emails?');
  await expect(page.getByText(/^Stop watchlist alerts from .+\?$/)).toBeVisible();
  expect((await axeScan(new AxeBuilder({ page }).withTags(WCAG_21_AA))).violations).toEqual([]);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are unsubscribed');
  await expect(page.getByTestId('unsubscribed')).toHaveText(
    /^We will send you no more watchlist alerts from .+\.$/,
  );
  await page.getByRole('link', { name: 'Manage alerts in My Garage' }).click();
  await expect(page.getByRole('checkbox', { name: WATCHLIST_ALERTS })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: /^Alerts for / })).toHaveValue('daily');

  // A mail client's one-click POST (RFC 8058) carries no cookie and is answered without a page.
  const host = `${SITE}.localhost`;
  const path = `${link.pathname}${link.search}`;
  const answer = await rawPostForm(host, path, { 'List-Unsubscribe': 'One-Click' });
  expect([answer.status, JSON.parse(answer.body)]).toEqual([200, { unsubscribed: true }]);
  const forged = await rawPostForm(host, path.replace('token=watchlist.', 'token=all.'), {
    'List-Unsubscribe': 'One-Click',
  });
  expect([forged.status, JSON.parse(forged.body)]).toEqual([
    400,
    { error: 'This unsubscribe link is not valid.' },
  ]);
});

test('an account made by a mobile adds an email address from My Garage, and alerts go there', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.63' });
  await page.goto(subdomainUrl(SITE, '/sign-in?redirect=%2Fmy-garage'));
  await signInByMobile(page, SITE, '0412 730 002', '+61412730002');
  await expect(page).toHaveURL(subdomainUrl(SITE, '/my-garage'));
  await expect(page.getByTestId('alerts-no-email')).toHaveText(
    'Alerts are sent by email, and this account was made with a mobile number. Add an email address to get them.',
  );
  await page.getByRole('link', { name: 'Add an email address' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your email address');
  await expect(page.getByRole('radio', { name: 'Mobile' })).toBeHidden();
  const email = uniqueEmail('added');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await emailCode(SITE, email));
  await page.getByRole('button', { name: 'Add email' }).click();
  await expect(page).toHaveURL(subdomainUrl(SITE, '/my-garage#alerts'));
  await expect(page.getByRole('region', { name: 'Alerts' })).toContainText(`Alerts go to ${email}.`);
  await expect(page.getByTestId('garage-signed-in')).toHaveText(`Signed in as ${email}`);
});
