import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { CONSOLE_SITE as A, consoleUrl, signInAsStaff } from './console-support';
import { expect, test } from './fixtures';
import { seriousViolations, WCAG_21_AA } from './support';

/**
 * The console's stock tools (issue 18) in the browser: a car's photos added, made the cover and removed, seen
 * on the public car page; a stock feed imported with its report. On isolation site A's third car, which the
 * other console tests only read, and which each test leaves as it found it (its photos) or unchanged (its data).
 */
const SITE = A.slug;
const CAR = {
  stocknum: 'SHARED3',
  slug: 'shared-car-3',
  model: `${A.canary} Model3`,
  badge: `${A.canary} Badge`,
  price: 30_003,
};

/** A photo no earlier run stored (the store keeps one copy of a picture by its content). */
async function freshPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer; url: string }> {
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 24);
  return { name: 'front.jpg', mimeType: 'image/jpeg', buffer, url: `/stock-photos/${hash}-l.jpg` };
}

test('a sales manager adds a photo to a car, buyers see it on the car’s page, and it can be made the cover and removed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, `photos@${SITE}.test`, '/console/stock');
  await page.getByLabel('Search stock number, VIN, rego or car').fill(CAR.stocknum);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: CAR.stocknum }).click();
  const gallery = page.getByRole('list', { name: 'Photos, the cover first' }).getByRole('listitem');
  await expect(gallery).toHaveCount(1);

  // A file that is not a photo is refused by name, and nothing is added.
  await page.getByLabel('Add photos').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Call the buyer back on Monday'),
  });
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'notes.jpg' })).toHaveText(
    'notes.jpg is not a JPEG, PNG or WebP photo.',
  );
  await expect(gallery).toHaveCount(1);

  const photo = await freshPhoto();
  await page.getByLabel('Add photos').setInputFiles(photo);
  await page.getByRole('button', { name: 'Upload photos' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText(
    "1 photo added. The car's page shows it within seconds.",
  );
  await expect(gallery).toHaveCount(2);
  const changes = page.getByRole('region', { name: 'Changes' }).getByRole('listitem');
  await expect(changes.first().locator('p:first-child')).toHaveText('Photos: 1 → 2');
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);

  // The public car page follows the stock version: poll it in a tab of its own.
  const buyer = await context.newPage();
  await expect
    .poll(
      async () => {
        await buyer.goto(consoleUrl(`/cars/${CAR.slug}`));
        return buyer.locator(`img[src="${photo.url}"]`).count();
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(0);
  await buyer.close();

  await page.getByRole('button', { name: 'Make photo 2 the cover' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'cover' })).toHaveText('Photo 2 is now the cover.');
  await expect(gallery.first().getByRole('img')).toHaveAttribute('src', photo.url.replace('-l.', '-t.'));
  await expect(changes.first().locator('p:first-child')).toHaveText('Cover photo changed');

  // Removed again (the car is left with the photo it had), after the browser's confirmation.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove the cover photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
    'The cover photo removed.',
  );
  await expect(gallery).toHaveCount(1);
  await expect(changes.first().locator('p:first-child')).toHaveText('Photos: 2 → 1');
});

test('a sales manager imports a feed file and reads its report; the same file again changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsStaff(page, `importer@${SITE}.test`, '/console/stock');
  await page.getByRole('link', { name: 'Import a stock feed' }).click();
  await expect(page.getByRole('heading', { name: 'Import a stock feed', level: 1 })).toBeVisible();
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);

  // The car as it is (so the import changes nothing of it but, the first time, its VIN), and a row with a
  // VIN no car can have.
  const feed = [
    'Stock No,VIN,Make,Model,Badge,Year,Price',
    `${CAR.stocknum},JTDBT923771234567,Toyota,${CAR.model},${CAR.badge},2022,${CAR.price}`,
    'BROKEN1,JTDBT92377123456O,Toyota,Corolla,Ascent,2020,19990',
  ].join('\n');
  const file = { name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(feed) };
  const summary = page.getByRole('status').filter({ hasText: 'Imported' });
  for (const run of ['first', 'again'] as const) {
    await page.getByLabel('Feed file (CSV or JSON)').setInputFiles(file);
    await page.getByLabel('Fetch the photos the file lists').uncheck();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    // The first run sets the car's VIN unless an earlier run did.
    await expect(summary).toHaveText(
      run === 'first'
        ? /^Imported: 2 rows, 1 accepted, 1 refused; 0 added, (1 updated, 0|0 updated, 1) unchanged, 0 marked sold\.$/
        : 'Imported: 2 rows, 1 accepted, 1 refused; 0 added, 0 updated, 1 unchanged, 0 marked sold.',
    );
    const refused = page.getByRole('table', { name: 'Refused cells: row, field, value and reason' });
    await expect(refused.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'vin',
      'JTDBT92377123456O',
      'VIN must be 17 letters and digits, without I, O or Q',
    ]);
  }
  expect(await seriousViolations(new AxeBuilder({ page }).withTags(WCAG_21_AA))).toEqual([]);
});

test('a salesperson sees no import link, and the import page says their role cannot open it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, `viewer@${SITE}.test`, '/console/stock');
  await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import a stock feed' })).toHaveCount(0);
  await page.goto(consoleUrl('/console/stock/import'));
  await expect(page.getByRole('heading', { name: 'Your role cannot open this page' })).toBeVisible();
  await expect(page.getByLabel('Feed file (CSV or JSON)')).toHaveCount(0);
});
