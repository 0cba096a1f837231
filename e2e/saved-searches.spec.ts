import AxeBuilder from '@axe-core/playwright';
import { signInByMobile } from './account-support';
import { expect, test } from './fixtures';
import { axeScan, subdomainUrl, WCAG_21_AA } from './support';

/** Saved searches (issue 16): saved from the search page after signing in, listed, opened and deleted in My Garage. */

test('a visitor saves a search after signing in, finds it in My Garage, opens it and deletes it', async ({
  page,
}) => {
  const searchPath = '/search/used-cars?query=auto';
  await page.goto(subdomainUrl('outback', searchPath));
  await expect(page.locator('[data-search-ready="true"]')).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL(/\/sign-in\?type=saved-search&redirect=%2Fsearch%2Fused-cars%3Fquery%3Dauto&/);
  await expect(page.getByTestId('sign-in-purpose')).toHaveText('Sign in to save this search.');
  await signInByMobile(page, 'outback', '0412 720 001', '+61412720001');
  await expect(page).toHaveURL(subdomainUrl('outback', searchPath));
  await expect(page.locator('[data-search-ready="true"]')).toBeVisible();

  await page.getByRole('button', { name: 'Save search' }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Search Saved');
  await expect(toast).toContainText('is saved in My Garage');
  const label = (await toast.locator('p').nth(1).textContent())!.replace(' is saved in My Garage', '');
  await toast.getByRole('link', { name: 'View' }).click();

  await expect(page).toHaveURL(subdomainUrl('outback', '/my-garage'));
  const saved = page.getByTestId('saved-searches');
  await expect(saved.getByRole('link', { name: label })).toHaveAttribute('href', searchPath);
  expect((await axeScan(new AxeBuilder({ page }).withTags(WCAG_21_AA))).violations).toEqual([]);
  await saved.getByRole('button', { name: `Delete the search ${label}` }).click();
  await expect(
    page.getByText("No saved searches yet. Use 'Save search' on the search page to keep one here."),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('saved-searches')).toHaveCount(0);
});
