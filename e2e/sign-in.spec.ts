import AxeBuilder from '@axe-core/playwright';
import { GATED_SITE } from '@/server/db/testing/gated-site';
import { signInByMobile, smsCode } from './account-support';
import { expect, test } from './fixtures';
import { pricedInStockCar } from './search-support';
import { axeScan, subdomainUrl, WCAG_21_AA } from './support';

/**
 * Sign-in by one-time code (issue 16): the code read from the file the built-in SMS sender writes, the session
 * cookie, sign-out, a session of one site not being one on another, and the gating of routes (I-17).
 */

test('signs in by a mobile code from My Garage, keeps the session to its own site, and signs out', async ({
  page,
  context,
}) => {
  await page.goto(subdomainUrl('redgum', '/my-garage'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Garage');
  await page.getByTestId('garage-signed-out').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage$/);
  await expect(page.getByTestId('sign-in-purpose')).toHaveText('Sign in to see your garage.');
  expect((await axeScan(new AxeBuilder({ page }).withTags(WCAG_21_AA))).violations).toEqual([]);

  await signInByMobile(page, 'redgum', '0412 700 001', '+61412700001');
  await expect(page).toHaveURL(subdomainUrl('redgum', '/my-garage'));
  await expect(page.getByTestId('garage-signed-in')).toHaveText('Signed in as +61412700001');
  expect((await axeScan(new AxeBuilder({ page }).withTags(WCAG_21_AA))).violations).toEqual([]);

  const cookie = (await context.cookies()).find((c) => c.name === 'forecourt.session_token');
  expect(cookie).toMatchObject({
    domain: 'redgum.localhost',
    httpOnly: true,
    sameSite: 'Lax',
    secure: false,
  });

  // The same browser on another dealer's site is a visitor there.
  await page.goto(subdomainUrl('harbourside', '/my-garage'));
  await expect(page.getByTestId('garage-signed-out')).toBeVisible();

  await page.goto(subdomainUrl('redgum', '/my-garage'));
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('garage-signed-out')).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === 'forecourt.session_token')).toBe(false);
});

test('a wrong code is refused by the field and the form keeps what was typed; Cancel goes back', async ({
  page,
}) => {
  await page.goto(subdomainUrl('outback', '/sign-in?type=watchlist&redirect=%2Fsearch&back=%2Fcompare'));
  await expect(page.getByTestId('sign-in-purpose')).toHaveText('Sign in to save cars to your watchlist.');
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'Enter an email address like name@example.com',
  );
  await page.getByRole('radio', { name: 'Mobile' }).check();
  await page.getByLabel('Mobile number').fill('0412 700 002');
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await smsCode('outback', '+61412700002');
  await page.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('6-digit code')).toHaveAccessibleDescription(
    'That code is not right or has expired. Check it, or ask for a new code.',
  );
  await page.getByRole('button', { name: 'Use a different mobile' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveValue('0412 700 002');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(subdomainUrl('outback', '/compare'));
});

test('an off-site redirect is refused: after sign-in the buyer lands on the home page', async ({ page }) => {
  await page.goto(
    subdomainUrl('summit', '/sign-in?redirect=https%3A%2F%2Fevil.example%2F&back=%2F%2Fevil.example'),
  );
  await expect(page.getByTestId('sign-in-purpose')).toHaveText(
    'Sign in to keep your saved cars on every device.',
  );
  await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
  await signInByMobile(page, 'summit', '0412 700 003', '+61412700003');
  await expect(page).toHaveURL(subdomainUrl('summit', '/'));
});

test('I-17: a gated site sends a signed-out visitor of trade-in to sign-in, and back there after it', async ({
  page,
}) => {
  await page.goto(subdomainUrl(GATED_SITE.slug, '/trade-in'));
  await expect(page).toHaveURL(/\/sign-in\?type=trade-in&redirect=%2Ftrade-in&back=%2F$/);
  await expect(page.getByTestId('sign-in-purpose')).toHaveText('Sign in to value your trade-in.');
  await signInByMobile(page, GATED_SITE.slug, '0412 700 004', '+61412700004');
  await expect(page).toHaveURL(subdomainUrl(GATED_SITE.slug, '/trade-in'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your Car');
  // Signed in, My Garage opens too; /sign-in itself goes straight on.
  await page.goto(subdomainUrl(GATED_SITE.slug, '/my-garage'));
  await expect(page.getByTestId('garage-signed-in')).toHaveText('Signed in as +61412700004');
  await page.goto(subdomainUrl(GATED_SITE.slug, '/sign-in?redirect=%2Fmy-garage'));
  await expect(page).toHaveURL(subdomainUrl(GATED_SITE.slug, '/my-garage'));
});

test('cars saved before signing in are kept by the account and come back in another browser', async ({
  page,
  context,
  newBuyerContext,
}) => {
  const car = await pricedInStockCar(context, 'harbourside');
  await page.goto(subdomainUrl('harbourside', `/cars/${car.slug}`));
  const carName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect(async () => {
    await page.getByRole('button', { name: `Save ${carName}` }).click({ timeout: 1_000 });
    await expect(page.getByRole('button', { name: `Remove ${carName} from saved` })).toBeVisible({
      timeout: 1_000,
    });
  }).toPass();
  await page.goto(subdomainUrl('harbourside', '/sign-in?redirect=%2Fmy-garage'));
  await signInByMobile(page, 'harbourside', '0412 700 005', '+61412700005');
  await expect(page).toHaveURL(subdomainUrl('harbourside', '/my-garage'));
  await expect(page.getByTestId('saved-cars').getByRole('link', { name: carName })).toBeVisible();

  // Another browser: nothing saved until the same buyer signs in there.
  const other = await newBuyerContext();
  const phone = await other.newPage();
  await phone.goto(subdomainUrl('harbourside', '/my-garage'));
  await expect(phone.getByText('No saved cars yet. Tap the heart on any car to keep it here.')).toBeVisible();
  await phone.goto(subdomainUrl('harbourside', '/sign-in?redirect=%2Fmy-garage'));
  await signInByMobile(phone, 'harbourside', '0412 700 005', '+61412700005');
  await expect(phone.getByTestId('saved-cars').getByRole('link', { name: carName })).toBeVisible();
  await expect(phone.getByTestId('header-garage')).toHaveAccessibleName('My Garage (1 saved car)');
});
