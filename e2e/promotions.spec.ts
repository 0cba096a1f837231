import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, rawGet, subdomainUrl } from './support';

/**
 * Promotions (K-18..K-23, K-26, K-27) and ended offers. outback has the demo popup (EOFY, expiry 2027-06-30)
 * and the chat button; every site has three slides (the third hides its overlay). These tests start with empty
 * storage: the other specs start with the popups closed (e2e/popups.ts).
 */
test.use({ popupsClosed: false });

const POPUP_KEY = 'popupClosed:outback:eofy-caravan-sale';
/** harbourside's seeded offers are block 1; the third has expired. */
const EXPIRED_OFFER_ID = 10_000_003;

async function axeViolations(page: Page) {
  const axe = await axeScan(new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']));
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The chat button answers only once the page has hydrated, after which the popup has had its chance. */
async function waitForHydration(page: Page) {
  const chat = page.getByRole('button', { name: 'Chat with us' });
  await chat.click();
  await expect(chat).toHaveAttribute('aria-expanded', 'true');
  await chat.click();
}

test('the popup opens on arrival, fits 600 px × 80 vh, closes with Escape and stays closed on reload', async ({
  page,
}) => {
  // Drawn on the server, so it paints with the page; a script hides it for a visitor who closed it.
  const html = (await rawGet('outback.localhost', '/')).body;
  expect(html).toContain('<dialog open="" aria-labelledby=');
  expect(html).toContain('localStorage.getItem("popupClosed:outback:eofy-caravan-sale")');
  await page.goto(subdomainUrl('outback', '/'));
  const popup = page.getByRole('dialog', { name: 'EOFY Caravan Sale' });
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAccessibleDescription(
    'Save on new and used caravans before 30 June. See every offer in our End of Financial Year sale.',
  );
  // Once the page's script runs it is modal: the rest of the page is inert and Escape closes it.
  await page.waitForFunction(() => document.querySelector('[data-testid="promo-popup"]')?.matches(':modal'));
  await expect(popup.getByRole('link', { name: 'See the EOFY offers' })).toHaveAttribute(
    'href',
    '/pages/eofy-caravan-sale',
  );
  await expect(popup.locator('img')).toHaveAttribute('src', '/static/promo/popup-eofy.svg');
  const box = (await popup.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.width).toBeLessThanOrEqual(600);
  expect(box.height).toBeLessThanOrEqual(viewport.height * 0.8 + 1);
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  // The dialog hides at once; its close event, and with it the stored close, follows as a task of its own.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), POPUP_KEY)).toBe('1');

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'EOFY Caravan Sale' })).toHaveCount(0);
});

test('the close is kept per site: another site’s key does not close this site’s popup', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('popupClosed:redgum:eofy-caravan-sale', '1'));
  await page.goto(subdomainUrl('outback', '/search'));
  await expect(page.getByRole('dialog', { name: 'EOFY Caravan Sale' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), POPUP_KEY)).toBe('1');
});

test('the popup is never shown after its expiry (the browser clock re-checks)', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-07-01T00:00:00+10:00'));
  await page.goto(subdomainUrl('outback', '/'));
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'EOFY Caravan Sale' })).toHaveCount(0);
});

test('the popup button leads to the EOFY page, which lists the current offers (K-23)', async ({ page }) => {
  await page.goto(subdomainUrl('outback', '/'));
  await page.getByRole('link', { name: 'See the EOFY offers' }).click();
  await expect(page).toHaveURL(subdomainUrl('outback', '/pages/eofy-caravan-sale'));
  await expect(page.getByRole('heading', { level: 1, name: 'EOFY Caravan Sale' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest offers' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('seasonal pages answer only on the sites that have them (K-23, K-27)', async () => {
  expect((await rawGet('harbourside.localhost', '/eofy')).status).toBe(200);
  expect((await rawGet('redgum.localhost', '/spin-to-win')).status).toBe(200);
  expect((await rawGet('redgum.localhost', '/eofy')).status).toBe(404);
  expect((await rawGet('harbourside.localhost', '/spin-to-win')).status).toBe(404);
});

test('the promotions slider moves with its buttons and arrow keys; a hidden overlay hides the text', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(subdomainUrl('harbourside', '/'));
  const slider = page.getByRole('region', { name: 'Promotions' });
  const slides = slider.getByTestId('promotion-slide');
  await expect(slides).toHaveCount(3);
  await expect(slider.getByRole('group', { name: '1 of 3' })).toBeVisible();
  await expect(slider.getByRole('group', { name: '1 of 3' }).getByTestId('slide-overlay')).toContainText(
    'Harbourside Toyota Sale Event',
  );
  // Reduced motion: nothing advances by itself, so there is nothing to pause.
  await expect(slider.getByRole('button', { name: 'Pause slides' })).toHaveCount(0);

  const next = slider.getByRole('button', { name: 'Next slide' });
  await next.click();
  await expect(slider.getByRole('group', { name: '2 of 3' })).toBeVisible();
  await expect(slider.getByRole('group', { name: '1 of 3' })).toBeHidden();
  await next.press('ArrowRight');
  const third = slider.getByRole('group', { name: '3 of 3' });
  await expect(third).toBeVisible();
  await expect(third.getByTestId('slide-overlay')).toHaveCount(0);
  await expect(third.getByRole('link', { name: 'Book Your Next Service Online' })).toHaveAttribute(
    'href',
    '/service',
  );
  await next.press('ArrowRight');
  await expect(slider.getByRole('group', { name: '1 of 3' })).toBeVisible();
  await next.press('ArrowLeft');
  await expect(third).toBeVisible();
  await slider.getByRole('button', { name: 'Previous slide' }).click();
  await expect(slider.getByRole('group', { name: '2 of 3' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  for (const href of await slider
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect((await rawGet('harbourside.localhost', href!)).status, href!).toBe(200);
  }
});

test('an auto-advancing slider can be paused', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(subdomainUrl('harbourside', '/'));
  const slider = page.getByRole('region', { name: 'Promotions' });
  const pause = slider.getByRole('button', { name: 'Pause slides' });
  await pause.click();
  await expect(slider.getByRole('button', { name: 'Play slides' })).toBeVisible();
});

test('an expired offer’s URL says the offer has ended and links live offers, never with a 200', async ({
  page,
}) => {
  const response = await page.goto(subdomainUrl('harbourside', `/offers/${EXPIRED_OFFER_ID}`));
  expect(response?.status()).toBe(404);
  // Drawn on the server (decision 027), titled for the offer.
  const raw = await rawGet('harbourside.localhost', `/offers/${EXPIRED_OFFER_ID}`);
  expect(raw.status).toBe(404);
  expect(raw.body).toMatch(/<h1[^>]*>This offer has ended<\/h1>/);
  expect(raw.body).toMatch(/<title>This offer has ended: [^<]+ \| Harbourside Toyota<\/title>/);
  await expect(page.getByRole('heading', { level: 1, name: 'This offer has ended' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const cards = page.getByTestId('current-offer');
  expect(await cards.count()).toBeGreaterThan(0);
  const hrefs = await cards
    .getByText('View offer')
    .evaluateAll((spans) => spans.map((span) => span.closest('a')!.getAttribute('href')));
  for (const href of hrefs) {
    expect(href).not.toBe(`/offers/${EXPIRED_OFFER_ID}`);
    expect((await rawGet('harbourside.localhost', href!)).status, href!).toBe(200);
  }
  await expect(page.getByRole('link', { name: 'View all offers' })).toHaveAttribute(
    'href',
    '/special-offers',
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('the chat button opens the site’s contact options; Escape closes it and returns focus (K-26)', async ({
  page,
}) => {
  await page.goto(subdomainUrl('outback', '/contact'));
  await page.getByRole('button', { name: 'Close' }).click();
  const chat = page.getByRole('button', { name: 'Chat with us' });
  await chat.click();
  const panel = page.getByRole('region', { name: 'Talk to our team' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Call / }).first()).toHaveAttribute('href', /^tel:/);
  await expect(panel.getByRole('link', { name: 'Send us a message' })).toHaveAttribute('href', '/contact');
  await panel.getByRole('link', { name: 'Send us a message' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(chat).toBeFocused();
});
