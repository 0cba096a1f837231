/**
 * Vehicle page media area (issue 5: Media, Spin viewer; D-1..D-26, D-41) on two demo sites.
 *
 * The /cars/{slug} page mounts <VehicleMedia media={mediaFromPage(data)} …/> for every car of the site (sold
 * and reserved ones included), with the car's effective config.vehicle.spin. The cars are found in the seed generator's
 * output (e2e/vehicle-media-cars.ts): harbourside defaults to the Spin view, redgum to the gallery.
 */
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, siteUrl } from './support';
import type { MediaTestCar } from './vehicle-media-cars';

const HARBOURSIDE = 'harbourside.localhost';
const REDGUM = 'redgum.localhost';

const demo = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/vehicle-media-cars.ts', 'harbourside', 'redgum'], {
    encoding: 'utf8',
  }),
) as Record<'harbourside' | 'redgum', MediaTestCar[]>;

function pick(
  site: 'harbourside' | 'redgum',
  what: string,
  test: (car: MediaTestCar) => boolean,
): MediaTestCar {
  const car = demo[site].find(test);
  if (!car) throw new Error(`no ${what} car on ${site}`);
  return car;
}

const noSpin = (car: MediaTestCar) => car.frames.length === 0;
const galleryCar = pick(
  'harbourside',
  'in-stock gallery with a YouTube video',
  (car) =>
    noSpin(car) && car.inStock && car.images.length > 3 && /youtube\.com\/watch/.test(car.videoUrl ?? ''),
);
const noPhotoCar = pick(
  'harbourside',
  'no-photo',
  (car) => noSpin(car) && car.images.length === 0 && !car.videoUrl,
);
const notInStockCar = pick(
  'harbourside',
  'reserved (not in stock)',
  (car) => noSpin(car) && car.reserved && car.images.length > 3,
);
const threePhotoCar = pick(
  'redgum',
  '3-photo',
  (car) => noSpin(car) && car.inStock && car.images.length === 3,
);
const spinCar = pick(
  'harbourside',
  'spin with interior and hotspots',
  (car) => car.frames.length > 0 && car.interiorUrl !== null && car.exteriorHotspots.length > 0,
);
const spinNoInteriorCar = pick(
  'harbourside',
  'spin without interior',
  (car) => car.frames.length > 0 && car.interiorUrl === null,
);
const redgumSpinCar = pick('redgum', 'spin', (car) => car.frames.length > 0);

async function openCar(page: Page, host: string, car: MediaTestCar): Promise<Locator> {
  const response = await page.goto(siteUrl(host, `/cars/${car.slug}`));
  expect(response?.status()).toBe(200);
  const media = page.getByTestId('vehicle-media');
  await expect(media).toHaveAttribute('data-hydrated', 'true');
  return media;
}

async function waitForSpin(media: Locator): Promise<Locator> {
  const surface = media.getByTestId('spin-surface');
  await expect(surface).toHaveAttribute('data-status', 'ready', { timeout: 15_000 });
  return surface;
}

const visibleSlide = (media: Locator) => media.locator('[data-testid="gallery-slide"]:not([hidden])');

test.describe('gallery (D-1..D-8, D-41)', () => {
  test('arrows wrap, the video is slide 2 and embeds the rebuilt YouTube URL, thumbnails for an in-stock car', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, galleryCar);
    const total = galleryCar.images.length + 1;
    const counter = media.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1 / ${total}`);
    await media.getByRole('button', { name: 'Previous slide' }).click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await media.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
    await media.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(visibleSlide(media)).toHaveAttribute('data-kind', 'video');
    // The host's player loads only on play: until then no request leaves for youtube.com.
    await expect(media.getByTestId('media-video-embed')).toHaveCount(0);
    await page.route('https://www.youtube.com/**', (route) => route.abort());
    await media.getByRole('button', { name: /^Play .+ video$/ }).click();
    const id = new URL(galleryCar.videoUrl!).searchParams.get('v');
    await expect(media.getByTestId('media-video-embed')).toHaveAttribute(
      'src',
      `https://www.youtube.com/embed/${id}?autoplay=1`,
    );

    const thumbnails = media.getByTestId('gallery-thumbnails').getByRole('button');
    await expect(thumbnails).toHaveCount(total);
    await expect(thumbnails.nth(0).locator('img')).toHaveAttribute('src', galleryCar.thumbs[0]!);
    await expect(thumbnails.nth(1)).toHaveAccessibleName('Show video');
    await expect(thumbnails.nth(1).locator('img')).toHaveAttribute(
      'src',
      '/static/vehicle/video-thumbnail.svg',
    );
    await thumbnails.nth(3).click();
    await expect(counter).toHaveText(`4 / ${total}`);
    await expect(thumbnails.nth(3)).toHaveAttribute('aria-current', 'true');
  });

  test('slides are 600×400 from image.url; the first 2 slides load eagerly with high priority, the rest lazily', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, notInStockCar);
    const images = media.getByTestId('gallery-slide').locator('img');
    await expect(images).toHaveCount(notInStockCar.images.length);
    await expect(images.nth(0)).toHaveAttribute('src', notInStockCar.images[0]!);
    for (const [index, loading, priority] of [
      [0, 'eager', 'high'],
      [1, 'eager', 'high'],
      [2, 'lazy', 'auto'],
      [3, 'lazy', 'auto'],
    ] as const) {
      await expect(images.nth(index)).toHaveAttribute('loading', loading);
      await expect(images.nth(index)).toHaveAttribute('fetchpriority', priority);
      await expect(images.nth(index)).toHaveAttribute('width', '600');
      await expect(images.nth(index)).toHaveAttribute('height', '400');
    }
  });

  test('no thumbnails when the car is not in stock (D-3)', async ({ page }) => {
    const media = await openCar(page, HARBOURSIDE, notInStockCar);
    await expect(media.getByTestId('gallery-counter')).toHaveText(`1 / ${notInStockCar.images.length}`);
    await expect(media.getByTestId('gallery-thumbnails')).toHaveCount(0);
  });

  test('no thumbnails with 3 images in stock (D-3)', async ({ page }) => {
    const media = await openCar(page, REDGUM, threePhotoCar);
    await expect(media.getByTestId('gallery-counter')).toHaveText('1 / 3');
    await expect(media.getByTestId('gallery-thumbnails')).toHaveCount(0);
  });

  test('the placeholder image stands in for a car without photos (D-8)', async ({ page }) => {
    const media = await openCar(page, HARBOURSIDE, noPhotoCar);
    await expect(media.getByTestId('media-placeholder')).toHaveAttribute(
      'src',
      '/static/vehicle/no-photo.svg',
    );
    await expect(media.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  });

  test('the fullscreen gallery opens, steps with the arrow keys, closes on Escape and returns focus (D-2)', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, notInStockCar);
    const open = media.getByRole('button', { name: 'Open fullscreen gallery' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const total = notInStockCar.images.length;
    await expect(dialog.getByTestId('gallery-lightbox-counter')).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByTestId('gallery-lightbox-counter')).toHaveText(`2 / ${total}`);
    await expect(dialog.locator('img')).toHaveAttribute('src', notInStockCar.images[1]!);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(media.getByTestId('gallery-counter')).toHaveText(`2 / ${total}`);
    await open.click();
    await page.getByRole('button', { name: 'Close fullscreen gallery' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('spin viewer (D-10..D-26)', () => {
  test('Spin is the default view; the hint shows until the first drag; a drag moves one frame per 20 px', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    await expect(media).toHaveAttribute('data-view', 'spinner');
    await expect(media.getByRole('button', { name: 'Spin' })).toHaveAttribute('aria-pressed', 'true');
    await expect(media.getByRole('button', { name: 'Images' })).toHaveAttribute('aria-pressed', 'false');
    await expect(media.getByRole('button', { name: 'Interior' })).toBeVisible();
    const surface = await waitForSpin(media);
    await expect(media.getByTestId('spin-hint')).toHaveText('Swipe to spin');
    await expect(surface.getByTestId('spin-frame')).toHaveAttribute('src', spinCar.frames[0]!);
    await expect(surface.getByTestId('spin-frame')).toHaveAttribute('width', '600');
    await expect(surface.getByTestId('spin-frame')).toHaveAttribute('height', '400');

    const box = (await surface.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 45, y, { steps: 5 });
    await page.mouse.up();
    await expect(surface).toHaveAttribute('data-frame', '2');
    await expect(surface.getByTestId('spin-frame')).toHaveAttribute('src', spinCar.frames[2]!);
    await expect(media.getByTestId('spin-hint')).toHaveCount(0);

    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 19, y, { steps: 3 });
    await page.mouse.up();
    await expect(surface).toHaveAttribute('data-frame', '2');
  });

  test('a touch drag turns the spin too', async ({ page }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const surface = await waitForSpin(media);
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (const dx of [-10, -20, -30, -40, -60])
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(surface).toHaveAttribute('data-frame', '3');
    await expect(media.getByTestId('spin-hint')).toHaveCount(0);
  });

  test('ArrowLeft gives frame+1 and ArrowRight frame−1, wrapping (D-21, D-26); the surface is labelled', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const surface = await waitForSpin(media);
    await expect(surface).toHaveAccessibleName(/^360° view of /);
    await expect(surface).toHaveAccessibleDescription(
      'Drag, or use the left and right arrow keys, to turn the vehicle.',
    );
    await surface.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(surface).toHaveAttribute('data-frame', '1');
    await expect(media.getByTestId('spin-hint')).toHaveCount(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(surface).toHaveAttribute('data-frame', String(spinCar.frames.length - 1));
    await page.keyboard.press('ArrowLeft');
    await expect(surface).toHaveAttribute('data-frame', '0');
  });

  test('exterior hotspots show on their frame with their description on click and on keyboard focus (D-17)', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const surface = await waitForSpin(media);
    const hotspot = spinCar.exteriorHotspots[0]!;
    const onFrame = spinCar.exteriorHotspots.filter((spot) => spot.frame === hotspot.frame);
    await surface.focus();
    // ArrowRight steps back: frame N is reached from 0 by (count − N) presses.
    const presses = (spinCar.frames.length - hotspot.frame) % spinCar.frames.length;
    for (let k = 0; k < presses; k++) await page.keyboard.press('ArrowRight');
    await expect(surface).toHaveAttribute('data-frame', String(hotspot.frame));
    const buttons = surface.getByTestId('spin-hotspot');
    await expect(buttons).toHaveCount(onFrame.length);
    const button = surface.getByRole('button', { name: hotspot.title });
    const description = surface
      .getByTestId('spin-hotspot-description')
      .filter({ hasText: hotspot.description });
    await expect(description).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(buttons.first()).toBeFocused();
    await expect(surface.getByTestId('spin-hotspot-description').first()).toBeVisible();
    await surface.focus();
    await expect(description).toBeHidden();
    await button.click();
    await expect(description).toBeVisible();
    await expect(description).toHaveText(`${hotspot.title}${hotspot.description}`);
  });

  test('Interior embeds the interior page with its hotspots; the gallery index resets on leaving Images', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    await media.getByRole('button', { name: 'Interior' }).click();
    await expect(media).toHaveAttribute('data-view', 'interior');
    const interior = media.getByTestId('spin-interior');
    await expect(interior.locator('iframe')).toHaveAttribute('src', spinCar.interiorUrl!);
    await expect(interior.getByTestId('spin-hotspot')).toHaveCount(spinCar.interiorHotspots.length);
    const first = spinCar.interiorHotspots[0]!;
    await interior.getByRole('button', { name: first.title }).click();
    await expect(interior.getByText(first.description)).toBeVisible();

    await media.getByRole('button', { name: 'Images' }).click();
    const counter = media.getByTestId('gallery-counter');
    const total = spinCar.images.length + (spinCar.videoUrl ? 1 : 0);
    await expect(counter).toHaveText(`1 / ${total}`);
    await media.getByRole('button', { name: 'Next slide' }).click();
    await media.getByRole('button', { name: 'Next slide' }).click();
    await expect(counter).toHaveText(`3 / ${total}`);
    await media.getByRole('button', { name: 'Spin' }).click();
    await expect(media.getByTestId('spin-surface')).toBeVisible();
    await media.getByRole('button', { name: 'Images' }).click();
    await expect(counter).toHaveText(`1 / ${total}`);
  });

  test('no Interior button without an interior URL (D-18)', async ({ page }) => {
    const media = await openCar(page, HARBOURSIDE, spinNoInteriorCar);
    await expect(media.getByRole('button', { name: 'Spin' })).toBeVisible();
    await expect(media.getByRole('button', { name: 'Images' })).toBeVisible();
    await expect(media.getByRole('button', { name: 'Interior' })).toHaveCount(0);
  });

  test('until every frame has loaded: one placeholder, the loading animation, no turning (D-14, D-15)', async ({
    page,
  }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const last = spinCar.frames.at(-1)!;
    await page.route(`**${last}`, async (route) => {
      await gate;
      await route.continue();
    });
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const surface = media.getByTestId('spin-surface');
    await expect(surface).toHaveAttribute('data-status', 'loading');
    await expect(surface.getByTestId('spin-placeholder')).toHaveAttribute('src', spinCar.frames[0]!);
    await expect(surface.locator('img')).toHaveCount(2);
    await expect(surface.getByTestId('spin-loading')).toContainText('Loading 360° view');
    await expect(surface.getByTestId('spin-loading').locator('img')).toHaveAttribute(
      'src',
      '/static/vehicle/spin-loading.svg',
    );
    await surface.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(surface).toHaveAttribute('data-frame', '0');
    release();
    await expect(surface).toHaveAttribute('data-status', 'ready');
    await expect(surface.getByTestId('spin-loading')).toHaveCount(0);
    await expect(surface.getByTestId('spin-frame')).toHaveAttribute('src', spinCar.frames[0]!);
  });

  test('a frame that fails to load is logged and the placeholder stays (D-25)', async ({ page }) => {
    const broken = spinCar.frames[5]!;
    await page.route(`**${broken}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const surface = media.getByTestId('spin-surface');
    await expect(surface).toHaveAttribute('data-status', 'failed');
    expect(warnings).toContain(`Spin frame failed to load: ${broken}`);
    await expect(surface.getByTestId('spin-placeholder')).toBeVisible();
    await expect(surface.getByTestId('spin-frame')).toHaveCount(0);
    await expect(surface.getByTestId('spin-loading')).toHaveCount(0);
  });

  test('fullscreen is its own state: Escape leaves it and focus returns to its button (D-16)', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const surface = await waitForSpin(media);
    await surface.focus();
    await page.keyboard.press('ArrowLeft');
    const enter = media.getByRole('button', { name: 'Enter fullscreen' });
    await enter.click();
    await expect(media).toHaveAttribute('data-fullscreen', 'true');
    await expect(media).toHaveAttribute('data-view', 'spinner');
    await expect(media).toHaveAttribute('aria-modal', 'true');
    const viewport = page.viewportSize()!;
    const box = (await media.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, viewport.width, viewport.height]);
    await expect(surface).toHaveAttribute('data-frame', '1');
    await media.getByRole('button', { name: 'Images' }).click();
    await expect(media).toHaveAttribute('data-fullscreen', 'true');
    await page.keyboard.press('Escape');
    await expect(media).toHaveAttribute('data-fullscreen', 'false');
    await expect(media).toHaveAttribute('data-view', 'gallery');
    await expect(enter).toBeFocused();
  });

  test('view buttons sit above the media on wide screens and below it under 768 px (D-19)', async ({
    page,
  }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    const toolbar = media.getByTestId('spin-toolbar');
    const stage = media.getByTestId('spin-stage');
    let bar = (await toolbar.boundingBox())!;
    let box = (await stage.boundingBox())!;
    expect(bar.y + bar.height).toBeLessThanOrEqual(box.y);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(toolbar).toBeVisible();
    bar = (await toolbar.boundingBox())!;
    box = (await stage.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(box.y + box.height);
  });

  test('a site whose spinDefaultView is gallery opens on Images (D-12)', async ({ page }) => {
    const media = await openCar(page, REDGUM, redgumSpinCar);
    await expect(media).toHaveAttribute('data-view', 'gallery');
    await expect(media.getByRole('button', { name: 'Images' })).toHaveAttribute('aria-pressed', 'true');
    await expect(media.getByTestId('gallery-counter')).toHaveText(
      `1 / ${redgumSpinCar.images.length + (redgumSpinCar.videoUrl ? 1 : 0)}`,
    );
    await media.getByRole('button', { name: 'Spin' }).click();
    await waitForSpin(media);
  });

  test('the media area has no axe violations in each view', async ({ page }) => {
    const media = await openCar(page, HARBOURSIDE, spinCar);
    await waitForSpin(media);
    for (const view of ['Spin', 'Images', 'Interior']) {
      await media.getByRole('button', { name: view, exact: true }).click();
      const results = await axeScan(new AxeBuilder({ page }).include('[data-testid="vehicle-media"]'));
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
  });
});
