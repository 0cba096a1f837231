import { describe, expect, it } from 'vitest';
import {
  itemIdOf,
  itemSection,
  sectionItem,
  settingsSectionKey,
  settingsSectionOf,
  settingsSectionPath,
} from './sections';

describe('settings sections', () => {
  it('keys and paths each section, and reads a key back', () => {
    const location = { kind: 'location', locationId: 42 } as const;
    expect(settingsSectionKey(location)).toBe('location:42');
    expect(settingsSectionPath(location)).toBe('/console/settings/locations/42');
    expect(settingsSectionPath({ kind: 'branding' })).toBe('/console/settings/branding');
    expect(settingsSectionOf('location:42')).toEqual(location);
    expect(settingsSectionOf('contact')).toEqual({ kind: 'contact' });
  });

  it('keys and paths pages, offers and promotions, existing and new', () => {
    expect(settingsSectionKey({ kind: 'page', pageId: 12 })).toBe('page:12');
    expect(settingsSectionKey({ kind: 'page', pageId: 'new' })).toBe('page:new');
    expect(settingsSectionKey({ kind: 'offer', offerId: 7 })).toBe('offer:7');
    expect(settingsSectionKey({ kind: 'promotion', promotionId: 'new' })).toBe('promotion:new');
    expect(settingsSectionPath({ kind: 'page', pageId: 12 })).toBe('/console/settings/pages/12');
    expect(settingsSectionPath({ kind: 'offer', offerId: 'new' })).toBe('/console/settings/offers/new');
    expect(settingsSectionPath({ kind: 'promotion', promotionId: 3 })).toBe('/console/settings/promotions/3');
    expect(settingsSectionOf('page:12')).toEqual({ kind: 'page', pageId: 12 });
    expect(settingsSectionOf('offer:new')).toEqual({ kind: 'offer', offerId: 'new' });
    expect(settingsSectionOf('promotion:9')).toEqual({ kind: 'promotion', promotionId: 9 });
  });

  it('names the item a section edits, and none for the site-wide sections', () => {
    expect(sectionItem({ kind: 'offer', offerId: 7 })).toEqual({ kind: 'offer', id: 7 });
    expect(sectionItem({ kind: 'location', locationId: 7 })).toBeNull();
    expect(sectionItem({ kind: 'branding' })).toBeNull();
    expect(itemSection('promotion', 'new')).toEqual({ kind: 'promotion', promotionId: 'new' });
  });

  it('reads an item id from a console path segment', () => {
    expect(itemIdOf('new')).toBe('new');
    expect(itemIdOf('12')).toBe(12);
    for (const segment of ['0', '-1', '1e3', 'New', '99999999999', '']) expect(itemIdOf(segment)).toBeNull();
  });

  it.each([
    'location:0',
    'location:-1',
    'location:99999999999',
    'location:',
    'location:new',
    'pages',
    'page:0',
    'page:NEW',
    'offer:1.5',
    'promotion:',
    'Branding',
  ])('reads no section from %s', (key) => expect(settingsSectionOf(key)).toBeNull());
});
