import AxeBuilder from '@axe-core/playwright';
import { emailCode, signInByMobile } from './account-support';
import { expect, test } from './fixtures';
import { pricedInStockCar } from './search-support';
import { axeScan, recordBeacons, sentEvents, subdomainUrl, WCAG_21_AA } from './support';

/**
 * The watchlist (issue 16, I-1 … I-11, I-20, B-26, B-27): sign-in first, saving and removing with their toasts,
 * the watchlist page, and a failed save rolled back with its message.
 */

test('a visitor signs in from the car, saves it, views the list and removes it there', async ({
  page,
  context,
}) => {
  const car = await pricedInStockCar(context, 'harbourside');
  const carPath = `/cars/${car.slug}`;
  await recordBeacons(page);
  await page.goto(subdomainUrl('harbourside', carPath));
  const carName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('button', { name: 'Save to Watchlist' }).click();
  // B-26 / I-1: signed out, so to sign-in and back.
  const here = encodeURIComponent(carPath);
  await expect(page).toHaveURL(
    subdomainUrl('harbourside', `/sign-in?type=watchlist&redirect=${here}&back=${here}`),
  );
  await signInByMobile(page, 'harbourside', '0412 710 001', '+61412710001');
  await expect(page).toHaveURL(subdomainUrl('harbourside', carPath));

  await page.getByRole('button', { name: 'Save to Watchlist' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Car Saved In Watchlist');
  await expect(toast).toContainText(`${carName} is now available in your watchlist`);
  await expect(page.getByRole('button', { name: 'In Your Watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // I-9: saving is event 39.
  await expect
    .poll(async () => sentEvents(page))
    .toContainEqual(expect.objectContaining({ eventId: 39, carId: car.id }));

  // I-20: the next toast replaces this one.
  await page.getByRole('button', { name: 'In Your Watchlist' }).click();
  await expect(toast).toContainText(`${carName} is no longer in your watchlist`);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save to Watchlist' }).click();
  await expect(toast).toContainText('Car Saved In Watchlist');
  await toast.getByRole('link', { name: 'View List' }).click();

  await expect(page).toHaveURL(subdomainUrl('harbourside', '/my-garage/watchlist'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Watchlist');
  const listed = page.getByTestId('watchlist-car');
  await expect(listed).toHaveCount(1);
  await expect(listed.getByRole('link', { name: carName })).toHaveAttribute('href', carPath);
  expect((await axeScan(new AxeBuilder({ page }).withTags(WCAG_21_AA))).violations).toEqual([]);
  await listed.getByRole('button', { name: `Remove ${carName} from your watchlist` }).click();
  await expect(page.getByTestId('toast')).toContainText('Car Removed');
  await expect(
    page.getByText("Your watchlist is empty. Use 'Save to Watchlist' on any car to keep an eye on it."),
  ).toBeVisible();
  // The list is the account's: a new page load shows it empty too.
  await page.reload();
  await expect(page.getByTestId('watchlist-car')).toHaveCount(0);
});

test('I-4, I-5, I-10: a failed save shows at once with a spinner, then rolls back with the message', async ({
  page,
  context,
}) => {
  const car = await pricedInStockCar(context, 'redgum');
  await page.goto(
    subdomainUrl('redgum', `/sign-in?type=watchlist&redirect=${encodeURIComponent(`/cars/${car.slug}`)}`),
  );
  await signInByMobile(page, 'redgum', '0412 710 002', '+61412710002');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/watchlist/save-car', async (route) => {
    await held;
    await route.fulfill({
      status: 503,
      json: { success: false, error: 'The watchlist is resting. Try again soon.' },
    });
  });
  await page.getByRole('button', { name: 'Save to Watchlist' }).click();
  const button = page.getByTestId('watchlist-button');
  await expect(button).toHaveText('In Your Watchlist');
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByRole('alert').filter({ hasText: 'resting' })).toHaveText(
    'The watchlist is resting. Try again soon.',
  );
  await expect(button).toHaveText('Save to Watchlist');
  await expect(button).toBeEnabled();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('I-1: a buyer signed in by email adds a mobile before the watchlist opens', async ({ page }) => {
  await page.goto(subdomainUrl('summit', '/my-garage/watchlist'));
  await expect(page).toHaveURL(
    /\/sign-in\?type=watchlist&redirect=%2Fmy-garage%2Fwatchlist&back=%2Fmy-garage$/,
  );
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel('Email address').fill('watcher@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await emailCode('summit', 'watcher@example.com'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, but the watchlist needs a mobile: the same page asks for one.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add your mobile');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await signInByMobile(page, 'summit', '0412 710 003', '+61412710003');
  await expect(page).toHaveURL(subdomainUrl('summit', '/my-garage/watchlist'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Watchlist');
  await page.goto(subdomainUrl('summit', '/my-garage'));
  await expect(page.getByTestId('garage-signed-in')).toHaveText('Signed in as watcher@example.com');
});
