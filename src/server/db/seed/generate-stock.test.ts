import { describe, expect, it } from 'vitest';
import { LENDERS } from './reference';
import { amortisedPayment } from './stock/finance';
import { caravanSite, defaultRows, franchiseSite, rowsOf, usedCarSite } from './test-fixtures';

const rows = defaultRows();
const { vehicles } = rows;
const count = <T>(items: readonly T[], predicate: (item: T) => boolean) => items.filter(predicate).length;

describe('demo stock: prices, tags and identifiers', () => {
  it('has reserved cars, certified used cars and the custom tags', () => {
    expect(count(vehicles, (v) => v.reserved === true)).toBeGreaterThan(0);
    expect(count(vehicles, (v) => v.certified === true && v.carType === 'used')).toBeGreaterThan(0);
    for (const tag of ['Test Drive Only', 'SOLD', 'Low KMs'])
      expect(
        count(vehicles, (v) => v.tag === tag),
        tag,
      ).toBeGreaterThan(0);
    expect(count(vehicles, (v) => v.certified === true && v.carType !== 'used')).toBe(0);
  });

  it('gives towed caravans no driving tags (issue 17)', () => {
    const caravans = vehicles.filter((v) => v.itemType === 'caravan');
    expect(
      caravans.map((v) => v.tag).filter((tag) => tag === 'Test Drive Only' || tag === 'Low KMs'),
    ).toEqual([]);
    expect(caravans.filter((v) => v.tag === 'Inspection Welcome').length).toBeGreaterThan(0);
  });

  it('has zero prices, was-prices above the price, subscriptions and both price types', () => {
    expect(count(vehicles, (v) => v.price === 0)).toBeGreaterThan(0);
    expect(count(rowsOf(vehicles, usedCarSite().id), (v) => v.price === 0)).toBeGreaterThan(1);
    expect(count(vehicles, (v) => v.beforePrice != null && v.beforePrice > v.price!)).toBeGreaterThan(0);
    expect(count(vehicles, (v) => v.beforePrice != null && v.beforePrice <= v.price!)).toBe(0);
    expect(count(vehicles, (v) => (v.subscriptionPrice ?? 0) > 0)).toBeGreaterThan(0);
    expect(new Set(vehicles.map((v) => v.priceType))).toEqual(new Set(['Drive Away', 'Excl. Govt. Charges']));
  });

  it('keeps kilometres in 0–250,000, near zero on new cars, and registers used cars', () => {
    expect(Math.min(...vehicles.map((v) => v.km!))).toBe(0);
    expect(Math.max(...vehicles.map((v) => v.km!))).toBe(250_000);
    expect(vehicles.filter((v) => v.carType === 'new').every((v) => v.km! <= 25)).toBe(true);
    const used = vehicles.filter((v) => v.carType === 'used');
    expect(used.every((v) => v.regplate && /^\d{4}-\d{2}-\d{2}$/.test(v.regoExpiry!))).toBe(true);
  });

  it('never dates a build or compliance in the future', () => {
    const nowMonth = 2026 * 12 + 2;
    const month = (value: string) => Number(value.slice(3)) * 12 + Number(value.slice(0, 2)) - 1;
    expect(
      vehicles.every((v) => month(v.buildDate!) < nowMonth && month(v.complianceDate!) <= nowMonth),
    ).toBe(true);
    expect(vehicles.every((v) => month(v.complianceDate!) > month(v.buildDate!))).toBe(true);
  });

  it('has long, empty and missing dealer comments', () => {
    expect(count(vehicles, (v) => (v.dealercomments?.length ?? 0) > 400)).toBeGreaterThan(0);
    expect(count(vehicles, (v) => v.dealercomments === '')).toBeGreaterThan(0);
    expect(count(vehicles, (v) => v.dealercomments === null)).toBeGreaterThan(0);
    expect(vehicles.every((v) => Array.isArray(v.standardEquipment) && Array.isArray(v.categories))).toBe(
      true,
    );
  });

  it('makes every caravan-site item a caravan with caravan specifications', () => {
    const caravans = rowsOf(vehicles, caravanSite().id);
    expect(caravans.every((v) => v.itemType === 'caravan')).toBe(true);
    for (const field of [
      'bodyWidth',
      'bodyLength',
      'tareWeight',
      'axleType',
      'sleeps',
      'aggregateTrailerMass',
    ] as const) {
      expect(
        caravans.every((v) => v[field] != null),
        field,
      ).toBe(true);
    }
    expect(caravans.every((v) => v.aggregateTrailerMass! > v.tareWeight!)).toBe(true);
  });

  it('sells only its franchise make new on the single-make site', () => {
    const site = franchiseSite();
    const franchise = rowsOf(vehicles, site.id).filter((v) => v.carType !== 'used');
    expect(new Set(franchise.map((v) => v.make))).toEqual(new Set(['Toyota']));
  });
});

describe('demo stock: media', () => {
  const imagesPerVehicle = new Map<number, number>();
  for (const image of rows.vehicleImages)
    imagesPerVehicle.set(image.vehicleId, (imagesPerVehicle.get(image.vehicleId) ?? 0) + 1);
  const imageCount = (id: number) => imagesPerVehicle.get(id) ?? 0;

  it('has vehicles with 0, 1, 3 and 4+ images and mostly 6–15', () => {
    for (const n of [0, 1, 3])
      expect(
        count(vehicles, (v) => imageCount(v.id!) === n),
        `${n} images`,
      ).toBeGreaterThan(0);
    expect(count(vehicles, (v) => imageCount(v.id!) >= 4)).toBeGreaterThan(0);
    expect(count(vehicles, (v) => imageCount(v.id!) >= 6 && imageCount(v.id!) <= 15)).toBeGreaterThan(
      vehicles.length * 0.7,
    );
    expect(
      rows.vehicleImages.every(
        (image) => image.url.startsWith('/media/vehicle/') && image.thumbUrl === `${image.url}?w=400`,
      ),
    ).toBe(true);
  });

  it('has at least 10 spins of 24–36 frames with exterior and interior hotspots', () => {
    const frames = new Map<number, number>();
    for (const frame of rows.spinFrames) frames.set(frame.vehicleId, (frames.get(frame.vehicleId) ?? 0) + 1);
    expect(frames.size).toBeGreaterThanOrEqual(10);
    expect([...frames.values()].every((n) => n >= 24 && n <= 36)).toBe(true);
    const exterior = rows.spinHotspots.filter((h) => h.view === 'exterior');
    expect(exterior.every((h) => h.frameIndex! >= 0 && h.frameIndex! < frames.get(h.vehicleId)!)).toBe(true);
    expect(rows.spinHotspots.some((h) => h.view === 'interior' && h.frameIndex === null)).toBe(true);
    expect(count(vehicles, (v) => v.spinInteriorUrl != null)).toBeGreaterThan(0);
  });

  it('has YouTube videos and external .mp4 videos', () => {
    expect(
      count(vehicles, (v) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(v.videoUrl ?? '')),
    ).toBeGreaterThan(0);
    expect(count(vehicles, (v) => v.externalVideoUrl?.endsWith('.mp4') === true)).toBeGreaterThan(0);
  });
});

describe('demo stock: specs and finance', () => {
  it('has a variant spec row for most vehicles', () => {
    expect(rows.vehicleVariantSpecs.length).toBeGreaterThan(vehicles.length * 0.8);
  });

  it('has lender rows for every provider in the spec, with amortised payments', () => {
    const providers = new Set(rows.vehicleFinanceLenders.map((l) => l.provider));
    for (const provider of Object.keys(LENDERS)) expect(providers.has(provider), provider).toBe(true);
    // Some records leave out the monthly fee: no comparison rate can be stated for them (F-31).
    expect(rows.vehicleFinanceLenders.some((l) => l.monthlyFee === null)).toBe(true);
    const byId = new Map(vehicles.map((v) => [v.id, v]));
    for (const lender of rows.vehicleFinanceLenders.slice(0, 200)) {
      const price = byId.get(lender.vehicleId)!.price!;
      const principal = price - lender.deposit! + lender.establishmentFees!;
      expect(lender.paymentMonth).toBeCloseTo(
        amortisedPayment(principal, lender.interestRate!, 12, lender.termYears!, lender.balloon!),
        1,
      );
      expect(lender.monthlyFee == null || LENDERS[lender.provider]!.monthlyFee === lender.monthlyFee).toBe(
        true,
      );
    }
  });

  it('has youX quotes and market prices on some cars', () => {
    expect(count(vehicles, (v) => (v.youxWeeklyRepayment ?? 0) > 0)).toBeGreaterThan(0);
    expect(count(vehicles, (v) => (v.autograbAverageMarketPrice ?? 0) > 0)).toBeGreaterThan(0);
  });
});
