import { describe, expect, it } from 'vitest';
import { cardButtons, isSaveControlVisible, type CardActionConfig, type CardCar } from './card-actions';

const car: CardCar = { status: 'in_stock', sold: false, reserved: false, price: 30000, imageCount: 5 };
const action = { label: null, hidden: false };
const config: CardActionConfig = {
  checkoutMinPrice: 200,
  checkoutRouteStyle: 'checkout',
  actions: { enquire: action, testDrive: action, reserve: action },
};
const labels = (c: Partial<CardCar> = {}, cfg: Partial<CardActionConfig> = {}) =>
  cardButtons({ ...car, ...c }, { ...config, ...cfg }).map((button) => button.label);

describe('C-58 card buttons', () => {
  it('in stock: Explore Vehicle, Quick Enquiry, Book a Test Drive, plus Reserve Now when checkout is enabled', () => {
    expect(labels()).toEqual(['Explore Vehicle', 'Quick Enquiry', 'Book a Test Drive', 'Reserve Now']);
  });

  it('no Reserve Now when checkout is not enabled (price 200, D-55)', () => {
    expect(labels({ price: 200 })).toEqual(['Explore Vehicle', 'Quick Enquiry', 'Book a Test Drive']);
  });

  it('not in stock (sold, reserved, other statuses): Find Me Something Similar only', () => {
    for (const patch of [{ status: 'sold' }, { sold: true }, { reserved: true }, { status: 'withdrawn' }]) {
      expect(labels(patch)).toEqual(['Find Me Something Similar']);
    }
  });

  it("reads 'Buy Online' on buy-online sites (D-56) and keeps a site's own labels (A-12)", () => {
    expect(labels({}, { checkoutRouteStyle: 'buyOnline' })).toContain('Buy Online');
    const caravan = { ...config.actions, testDrive: { label: 'Book Inspection', hidden: false } };
    expect(labels({}, { actions: caravan })).toContain('Book Inspection');
  });

  it('leaves out actions the site hides', () => {
    const hidden = {
      enquire: { label: null, hidden: true },
      testDrive: action,
      reserve: { label: null, hidden: true },
    };
    expect(labels({}, { actions: hidden })).toEqual(['Explore Vehicle', 'Book a Test Drive']);
  });
});

describe('D-52/X-14 save controls: hidden when not in stock, unless already saved', () => {
  const cfg = { hideSaveControlsWithoutPriceOrImages: false };

  it('shows for in-stock cars and hides for the others', () => {
    expect(isSaveControlVisible(car, false, cfg)).toBe(true);
    expect(isSaveControlVisible({ ...car, status: 'sold' }, false, cfg)).toBe(false);
    expect(isSaveControlVisible({ ...car, reserved: true }, false, cfg)).toBe(false);
  });

  it('always shows for a car already saved, so it can be removed', () => {
    expect(isSaveControlVisible({ ...car, status: 'sold' }, true, cfg)).toBe(true);
    expect(
      isSaveControlVisible({ ...car, price: 0 }, true, { hideSaveControlsWithoutPriceOrImages: true }),
    ).toBe(true);
  });
});

describe('D-53 the variant also hides them when the price is ≤ 0 or there are no images', () => {
  const cfg = { hideSaveControlsWithoutPriceOrImages: true };

  it('hides for price 0 or no images, only in that variant', () => {
    expect(isSaveControlVisible({ ...car, price: 0 }, false, cfg)).toBe(false);
    expect(isSaveControlVisible({ ...car, imageCount: 0 }, false, cfg)).toBe(false);
    expect(isSaveControlVisible(car, false, cfg)).toBe(true);
    expect(
      isSaveControlVisible({ ...car, price: 0 }, false, { hideSaveControlsWithoutPriceOrImages: false }),
    ).toBe(true);
  });
});
