import type { Page } from '@playwright/test';
import { ISOLATION_SITES } from '@/server/db/testing/isolation-sites';
import { emailCode, latestEmailCode } from './account-support';
import { expect } from './fixtures';
import { subdomainUrl } from './support';

/**
 * The dealer console (issue 18) on the isolation sites: each has an owner, a sales manager and a salesperson
 * on its staff list and one lead whose texts carry the site's canary (src/server/db/testing/isolation-sites.ts).
 */
export const [CONSOLE_SITE, OTHER_SITE] = ISOLATION_SITES;

export const consoleUrl = (path: string, slug: string = CONSOLE_SITE.slug) => subdomainUrl(slug, path);

/**
 * A client address of its own for each staff address (TEST-NET-2): the site sends 10 sign-in codes for one
 * client address back to back, then makes it wait, and the console's browser tests sign more people than that in
 * to one site.
 */
function clientAddressOf(email: string): string {
  const sum = [...email].reduce((total, char) => (total * 31 + char.charCodeAt(0)) % 250, 7);
  return `198.51.100.${sum + 1}`;
}

/** Opens `path` signed out, is sent to the site's console sign-in, signs in by the emailed code and comes back. */
export async function signInAsStaff(page: Page, email: string, path = '/console/leads') {
  const site = CONSOLE_SITE.slug;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressOf(email) });
  await page.goto(consoleUrl(path));
  await expect(page).toHaveURL(
    consoleUrl(`/sign-in?type=console&redirect=${encodeURIComponent(path)}&back=%2F`),
  );
  await expect(
    page.getByText('Sign in with your staff email address to open the dealer console.'),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel('Email address').fill(email);
  const earlier = latestEmailCode(site, email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await emailCode(site, email, earlier));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(consoleUrl(path));
}
