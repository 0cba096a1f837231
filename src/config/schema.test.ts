import { describe, expect, it } from 'vitest';
import { configOverrideSchema, siteConfigLayerSchema, siteConfigSchema } from './schema';

describe('siteConfigLayerSchema', () => {
  it('accepts an empty layer and any partial subset', () => {
    expect(siteConfigLayerSchema.safeParse({}).success).toBe(true);
    expect(
      siteConfigLayerSchema.safeParse({ search: { stockFilter: { hiddenStockNumbers: ['A1'] } } }).success,
    ).toBe(true);
  });

  it('accepts null only where the option is nullable, or on a map entry', () => {
    expect(siteConfigLayerSchema.safeParse({ promo: { popup: null } }).success).toBe(true);
    expect(siteConfigLayerSchema.safeParse({ copy: { 'footer.title': null } }).success).toBe(true);
    expect(siteConfigLayerSchema.safeParse({ map: { zoom: null } }).success).toBe(false);
  });

  it('requires arrays whole and valid', () => {
    expect(siteConfigLayerSchema.safeParse({ search: { sortOptions: [{ label: 'Latest' }] } }).success).toBe(
      false,
    );
  });

  it('accepts a navigation item that is the models menu (K-24), and no other menu', () => {
    const item = (menu: string) => ({ navigation: [{ label: 'Models', href: '/models', menu }] });
    expect(siteConfigLayerSchema.safeParse(item('models')).success).toBe(true);
    expect(siteConfigLayerSchema.safeParse(item('brands')).success).toBe(false);
  });

  it('rejects nested brand overrides inside a brand override', () => {
    expect(configOverrideSchema.safeParse({ brandOverrides: {} }).success).toBe(false);
  });

  it('accepts the seeded promo window shape and rejects an end before its start', () => {
    const window = {
      id: 'eofy',
      start: '2025-08-21T08:30:00+10:00',
      end: '2025-09-30T17:30:00+10:00',
      target: 'popup',
    };
    expect(siteConfigLayerSchema.safeParse({ promo: { windows: [window] } }).success).toBe(true);
    const reversed = { ...window, start: window.end, end: window.start };
    expect(siteConfigLayerSchema.safeParse({ promo: { windows: [reversed] } }).success).toBe(false);
  });
});

describe('siteConfigSchema', () => {
  it('requires siteSlug and fills every other option from its default', () => {
    expect(siteConfigSchema.safeParse({}).success).toBe(false);
    const config = siteConfigSchema.parse({ siteSlug: 'test-site' });
    expect(config.groupId).toBeNull();
    expect(config.forms.optInDefault).toBe(false);
  });

  it('rejects an unknown top-level key', () => {
    expect(siteConfigSchema.safeParse({ siteSlug: 'test-site', colour: '#ffffff' }).success).toBe(false);
  });

  it('rejects a timezone that is not IANA', () => {
    expect(siteConfigSchema.safeParse({ siteSlug: 'test-site', timezone: 'Brisbane' }).success).toBe(false);
  });
});
