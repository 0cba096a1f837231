import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import * as s from '@/server/db/schema';
import { isolationSitesForThisFile } from '@/server/db/testing/isolation-database';
import { ISOLATION_SITES } from '@/server/db/testing/isolation-sites';
import { listSiteSlides } from './queries';
import { loadPromotionSlides, sitePopup } from './site-promotions';

const NOW = new Date('2025-09-01T00:00:00+10:00');
/** K-22: the spec's window. */
const WINDOW = { start: '2025-08-21T08:30:00+10:00', end: '2025-09-30T17:30:00+10:00' };
const test = isolationSitesForThisFile({ now: NOW });
let gated: number;

function configWith(promo: Record<string, unknown>) {
  return resolveSiteConfig({ siteSlug: 'isolation-a', groupSlug: null, layers: { site: { promo } } });
}

beforeAll(async () => {
  const [row] = await test.db
    .insert(s.slides)
    .values([
      { siteId: test.siteA, name: 'Spring sale', imageUrl: '/static/promo/sale-event.svg', position: 5 },
      {
        siteId: test.siteA,
        name: 'First',
        url: '/service',
        imageUrl: '/x.svg',
        hideOverlay: true,
        position: -1,
      },
    ])
    .returning({ id: s.slides.id });
  gated = row!.id;
});

describe('listSiteSlides (K-21)', () => {
  it("lists one site's slides in position order, never another site's (tenant isolation)", async () => {
    const slides = await listSiteSlides(test.db, test.siteA);
    expect(slides.map((slide) => slide.name)).toEqual([
      'First',
      `${ISOLATION_SITES[0].canary} Slide`,
      'Spring sale',
    ]);
    expect(slides[0]).toEqual({
      id: expect.any(Number),
      name: 'First',
      description: null,
      url: '/service',
      imageUrl: '/x.svg',
      hideOverlay: true,
    });
    const other = await listSiteSlides(test.db, test.siteB);
    expect(other.map((slide) => slide.name)).toEqual([`${ISOLATION_SITES[1].canary} Slide`]);
  });
});

describe('loadPromotionSlides (K-22: a window gates its slide)', () => {
  const windows = [{ id: 'spring', ...WINDOW, target: 'slider', targetId: '' }];
  const site = () => ({
    id: test.siteA,
    slug: 'isolation-a',
    config: configWith({ windows: [{ ...windows[0], targetId: String(gated) }] }),
  });

  it('shows the gated slide inside its window and hides it after', async () => {
    const inside = await loadPromotionSlides(test.db, site(), NOW);
    expect(inside.map((slide) => slide.name)).toContain('Spring sale');
    const after = await loadPromotionSlides(test.db, site(), new Date('2025-09-30T17:31:00+10:00'));
    expect(after.map((slide) => slide.name)).toEqual(['First', `${ISOLATION_SITES[0].canary} Slide`]);
  });
});

describe('sitePopup (K-18, K-19, K-22)', () => {
  const popup = {
    id: 'eofy',
    imageUrl: '/static/promo/popup-eofy.svg',
    title: 'EOFY Sale',
    description: 'Ends 30 June',
    buttonText: 'See offers',
    buttonUrl: '/eofy',
    expiry: '2026-06-30',
  };
  const site = (promo: Record<string, unknown>) => ({ slug: 'isolation-a', config: configWith(promo) });

  it('gives the browser the popup, its storage key and the site zone for its own expiry check', () => {
    expect(sitePopup(site({ popup }), new Date('2026-06-30T13:00:00Z'))).toEqual({
      ...popup,
      storageKey: 'popupClosed:isolation-a:eofy',
      timeZone: 'Australia/Brisbane',
    });
  });

  it('is gone once its expiry date has passed on the site calendar (Brisbane, +10:00)', () => {
    expect(sitePopup(site({ popup }), new Date('2026-06-30T13:59:59Z'))).not.toBeNull();
    expect(sitePopup(site({ popup }), new Date('2026-06-30T14:00:00Z'))).toBeNull();
  });

  it('is gone when switched off, and outside a window that targets it', () => {
    expect(sitePopup(site({ popup: { ...popup, enabled: false } }), NOW)).toBeNull();
    const windows = [{ id: 'w', ...WINDOW, target: 'popup', targetId: 'eofy' }];
    expect(sitePopup(site({ popup, windows }), new Date('2025-08-21T08:30:00+10:00'))).not.toBeNull();
    expect(sitePopup(site({ popup, windows }), new Date('2025-08-21T08:29:00+10:00'))).toBeNull();
  });

  it('is null for a site without a popup', () => {
    expect(sitePopup(site({}), NOW)).toBeNull();
  });
});
