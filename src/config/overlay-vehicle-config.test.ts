import { describe, expect, it } from 'vitest';
import { SiteConfigError } from './errors';
import { overlayVehicleConfig, resolveSiteConfig } from './resolve';

const resolveSite = (site?: unknown) =>
  resolveSiteConfig({ siteSlug: 'test-site', groupSlug: null, layers: { site } });

describe('overlayVehicleConfig', () => {
  it("labels the caravan test-drive action 'Book Inspection' by default", () => {
    const config = overlayVehicleConfig(resolveSite(), { make: 'Jayco', itemType: 'caravan' });
    expect(config.vehicle.actions.testDrive).toEqual({ label: 'Book Inspection', hidden: false });
    expect(config.vehicle.actions.finance.label).toBe('Get Finance');
  });

  it('leaves the site config itself untouched', () => {
    const site = resolveSite();
    overlayVehicleConfig(site, { itemType: 'caravan' });
    expect(site.vehicle.actions.testDrive.label).toBeNull();
  });

  it('returns the site config unchanged for a car with no overrides', () => {
    const site = resolveSite();
    expect(overlayVehicleConfig(site, { make: 'Mazda', itemType: 'car' })).toBe(site);
    expect(overlayVehicleConfig(site, {})).toBe(site);
  });

  it('applies the brand override, matching the make case-insensitively', () => {
    const site = resolveSite({
      brandOverrides: {
        Toyota: {
          finance: {
            interestRange: { min: 4, max: 20 },
            brandFeeSchedule: {
              establishment: 395,
              securityRegistration: 6,
              monthlyAccountAdmin: 8,
              dealerAgencyFee: 912.25,
            },
          },
        },
      },
    });
    const config = overlayVehicleConfig(site, { make: 'TOYOTA', itemType: 'car' });
    expect(config.finance.interestRange).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(config.finance.brandFeeSchedule?.dealerAgencyFee).toBe(912.25);
    expect(overlayVehicleConfig(site, { make: 'Mazda' }).finance.interestRange.min).toBe(0.5);
  });

  it('applies the item-type override after the brand override', () => {
    const site = resolveSite({
      brandOverrides: { Jayco: { cards: { noPriceText: 'Call us' } } },
      itemTypeOverrides: { caravan: { cards: { noPriceText: 'Ask about this van' }, map: { zoom: 12 } } },
    });
    const config = overlayVehicleConfig(site, { make: 'Jayco', itemType: 'caravan' });
    expect(config.cards.noPriceText).toBe('Ask about this van');
    expect(config.map.zoom).toBe(12);
  });

  it("takes a site's own item-type labels, keeping the caravan default unless replaced", () => {
    const site = resolveSite({
      vehicle: {
        actionLabelsByItemType: {
          caravan: { enquire: 'Ask a Question' },
          motorcycle: { testDrive: 'Book a Ride' },
        },
      },
    });
    const caravan = overlayVehicleConfig(site, { itemType: 'caravan' });
    expect(caravan.vehicle.actions.testDrive.label).toBe('Book Inspection');
    expect(caravan.vehicle.actions.enquire.label).toBe('Ask a Question');
    expect(overlayVehicleConfig(site, { itemType: 'motorcycle' }).vehicle.actions.testDrive.label).toBe(
      'Book a Ride',
    );
  });

  it('lets a site drop the caravan wording with null', () => {
    const site = resolveSite({ vehicle: { actionLabelsByItemType: { caravan: null } } });
    expect(overlayVehicleConfig(site, { itemType: 'caravan' }).vehicle.actions.testDrive.label).toBeNull();
  });

  it('ignores inherited keys such as "constructor"', () => {
    const site = resolveSite();
    expect(overlayVehicleConfig(site, { make: 'constructor', itemType: 'toString' })).toBe(site);
  });

  it('names the site and car when an overlay makes the config invalid', () => {
    const site = resolveSite({ brandOverrides: { Toyota: { finance: { interestRange: { min: 30 } } } } });
    expect(() => overlayVehicleConfig(site, { make: 'Toyota', itemType: 'car' })).toThrow(SiteConfigError);
    expect(() => overlayVehicleConfig(site, { make: 'Toyota', itemType: 'car' })).toThrow(
      'site test-site (vehicle Toyota/car): finance.interestRange.max: min must not exceed max',
    );
  });
});
