import { describe, expect, it } from 'vitest';
import { resolveSiteConfig } from '@/config';
import { cardRulesFor } from './card-rules';
import { cardRulesTable } from './card-rules-table';
import { toSearchCard } from './card';
import { testHit } from './test-hit';

const NOW = new Date('2025-06-10T00:00:00Z');
const similarHref = '/search/new-used-and-demo-cars/mazda/cx-5';
const rulesOf = (site: unknown = { finance: { provider: 'angle' } }) =>
  cardRulesFor(cardRulesTable(resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: { site } })), {
    make: 'Mazda',
    itemType: 'car',
  });
const card = (patch = {}, site?: unknown, hasFavourites = true) =>
  toSearchCard(testHit(patch), rulesOf(site), { now: NOW, similarHref, hasFavourites });

describe('C-54/C-61 the weekly finance line', () => {
  // $30,000 at 7.49% over 5 years is $138.418 a week by the annuity formula; the platform rounds to the nearest dollar (F-18).
  it("reads '$138/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)' when the summary rules pass for the site's provider", () => {
    expect(card().financeLine).toBe('$138/wk at 7.49% p.a. (comparison rate 8.1% p.a.*)');
  });

  it('is absent without a lender, when the rules fail, or with showCardFinanceLine off', () => {
    expect(card({ financeLender: null }).financeLine).toBeNull();
    expect(card({ price: 500 }).financeLine).toBeNull();
    expect(card({}, { finance: { provider: 'ausloans' } }).financeLine).toBeNull();
    expect(
      card({}, { finance: { provider: 'angle' }, cards: { showFinanceLine: false } }).financeLine,
    ).toBeNull();
  });

  it("F-43: the car's youX quote first, at its advertised rate; on a youX site without a lender record too", () => {
    // $30,000 at youX's 6.49% over its 60 months: $135.188 a week, $135 to the nearest dollar.
    const youx = { youxWeeklyRepayment: 135.19, youxComparisonRate: 7.12, youxAdvertisedRate: 6.49 };
    const line = '$135/wk at 6.49% p.a. (comparison rate 7.12% p.a.*)';
    expect(card(youx).financeLine).toBe(line);
    expect(card({ ...youx, financeLender: null }, { finance: { provider: 'youx' } }).financeLine).toBe(line);
    expect(card({ ...youx, price: 500 }).financeLine).toBeNull();
  });
});

describe('C-58 card buttons with their links', () => {
  it('in stock: Explore Vehicle, Quick Enquiry, Book a Test Drive and Reserve Now (D-55)', () => {
    expect(card().buttons).toEqual([
      { key: 'explore', label: 'Explore Vehicle', href: '/cars/2021-mazda-cx-5-maxx' },
      { key: 'quickEnquiry', label: 'Quick Enquiry', href: '/cars/2021-mazda-cx-5-maxx?enquire=1#enquire' },
      { key: 'testDrive', label: 'Book a Test Drive', href: '/book-test-drive?car=42' },
      { key: 'reserve', label: 'Reserve Now', href: '/cars/2021-mazda-cx-5-maxx/checkout' },
    ]);
    expect(card().similarPrompt).toBeNull();
  });

  it('no Reserve Now at a price of 200; Buy Online to /buy-online on buy-online sites', () => {
    expect(card({ price: 200 }).buttons.map((b) => b.key)).toEqual(['explore', 'quickEnquiry', 'testDrive']);
    expect(card({}, { vehicle: { checkoutRouteStyle: 'buyOnline' } }).buttons[3]).toEqual({
      key: 'reserve',
      label: 'Buy Online',
      href: '/cars/2021-mazda-cx-5-maxx/buy-online',
    });
  });

  it("not in stock: 'Like this and want something similar?' and Find Me Something Similar", () => {
    const sold = card({ status: 'sold', sold: true });
    expect(sold.similarPrompt).toBe('Like this and want something similar?');
    expect(sold.buttons).toEqual([
      { key: 'findSimilar', label: 'Find Me Something Similar', href: similarHref },
    ]);
  });

  it("follows the car's item type: caravans read 'Book Inspection' (A-12)", () => {
    const rules = cardRulesFor(
      cardRulesTable(resolveSiteConfig({ siteSlug: 't', groupSlug: null, layers: {} })),
      {
        make: 'Jayco',
        itemType: 'caravan',
      },
    );
    const caravan = toSearchCard(testHit({ make: 'Jayco', itemType: 'caravan' }), rules, {
      now: NOW,
      similarHref,
      hasFavourites: true,
    });
    expect(caravan.buttons.map((b) => b.label)).toContain('Book Inspection');
  });

  it('shows no kilometres on a towed caravan, but does on a motorhome (issue 17)', () => {
    const options = { now: NOW, similarHref, hasFavourites: false };
    const towed = testHit({ itemType: 'caravan', body: 'hardtop', km: 0, transmission: null, fuel: null });
    expect(toSearchCard(towed, rulesOf(), options).specs).toEqual({
      km: null,
      transmission: null,
      fuel: null,
      condition: 'Used',
    });
    const motorhome = testHit({ itemType: 'caravan', body: 'motorhome', km: 31_000 });
    expect(toSearchCard(motorhome, rulesOf(), options).specs?.km).toBe('31,000 km');
  });
});

describe('C-54 the save control (I-12, I-13, D-52)', () => {
  it('stores the I-13 fields and shows for a car in stock', () => {
    expect(card().save).toEqual({
      car: {
        id: 42,
        name: '2021 Mazda CX-5 Maxx',
        slug: '2021-mazda-cx-5-maxx',
        make: 'Mazda',
        model: 'CX-5',
        primary_image_url: '/media/car.svg',
      },
      isShownUnsaved: true,
    });
  });

  it('is hidden unsaved for a car not in stock, and absent without favourites storage', () => {
    expect(card({ reserved: true }).save?.isShownUnsaved).toBe(false);
    expect(card({}, undefined, false).save).toBeNull();
  });
});

describe("C-62 '{n} views'", () => {
  it('shows the views text on cards unless the site hides it', () => {
    expect(card().viewsText).toBe('1,234 views');
    expect(card({}, { cards: { showViewCount: false } }).viewsText).toBeNull();
  });
});
