import { describe, expect, it } from 'vitest';
import { captureError } from './config-error-test-fixture';
import { resolveSiteConfig } from './resolve';

const resolveWith = (layers: Parameters<typeof resolveSiteConfig>[0]['layers']) =>
  captureError(() => resolveSiteConfig({ siteSlug: 'harbourside', groupSlug: 'test-group', layers }));

describe('SiteConfigError', () => {
  it('names the site and the field of a wrong type in the site layer', () => {
    const error = resolveWith({ site: { finance: { interestRange: { min: '7.5' } } } });
    expect(error.message).toBe('site harbourside: finance.interestRange.min: expected number');
    expect(error).toMatchObject({
      code: 'SITE_CONFIG_INVALID',
      siteSlug: 'harbourside',
      layer: 'site',
      path: 'finance.interestRange.min',
      issues: [{ path: 'finance.interestRange.min', message: 'expected number' }],
    });
    expect(error.name).toBe('SiteConfigError');
  });

  it('names the dealership for an error in the dealership layer', () => {
    const error = resolveWith({
      dealership: { finance: { interestRange: { min: '7.5' } } },
      dealershipSlug: 'harbourside-toyota',
    });
    expect(error.message).toBe(
      'site harbourside (dealership harbourside-toyota): finance.interestRange.min: expected number',
    );
    expect(error.layer).toBe('dealership');
  });

  it('names the group for an error in the group layer', () => {
    const error = resolveWith({ group: { cards: { soldRetentionDays: 'three' } } });
    expect(error.message).toBe(
      'site harbourside (group test-group): cards.soldRetentionDays: expected number',
    );
  });

  it('rejects a misspelt key, naming it', () => {
    const error = resolveWith({ site: { finance: { intrestRange: { min: 1 } } } });
    expect(error.message).toBe('site harbourside: finance.intrestRange: Unrecognized key: "intrestRange"');
  });

  it('rejects a misspelt key inside a brand override', () => {
    const error = resolveWith({
      site: { brandOverrides: { Toyota: { finance: { establishmentFe: 395 } } } },
    });
    expect(error.path).toBe('brandOverrides.Toyota.finance.establishmentFe');
  });

  it('joins several issues with "; "', () => {
    const error = resolveWith({ site: { map: { zoom: 'near', type: 'street' } } });
    expect(error.issues).toHaveLength(2);
    expect(error.message).toBe(
      'site harbourside: map.zoom: expected number; map.type: ' + error.issues[1]?.message,
    );
    expect(error.issues[1]?.message).toContain('expected one of');
  });

  it('rejects a layer that is not an object', () => {
    expect(resolveWith({ site: 'yes' }).message).toBe('site harbourside: expected object');
  });

  it('requires a whole promo position member in a layer', () => {
    const error = resolveWith({ site: { promo: { cardPosition: { mode: 'random', min: 3 } } } });
    expect(error.message).toBe('site harbourside: promo.cardPosition.max: expected number');
  });

  it('checks the merged result: a range whose min passes the max', () => {
    const error = resolveWith({ site: { finance: { interestRange: { min: 20 } } } });
    expect(error.layer).toBe('effective');
    expect(error.message).toBe('site harbourside: finance.interestRange.max: min must not exceed max');
  });

  it('checks the merged result: a popup given only in part', () => {
    const error = resolveWith({ site: { promo: { popup: { title: 'Sale' } } } });
    expect(error.path).toBe('promo.popup.imageUrl');
  });

  it('requires a site key for a hosted captcha', () => {
    const error = resolveWith({ site: { forms: { captcha: { provider: 'turnstile' } } } });
    expect(error.message).toBe(
      'site harbourside: forms.captcha.siteKey: siteKey is required for a hosted captcha provider',
    );
  });

  it('rejects a theme colour that is not #rrggbb', () => {
    const error = resolveWith({ site: { theme: { colors: { primary: 'red' } } } });
    expect(error.message).toBe('site harbourside: theme.colors.primary: expected a #rrggbb colour');
  });
});
