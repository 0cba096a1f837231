import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, rawGet, subdomainUrl } from './support';

/** Issue 12 (J): the locations carousel, holiday hours, the header dropdown and the directory pages. */

async function axeIds(page: Page): Promise<string[]> {
  const results = await axeScan(
    new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
  );
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test.describe("'Our Locations' carousel (J-12..J-17)", () => {
  test('previous is disabled at the start, next at the end; arrow keys and Home/End scroll it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(subdomainUrl('summit'));
    const section = page.locator('#locations');
    await expect(section.getByRole('heading', { name: 'Our Locations' })).toBeVisible();
    await expect(section.getByText('Swipe', { exact: true })).toHaveCount(0);
    const previous = section.getByRole('button', { name: 'Previous locations' });
    const next = section.getByRole('button', { name: 'Next locations' });
    const list = section.getByRole('list', { name: 'Our Locations' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await list.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => list.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(previous).toBeEnabled();
    await page.keyboard.press('End');
    await expect(next).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(next).toBeEnabled();
    await page.keyboard.press('Home');
    await expect(previous).toBeDisabled();

    await next.click();
    await expect(previous).toBeEnabled();
    // Hidden locations never show (J-14): the fleet centre is not visible on the demo site.
    await expect(list.getByRole('heading', { name: 'Summit Fleet & Buying Centre' })).toHaveCount(0);
  });

  test("a card shows the picture, stars, landline, today's hours and 'Phone not available' (J-6, J-8)", async ({
    page,
  }) => {
    await page.goto(subdomainUrl('summit'));
    const list = page.locator('#locations').getByRole('list', { name: 'Our Locations' });
    const card = (name: string) =>
      list.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
    const audi = card('Summit Audi Geelong');
    await expect(audi.getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeVisible();
    await expect(audi.getByText(/^Today: /)).toBeVisible();
    await expect(audi.getByText('DL: LMCT 11235', { exact: true })).toBeVisible();
    await expect(audi.getByText(/^MRB: /)).toHaveCount(0);
    const mazda = card('Summit Mazda Springwood');
    await expect(mazda.getByRole('link', { name: '(07) 5550 0111' })).toHaveAttribute(
      'href',
      'tel:0755500111',
    );
    const src = await mazda.locator('img').first().getAttribute('src');
    expect(src).toMatch(/^\/media\//);
    expect((await rawGet('summit.localhost', src!)).status).toBe(200);
    await expect(card('Summit Hyundai Penrith Service Centre').getByText('Phone not available')).toHaveCount(
      1,
    );
  });

  test("'Email Us' opens the location's enquiry form in a modal, by keyboard (J-6)", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(subdomainUrl('summit'));
    const link = page.locator('#locations').getByRole('link', { name: 'Email Us: Summit Audi Geelong' });
    await expect(link).toHaveAttribute('href', '/contact-us/summit-audi-geelong');
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Email Summit Audi Geelong' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox').first()).toBeVisible({ timeout: 15_000 });
    expect(await axeIds(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
    // Without the modal, the link is the enquiry page itself.
    expect((await rawGet('summit.localhost', '/contact-us/summit-audi-geelong')).status).toBe(200);
  });

  test("a site with 3 or fewer locations shows the 'Swipe' hint (J-13)", async ({ page }) => {
    await page.goto(subdomainUrl('outback'));
    await expect(page.locator('#locations').getByText('Swipe', { exact: true })).toBeVisible();
  });
});

test.describe('holiday hours (J-36..J-39)', () => {
  test("the modal opens and closes by keyboard, today's entry labelled 'Today'", async ({ page }) => {
    await page.goto(subdomainUrl('summit', '/locations/summit-ford-ipswich'));
    const button = page.getByRole('button', { name: 'View Holiday Opening Hours' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Holiday Opening Hours' });
    await expect(dialog).toBeVisible();
    // The demo's two-day stocktake starts the day the data is seeded, so one of its days is today even when the
    // run passes midnight in Brisbane (the site's time zone) between seeding and this test.
    const today = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Today/ }) });
    await expect(today.first()).toContainText('Stocktake');
    expect(await axeIds(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await dialog.getByRole('button', { name: 'Close Holiday Opening Hours' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a site with holiday hours switched off has no button', async ({ page }) => {
    await page.goto(subdomainUrl('redgum', '/locations/redgum-motors-blair-athol'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Holiday Opening Hours' })).toHaveCount(0);
  });
});

test('the header lists each location with its phone and shows the main number (J-21, J-23)', async ({
  page,
}) => {
  await page.goto(subdomainUrl('summit'));
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /^Call Summit Mazda Springwood/ }).first()).toHaveAttribute(
    'href',
    'tel:0755500110',
  );
  const trigger = banner.getByRole('button', { name: 'Our Locations' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(banner.getByRole('link', { name: 'Summit Kia Southport', exact: true })).toBeVisible();
  await expect(
    banner.getByRole('link', { name: 'Call Summit Kia Southport on (07) 5550 0130' }),
  ).toHaveAttribute('href', 'tel:0755500130');
  await expect(banner.getByText('Phone not available')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
});

test.describe('directory pages', () => {
  test('/dealerships groups every location by dealership; axe finds nothing serious', async ({ page }) => {
    const response = await page.goto(subdomainUrl('summit', '/dealerships'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Dealerships');
    await expect(page.getByRole('heading', { level: 2, name: 'Summit Hyundai Penrith' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Summit Hyundai Penrith Service Centre', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Summit Fleet & Buying Centre/ })).toHaveCount(0);
    expect(await axeIds(page)).toEqual([]);
  });

  test('/dealerships/{make}?filter=brand lists the locations selling it; an unknown make is a 404', async ({
    page,
  }) => {
    await page.goto(subdomainUrl('summit', '/dealerships/ford?filter=brand'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ford Dealerships');
    const names = await page.locator('main h3').allTextContents();
    expect(names).toEqual(['Summit Ford & Mitsubishi Ipswich', 'Summit Parts Centre Ipswich']);
    const missing = await page.goto(subdomainUrl('summit', '/dealerships/no-such-make?filter=brand'));
    expect(missing?.status()).toBe(404);
  });

  test('/dealer-locator: a postcode lists every location nearest first; bad ones say so', async ({
    page,
  }) => {
    await page.goto(subdomainUrl('summit', '/dealer-locator'));
    await page.getByLabel('Postcode').fill('4000');
    await page
      .getByRole('search', { name: 'Dealer locator' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(subdomainUrl('summit', '/dealer-locator?postcode=4000'));
    await expect(page.getByRole('heading', { name: 'Nearest to Brisbane QLD 4000' })).toBeVisible();
    const results = page.getByTestId('locator-results');
    expect(await results.locator('h3').allTextContents()).toEqual([
      'Summit Motorcycles Eagle Farm',
      'Summit Trucks Eagle Farm',
      'Summit Used Cars Moorooka',
      'Summit Mazda Springwood',
      'Summit Ford & Mitsubishi Ipswich',
      'Summit Parts Centre Ipswich',
      'Summit Kia Southport',
      'Summit Hyundai Penrith Service Centre',
      'Summit Hyundai Penrith',
      'Summit Volkswagen & Skoda Geelong',
      'Summit Audi Geelong',
    ]);
    const km = (await results.getByTestId('distance').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
    expect(km[0]).toBe(7);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(await axeIds(page)).toEqual([]);

    await page.goto(subdomainUrl('summit', '/dealer-locator?postcode=0000'));
    await expect(page.locator('#locator-message')).toHaveText(
      "We couldn't find postcode 0000. Please check it and try again.",
    );
    const malformed = await page.goto(subdomainUrl('summit', '/dealer-locator?postcode=%3Cb%3E'));
    expect(malformed?.status()).toBe(200);
    await expect(page.locator('#locator-message')).toHaveText('Please enter a 4-digit postcode.');
  });

  test('/contact lists every location with a tel: phone, today’s hours and directions', async ({ page }) => {
    await page.goto(subdomainUrl('summit', '/contact'));
    const list = page.getByRole('region', { name: 'Our Locations' });
    await expect(list.getByRole('link', { name: '(07) 5550 0110' })).toHaveAttribute(
      'href',
      'tel:0755500110',
    );
    await expect(list.getByText(/^Today: /).first()).toBeVisible();
    await expect(
      list.getByRole('link', { name: 'Get Directions to Summit Mazda Springwood' }),
    ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps/);
  });
});
