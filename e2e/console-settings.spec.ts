import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSOLE_SITE as A, consoleUrl, signInAsStaff } from './console-support';
import { expect, test } from './fixtures';
import { seriousViolations, WCAG_21_AA } from './support';

/** Site settings in the dealer console (issue 18): a draft, its preview, then publishing it. */
const OWNER = `settings@${A.slug}.test`;

// One after the other: both sign in as the same owner, and a second code sent undoes the first.
test.describe.configure({ mode: 'serial' });

const axe = (page: Page) => new AxeBuilder({ page }).withTags(WCAG_21_AA);

/**
 * Axe once the page has its title: after a save the console page is drawn again, and Next writes the <title>
 * of a page drawn again a moment after its body (a scan in between finds none).
 */
async function settledViolations(page: Page) {
  await expect(page).toHaveTitle(/Dealer console/);
  return seriousViolations(axe(page));
}

/** A date a month from now, as the date input takes it: always upcoming, so the public page lists it. */
function aMonthFromNow(): { iso: string; words: string } {
  const date = new Date(Date.now() + 30 * 86_400_000);
  const iso = date.toISOString().slice(0, 10);
  const words = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(date);
  return { iso, words: words.replace(',', '') };
}

test('branding: a palette too faint is refused by field; a saved draft shows in the preview, and is discarded', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, OWNER, '/console/settings');
  await expect(page.getByRole('heading', { name: 'Site settings', level: 1 })).toBeVisible();
  expect(await settledViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Branding' }).click();
  await expect(page.getByRole('heading', { name: 'Branding', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'unpublished' })).toHaveText(
    'No unpublished changes.',
  );

  const primary = page.getByRole('textbox', { name: 'Primary (buttons and links)', exact: true });
  const original = await primary.inputValue();
  await primary.fill('#dddddd');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(
    page.getByText('Links (primary on the page background) has a contrast of 1.35:1'),
  ).toBeVisible();
  // Under its field, and as the form's summary (the first problem).
  await expect(
    page.getByRole('alert').filter({ hasText: 'Text on primary has a contrast of 1.35:1' }),
  ).toHaveCount(2);
  await expect(primary).toHaveAttribute('aria-invalid', 'true');

  await primary.fill('#0b5fff');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toContainText(
    `by ${OWNER}: not published yet.`,
  );
  const preview = page.getByRole('region', { name: 'Preview of your draft' });
  await expect(preview.getByText('Primary button')).toHaveCSS('background-color', 'rgb(11, 95, 255)');
  expect(await settledViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unpublished' })).toHaveText(
    'No unpublished changes.',
  );
  await expect(page.getByRole('textbox', { name: 'Primary (buttons and links)', exact: true })).toHaveValue(
    original,
  );
});

test('a location’s holiday hours: saved as a draft, previewed, published, then on its public page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const day = aMonthFromNow();
  await signInAsStaff(page, OWNER, '/console/settings');
  await page
    .getByRole('main')
    .getByRole('link', { name: `${A.canary} Central` })
    .click();
  await expect(page.getByRole('heading', { name: `${A.canary} Central`, level: 1 })).toBeVisible();
  // Typed before hydration, the phone was lost on a busy machine (a fresh-clone run of eb71261).
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);

  // The harness's phone is its canary text, which no buyer could dial: the form asks for a real one.
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07 3123 4567');
  await page.getByRole('button', { name: 'Add holiday hours' }).click();
  const entry = page.getByRole('group', { name: 'Holiday hours', exact: true }).getByRole('listitem').last();
  await entry.getByLabel('Date').fill(day.iso);
  await entry.getByLabel('What the day is (optional)').fill('Stocktake');
  await entry.getByRole('checkbox', { name: 'Open' }).check();
  await entry.getByLabel('From').fill('10:00');
  await entry.getByLabel('To').fill('09:00');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(entry.getByText('Closing time must be after opening time')).toBeVisible();
  await entry.getByLabel('To').fill('14:00');
  await page.getByRole('button', { name: 'Save draft and preview' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  const preview = page.getByRole('region', { name: 'Preview of your draft' });
  await preview.getByRole('button', { name: 'View Holiday Opening Hours' }).click();
  const previewDialog = page.getByRole('dialog', { name: 'Holiday Opening Hours' });
  await expect(previewDialog.getByRole('row', { name: new RegExp(`${day.words}`) })).toContainText(
    'Stocktake',
  );
  await expect(previewDialog.getByRole('row', { name: new RegExp(`${day.words}`) })).toContainText(
    '10:00am - 2:00pm',
  );
  await page.keyboard.press('Escape');
  expect(await settledViolations(page)).toEqual([]);

  // Not on the public page until it is published.
  const buyer = await page.context().newPage();
  await buyer.goto(consoleUrl('/locations/shared-location'));
  await buyer.getByRole('button', { name: 'View Holiday Opening Hours' }).click();
  const publicDialog = buyer.getByRole('dialog', { name: 'Holiday Opening Hours' });
  await expect(publicDialog).toContainText(`${A.canary} Holiday`);
  await expect(publicDialog).not.toContainText('Stocktake');
  await buyer.close();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'unpublished' })).toContainText(
    `No unpublished changes. Last published`,
  );
  await page.goto(consoleUrl('/locations/shared-location'));
  await page.getByRole('button', { name: 'View Holiday Opening Hours' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Holiday Opening Hours' })
      .getByRole('row', { name: new RegExp(day.words) }),
  ).toContainText('10:00am - 2:00pm');
});
