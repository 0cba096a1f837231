import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as s from '@/server/db/schema';
import {
  SETTINGS_DISCARD_ENDPOINT,
  SETTINGS_DRAFT_ENDPOINT,
  SETTINGS_PUBLISH_ENDPOINT,
  SETTINGS_REMOVE_ENDPOINT,
} from './settings-endpoints';
import { settingsOwnersForThisFile } from './testing';

const { fixture, staff, post } = settingsOwnersForThisFile();
vi.mock('@/server/db', () => ({ getDb: async () => fixture.db }));

const OK = { status: 200, body: { ok: true } };

/** Saves a draft and publishes it, answering the publish. */
async function publish(section: string, value: Record<string, unknown>) {
  expect(await post(SETTINGS_DRAFT_ENDPOINT, { section, value })).toEqual(OK);
  return post(SETTINGS_PUBLISH_ENDPOINT, { section });
}

const PAGE = {
  title: 'Our warranty',
  slug: 'warranty-plus',
  body: '## Five years\n\nEvery car we sell.',
  metaDescription: 'Five years of cover',
  isPublished: true,
};

const OFFER = {
  name: 'Free first service',
  description: 'Buy any used car and we service it <b>free</b>.',
  disclaimer: '',
  category: 'Service offer',
  imageUrl: '/media/offer.svg',
  expiry: '2026-09-30',
};

const PROMOTION = {
  title: 'Winter service special',
  body: 'Book a service in July.',
  imageUrl: '',
  url: '/service',
  buttonText: 'Book now',
  start: '2026-07-01T09:00',
  expiry: '2026-07-31T17:00',
  position: 3,
  display: ['used'],
  strictDisplay: false,
};

const ids = { aboutA: 0, pageB: 0, promotionA: 0, promotionB: 0 };
beforeAll(async () => {
  const pages = await fixture.db
    .insert(s.pages)
    .values([
      { siteId: fixture.siteA, slug: 'about-us', title: 'About us', body: 'Family owned.' },
      { siteId: fixture.siteB, slug: 'about-us', title: 'About Bravo', body: 'Bravo text.' },
    ])
    .returning({ id: s.pages.id });
  [ids.aboutA, ids.pageB] = pages.map((row) => row.id) as [number, number];
  const node = { title: 'Old', body: '', imageUrl: null, url: '/used-cars', buttonText: 'Look' };
  const window = { start: new Date('2026-01-01T00:00:00Z'), expiry: new Date('2026-12-31T00:00:00Z') };
  const promotions = await fixture.db
    .insert(s.promotions)
    .values([
      { siteId: fixture.siteA, ...window, position: 1, node },
      { siteId: fixture.siteB, ...window, position: 1, node },
    ])
    .returning({ id: s.promotions.id });
  [ids.promotionA, ids.promotionB] = promotions.map((row) => row.id) as [number, number];
});

const pageRow = async (id: number) => (await fixture.db.select().from(s.pages).where(eq(s.pages.id, id)))[0];

const publications = (section: string) =>
  fixture.db
    .select({ payload: s.settingsPublications.payload, staffId: s.settingsPublications.staffId })
    .from(s.settingsPublications)
    .where(
      and(eq(s.settingsPublications.siteId, fixture.siteA), eq(s.settingsPublications.section, section)),
    );

describe('content pages, offers and promotions as settings (issue 18)', () => {
  it('publishes an edited page: the row is written only on publish', async () => {
    const section = `page:${ids.aboutA}`;
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section, value: { ...PAGE, slug: 'about-us' } })).toEqual(
      OK,
    );
    expect((await pageRow(ids.aboutA))!.title).toBe('About us');
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section })).toEqual(OK);
    expect(await pageRow(ids.aboutA)).toMatchObject({
      siteId: fixture.siteA,
      slug: 'about-us',
      title: 'Our warranty',
      body: '## Five years\n\nEvery car we sell.',
      metaDescription: 'Five years of cover',
      isPublished: true,
    });
    expect(await publications(section)).toEqual([
      { payload: { ...PAGE, slug: 'about-us' }, staffId: staff.ids.owner },
    ]);
  });

  it('adds a new page and answers with its console path', async () => {
    const answer = await publish('page:new', PAGE);
    const [row] = await fixture.db
      .select({ id: s.pages.id, title: s.pages.title })
      .from(s.pages)
      .where(and(eq(s.pages.siteId, fixture.siteA), eq(s.pages.slug, 'warranty-plus')));
    expect(row?.title).toBe('Our warranty');
    expect(answer).toEqual({ status: 200, body: { ok: true, href: `/console/settings/pages/${row!.id}` } });
    expect(await publications(`page:${row!.id}`)).toEqual([{ payload: PAGE, staffId: staff.ids.owner }]);
    expect(await publications('page:new')).toEqual([]);
  });

  it('refuses an address another page of the site has, on save and again on publish', async () => {
    const taken = {
      status: 400,
      body: {
        error: 'Another page of this site already has this address',
        fieldErrors: { slug: 'Another page of this site already has this address' },
      },
    };
    expect(
      await post(SETTINGS_DRAFT_ENDPOINT, { section: 'page:new', value: { ...PAGE, slug: 'about-us' } }),
    ).toEqual(taken);
    // A draft saved while the address was free, and taken since: publishing it is refused the same way.
    await fixture.db.insert(s.settingsDrafts).values({
      siteId: fixture.siteA,
      section: 'page:new',
      payload: { ...PAGE, slug: 'about-us' },
      staffId: staff.ids.owner,
    });
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: 'page:new' })).toEqual(taken);
    expect(await post(SETTINGS_DISCARD_ENDPOINT, { section: 'page:new' })).toEqual(OK);
    // Site B's page of the same address is no clash: addresses are per site.
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section: 'page:new', value: PAGE }, 'ownerB')).toEqual(OK);
  });

  it('checks a page draft again when it is published, and writes nothing it refuses', async () => {
    await fixture.db.insert(s.settingsDrafts).values({
      siteId: fixture.siteA,
      section: `page:${ids.aboutA}`,
      payload: { ...PAGE, slug: 'About Us!' },
      staffId: staff.ids.owner,
    });
    expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section: `page:${ids.aboutA}` })).toEqual({
      status: 400,
      body: {
        error: 'Use lower-case letters, numbers and single hyphens, like about-us',
        fieldErrors: { slug: 'Use lower-case letters, numbers and single hyphens, like about-us' },
      },
    });
    expect((await pageRow(ids.aboutA))!.slug).toBe('about-us');
    expect(await post(SETTINGS_DISCARD_ENDPOINT, { section: `page:${ids.aboutA}` })).toEqual(OK);
  });

  it('publishes an offer, keeping what an import set, and adds a new one', async () => {
    const id = fixture.ids['No expiry']!;
    expect(await publish(`offer:${id}`, OFFER)).toEqual(OK);
    const [offer] = await fixture.db.select().from(s.offers).where(eq(s.offers.id, id));
    expect(offer).toMatchObject({
      name: 'Free first service',
      description: 'Buy any used car and we service it <b>free</b>.',
      sanitizedDescription: 'Buy any used car and we service it free.',
      disclaimer: '',
      category: 'Service offer',
      imageUrl: '/media/offer.svg',
      expiry: '2026-09-30',
    });
    expect(offer!.manufacturerId).not.toBeNull();
    const added = await publish('offer:new', { ...OFFER, name: 'Tyre deal', expiry: '' });
    const [row] = await fixture.db
      .select({ id: s.offers.id, siteId: s.offers.siteId, expiry: s.offers.expiry })
      .from(s.offers)
      .where(eq(s.offers.name, 'Tyre deal'));
    expect(row).toEqual({ id: row!.id, siteId: fixture.siteA, expiry: null });
    expect(added).toEqual({ status: 200, body: { ok: true, href: `/console/settings/offers/${row!.id}` } });
  });

  it('publishes a promotion with its window on the site’s clock, and adds a new one', async () => {
    expect(await publish(`promotion:${ids.promotionA}`, PROMOTION)).toEqual(OK);
    const [row] = await fixture.db.select().from(s.promotions).where(eq(s.promotions.id, ids.promotionA));
    expect(row).toMatchObject({
      // Every Australian zone the sites use is UTC+10 (or +9:30, +8) in July; the fixture's is +10.
      start: new Date('2026-06-30T23:00:00Z'),
      expiry: new Date('2026-07-31T07:00:00Z'),
      position: 3,
      display: ['used'],
      strictDisplay: false,
      node: {
        title: 'Winter service special',
        body: 'Book a service in July.',
        imageUrl: null,
        url: '/service',
        buttonText: 'Book now',
      },
    });
    const added = await publish('promotion:new', { ...PROMOTION, title: 'Spring sale', position: 1 });
    expect(added.body.href).toMatch(/^\/console\/settings\/promotions\/\d+$/);
  });

  it('names each bad field of a promotion', async () => {
    const value = { ...PROMOTION, expiry: '2026-06-30T09:00', url: 'http://evil.example', position: 0 };
    const answer = await post(SETTINGS_DRAFT_ENDPOINT, { section: 'promotion:new', value });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      url: 'Enter an https:// address or a path on this site starting with /',
      position: 'Enter a whole number from 1',
      expiry: 'The end must be after the start',
    });
  });

  it('removes a page with its draft, recording who removed it', async () => {
    const [page] = await fixture.db
      .insert(s.pages)
      .values({ siteId: fixture.siteA, slug: 'old-news', title: 'Old news', body: 'Gone soon.' })
      .returning({ id: s.pages.id });
    const section = `page:${page!.id}`;
    expect(await post(SETTINGS_DRAFT_ENDPOINT, { section, value: { ...PAGE, slug: 'old-news' } })).toEqual(
      OK,
    );
    expect(await post(SETTINGS_REMOVE_ENDPOINT, { section })).toEqual(OK);
    expect(await pageRow(page!.id)).toBeUndefined();
    expect(await publications(section)).toEqual([{ payload: { removed: true }, staffId: staff.ids.owner }]);
    const drafts = await fixture.db
      .select()
      .from(s.settingsDrafts)
      .where(eq(s.settingsDrafts.section, section));
    expect(drafts).toEqual([]);
    expect(await post(SETTINGS_REMOVE_ENDPOINT, { section })).toEqual({
      status: 404,
      body: { error: 'This page is not on this site' },
    });
  });

  it('removes only pages, offers and promotions that exist', async () => {
    const refused = {
      status: 400,
      body: { error: 'Only a published page, offer or promotion can be removed' },
    };
    expect(await post(SETTINGS_REMOVE_ENDPOINT, { section: 'branding' })).toEqual(refused);
    expect(await post(SETTINGS_REMOVE_ENDPOINT, { section: `location:${fixture.ids.zeta}` })).toEqual(
      refused,
    );
    expect(await post(SETTINGS_REMOVE_ENDPOINT, { section: 'offer:new' })).toEqual(refused);
  });

  it('site A’s owner reaches none of site B’s pages, offers or promotions', async () => {
    const cases = [
      [`page:${ids.pageB}`, PAGE, 'This page is not on this site'],
      [`offer:${fixture.ids['Bravo offer']}`, OFFER, 'This offer is not on this site'],
      [`promotion:${ids.promotionB}`, PROMOTION, 'This promotion is not on this site'],
    ] as const;
    for (const [section, value, error] of cases) {
      const gone = { status: 404, body: { error } };
      expect(await post(SETTINGS_DRAFT_ENDPOINT, { section, value })).toEqual(gone);
      expect(await post(SETTINGS_PUBLISH_ENDPOINT, { section })).toEqual(gone);
      expect(await post(SETTINGS_DISCARD_ENDPOINT, { section })).toEqual(gone);
      expect(await post(SETTINGS_REMOVE_ENDPOINT, { section })).toEqual(gone);
    }
    expect((await pageRow(ids.pageB))!.title).toBe('About Bravo');
    const [offer] = await fixture.db
      .select({ name: s.offers.name })
      .from(s.offers)
      .where(eq(s.offers.id, fixture.ids['Bravo offer']!));
    expect(offer).toEqual({ name: 'Bravo offer' });
    const [promotion] = await fixture.db
      .select({ title: s.promotions.node })
      .from(s.promotions)
      .where(eq(s.promotions.id, ids.promotionB));
    expect(promotion!.title.title).toBe('Old');
  });
});
