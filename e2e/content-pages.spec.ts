import { expect, test } from './fixtures';
import { demoSites, rawGet, subdomainUrl } from './support';

/** Issue 12: the dealer's content pages, at their fixed routes and at /pages/{slug}. */
for (const site of demoSites()) {
  test(`${site.slug}: every content page its header and footer link answers 200 with its own copy`, async ({
    page,
  }) => {
    const response = await page.goto(subdomainUrl(site.slug, '/about-us'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${site.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about-us$/);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Fleet', 'Parts and Accessories', 'Warranty', 'Roadside Assist', 'Owner Benefits']) {
      const link = footer.getByRole('link', { name, exact: true });
      const href = await link.getAttribute('href');
      const answer = await page.goto(subdomainUrl(site.slug, href!));
      expect(answer?.status(), `${name} (${href})`).toBe(200);
    }
  });
}

test('the privacy policy names what the forms collect and the Privacy Act; the forms link it', async ({
  page,
}) => {
  await page.goto(subdomainUrl('redgum', '/privacy-policy'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText('name, email address and phone number', { exact: true })).toBeVisible();
  await expect(page.getByText('Privacy Act 1988', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Seeing, correcting or complaining' })).toBeVisible();

  await page.goto(subdomainUrl('redgum', '/contact'));
  const notice = page.getByText(/We use the details you give us only to answer this request/);
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(subdomainUrl('redgum', '/privacy-policy'));
});

test('/warranty answers 301 to /pages/warranty (B-9); /pages/{slug} of a page the site lacks is a 404', async ({
  page,
}) => {
  expect(await rawGet('summit.localhost', '/warranty')).toMatchObject({
    status: 301,
    location: '/pages/warranty',
  });
  const warranty = await page.goto(subdomainUrl('summit', '/warranty'));
  expect(warranty?.status()).toBe(200);
  expect(page.url()).toBe(subdomainUrl('summit', '/pages/warranty'));
  await expect(page.getByRole('heading', { name: 'Australian Consumer Law' })).toBeVisible();
  expect((await rawGet('summit.localhost', '/pages/no-such-page')).status).toBe(404);
  expect((await rawGet('summit.localhost', '/eofy')).status).toBe(404);
});
