import { describe, expect, it } from 'vitest';
import {
  cardButtonHref,
  checkoutHref,
  financeApplicationHref,
  quickEnquiryHref,
  requestPhotosHref,
  testDriveHref,
  tradeInHref,
  vehicleHref,
} from './action-links';

const car = { id: 42, slug: '2021-mazda-cx-5-maxx' };
const options = {
  similarHref: '/search/new-used-and-demo-cars/mazda/cx-5',
  checkoutRouteStyle: 'checkout' as const,
};

describe('C-51 and C-58 card links', () => {
  it('the car page is /cars/{slug}, encoded', () => {
    expect(vehicleHref(car.slug)).toBe('/cars/2021-mazda-cx-5-maxx');
    expect(vehicleHref('a b/c')).toBe('/cars/a%20b%2Fc');
  });

  it("'Quick Enquiry' opens the car page's enquiry section", () => {
    expect(quickEnquiryHref(car.slug)).toBe('/cars/2021-mazda-cx-5-maxx?enquire=1#enquire');
  });

  it("B-43 'Book a Test Drive' goes to /book-test-drive with the car id", () => {
    expect(testDriveHref(42)).toBe('/book-test-drive?car=42');
  });

  it('B-11/B-12 checkoutHref: /checkout, or /buy-online on buy-online sites', () => {
    expect(checkoutHref(car.slug, 'checkout')).toBe('/cars/2021-mazda-cx-5-maxx/checkout');
    expect(checkoutHref(car.slug, 'buyOnline')).toBe('/cars/2021-mazda-cx-5-maxx/buy-online');
  });

  it('maps every button key to its target', () => {
    expect(cardButtonHref('explore', car, options)).toBe('/cars/2021-mazda-cx-5-maxx');
    expect(cardButtonHref('viewDetails', car, options)).toBe('/cars/2021-mazda-cx-5-maxx');
    expect(cardButtonHref('quickEnquiry', car, options)).toBe('/cars/2021-mazda-cx-5-maxx?enquire=1#enquire');
    expect(cardButtonHref('testDrive', car, options)).toBe('/book-test-drive?car=42');
    expect(cardButtonHref('reserve', car, options)).toBe('/cars/2021-mazda-cx-5-maxx/checkout');
    expect(cardButtonHref('reserve', car, { ...options, checkoutRouteStyle: 'buyOnline' })).toBe(
      '/cars/2021-mazda-cx-5-maxx/buy-online',
    );
    expect(cardButtonHref('findSimilar', car, options)).toBe('/search/new-used-and-demo-cars/mazda/cx-5');
  });
});

describe('vehicle page action links', () => {
  it('D-103 Request Photos without script: the car page with its form open', () => {
    expect(requestPhotosHref(car.slug)).toBe('/cars/2021-mazda-cx-5-maxx?request_photos=1#request-photos');
  });

  it('B-14 tradeInHref carries the numeric id', () => {
    expect(tradeInHref(42)).toBe('/cars/trade-in?car_id=42');
  });

  it('B-22 financeApplicationHref: dealership, price, id and car type, then #finance-form', () => {
    const financed = { id: 42, dealershipSlug: 'summit-mazda', price: 32990, carType: 'used' };
    expect(financeApplicationHref(financed)).toBe(
      '/apply-for-finance?preferredDealership=summit-mazda&vehiclePriceBudget=32990&car_id=42&car_type=used#finance-form',
    );
    expect(financeApplicationHref({ ...financed, price: 32990.6, dealershipSlug: 'summit mazda & co' })).toBe(
      '/apply-for-finance?preferredDealership=summit+mazda+%26+co&vehiclePriceBudget=32991&car_id=42&car_type=used#finance-form',
    );
  });

  it('B-22 leaves out empty values and a placeholder price', () => {
    expect(financeApplicationHref({ id: 7, dealershipSlug: '', price: 0, carType: '' })).toBe(
      '/apply-for-finance?car_id=7#finance-form',
    );
    expect(financeApplicationHref({ id: 7, dealershipSlug: 'bay-auto', price: 10, carType: 'new' })).toBe(
      '/apply-for-finance?preferredDealership=bay-auto&car_id=7&car_type=new#finance-form',
    );
  });
});
