import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { models } from '@/server/db/schema';
import { resolveSiteConfig } from '@/config';
import { twoSitesForThisFile } from '@/server/db/testing/two-site-fixture';
import { loadEndedOffer, loadOfferPage, type OfferPageSite } from './offer-page';

const two = twoSitesForThisFile();

// The fixture's day: 'Expired yesterday' ended on 2025-05-09, 'Expires today' runs until 2025-05-10.
const now = new Date('2025-05-10T02:00:00Z');
const origin = 'https://alpha.example';

function siteOf(
  id: number,
  offers: Record<string, unknown> = {},
  manufacturer: OfferPageSite['manufacturer'] = null,
) {
  const config = resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site: { offers } } });
  return { id, name: 'Alpha Motors', manufacturer, config };
}

const load = (site: OfferPageSite, segments: string[]) =>
  loadOfferPage(two.db, site, { segments, origin }, now);

describe('loadOfferPage', () => {
  it('shows a live offer at its own href, with its form and the matching cars in stock', async () => {
    const outcome = await load(siteOf(two.siteA), ['kia', String(two.ids['No expiry'])]);
    if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${outcome.kind}`);
    const { data, seo } = outcome;
    expect(data.offer).toMatchObject({ name: 'No expiry', category: 'Finance offer', expiresText: null });
    expect(data.enquire).toEqual({
      text: 'Enquire Now',
      label: 'Enquire Now: No expiry',
      href: `/contact?offer=${two.ids['No expiry']}`,
    });
    expect(data.form.setup.offer).toEqual({ id: two.ids['No expiry'], title: 'No expiry' });
    expect(data.testDrive.href).toBe('/book-test-drive');
    expect(data.explore).toBeNull();
    // Site A's Kia cars, newest first, never site B's car of the same slug.
    expect(data.cars.map((car) => car.slug)).toEqual(['carnival', 'kia-sportage-1', 'older-8', 'older-7']);
    expect(seo.canonicalUrl).toBe(`${origin}/offers/kia/${two.ids['No expiry']}`);
    expect(JSON.parse(seo.jsonLd)).toMatchObject({ '@type': 'Offer', name: 'No expiry' });
  });

  it('matches the model of a model offer, shows its expiry and links Explore {model}', async () => {
    const outcome = await load(siteOf(two.siteA), [String(two.ids['Expires today'])]);
    if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${outcome.kind}`);
    expect(outcome.data.offer.expiresText).toBe('Expires on 10 May 2025');
    expect(outcome.data.explore).toEqual({ label: 'Explore Sportage', href: '/models/sportage' });
    // Kia Sportages only: the Carnival is a Kia of another model.
    expect(outcome.data.cars.map((car) => car.slug)).toEqual([
      'kia-sportage-1',
      'older-8',
      'older-7',
      'older-6',
    ]);
  });

  it('links no Explore {model} when the model has no page here (discontinued, no override url)', async () => {
    const sportage = and(eq(models.siteId, two.siteA), eq(models.slug, 'sportage'));
    await two.db.update(models).set({ status: 'discontinued' }).where(sportage);
    try {
      const outcome = await load(siteOf(two.siteA), [String(two.ids['Expires today'])]);
      if (outcome.kind !== 'ok') throw new Error(`expected ok, got ${outcome.kind}`);
      expect(outcome.data.explore).toBeNull();
      expect(outcome.data.cars.map((car) => car.slug)).toContain('kia-sportage-1');
    } finally {
      await two.db.update(models).set({ status: 'active' }).where(sportage);
    }
  });

  it('redirects the other form of the path to the canonical href (K-11)', async () => {
    const id = String(two.ids['No expiry']);
    expect(await load(siteOf(two.siteA), [id])).toEqual({ kind: 'redirect', href: `/offers/kia/${id}` });
    expect(await load(siteOf(two.siteA), ['mazda', id])).toEqual({
      kind: 'redirect',
      href: `/offers/kia/${id}`,
    });
    const singleMake = siteOf(two.siteA, {}, { name: 'Kia', slug: 'kia' });
    expect(await load(singleMake, ['kia', id])).toEqual({ kind: 'redirect', href: `/offers/${id}` });
  });

  it("says an expired offer has ended (K-10) and lists the site's live offers, newest first, never site B's", async () => {
    const outcome = await load(siteOf(two.siteA), [String(two.ids['Expired yesterday'])]);
    if (outcome.kind !== 'ended') throw new Error(`expected ended, got ${outcome.kind}`);
    expect(outcome.data).toMatchObject({
      name: 'Expired yesterday',
      endedText: 'Ended on 9 May 2025',
      allOffersHref: '/special-offers',
      enquireButtonText: 'Enquire Now',
    });
    expect(outcome.data.offers.map((offer) => [offer.name, offer.href])).toEqual([
      ['Excludes another site', `/offers/${two.ids['Excludes another site']}`],
      ['Expires today', `/offers/${two.ids['Expires today']}`],
      ['No expiry', `/offers/kia/${two.ids['No expiry']}`],
    ]);
  });

  it('links the offers list the site configures (B-17 `promo.offersRefreshPath`)', async () => {
    const config = resolveSiteConfig({
      siteSlug: 't',
      groupSlug: null,
      layers: { site: { promo: { offersRefreshPath: '/offers-and-deals' } } },
    });
    const site = { id: two.siteA, name: 'Alpha Motors', manufacturer: null, config };
    const outcome = await load(site, [String(two.ids['Expired yesterday'])]);
    expect(outcome.kind === 'ended' && outcome.data.allOffersHref).toBe('/offers-and-deals');
  });

  it('does not find an offer that excludes the site, unless it is an exception (K-12)', async () => {
    expect(await load(siteOf(two.siteA), [String(two.ids['Excludes this site'])])).toEqual({
      kind: 'not_found',
    });
    const excepted = String(two.ids['Excluded but excepted']);
    expect((await load(siteOf(two.siteA), [excepted])).kind).toBe('not_found');
    const withException = siteOf(two.siteA, { exclusionExceptions: [two.ids['Excluded but excepted']] });
    expect((await load(withException, [excepted])).kind).toBe('ok');
  });

  it('keeps sites apart: site A cannot load site B’s offer, under either form of the path', async () => {
    const bravo = String(two.ids['Bravo offer']);
    expect(await load(siteOf(two.siteA), [bravo])).toEqual({ kind: 'not_found' });
    expect(await load(siteOf(two.siteA), ['kia', bravo])).toEqual({ kind: 'not_found' });
    expect((await load(siteOf(two.siteB), [bravo])).kind).toBe('ok');
  });

  it('does not find unknown or malformed two.ids', async () => {
    for (const segments of [['999999'], ['abc'], ['0'], ['kia', 'x', '1'], []])
      expect(await load(siteOf(two.siteA), segments)).toEqual({ kind: 'not_found' });
  });
});

describe('loadEndedOffer (the 404 page at an offer URL)', () => {
  const ended = (site: OfferPageSite, segments: string[]) => loadEndedOffer(two.db, site, segments, now);

  it('is the ended offer at its own href, with the live offers', async () => {
    const data = await ended(siteOf(two.siteA), [String(two.ids['Expired yesterday'])]);
    expect(data?.name).toBe('Expired yesterday');
    expect(data?.endedText).toBe('Ended on 9 May 2025');
    expect(data?.offers.map((offer) => offer.name)).toEqual([
      'Excludes another site',
      'Expires today',
      'No expiry',
    ]);
  });

  it('is null for a live, unknown, excluded or another site’s offer, and for the redirecting form', async () => {
    const site = siteOf(two.siteA);
    expect(await ended(site, ['kia', String(two.ids['No expiry'])])).toBeNull();
    expect(await ended(site, ['999999'])).toBeNull();
    expect(await ended(site, [String(two.ids['Excludes this site'])])).toBeNull();
    expect(await ended(site, [String(two.ids['Bravo offer'])])).toBeNull();
    expect(await ended(site, ['toyota', String(two.ids['Expired yesterday'])])).toBeNull();
  });
});
