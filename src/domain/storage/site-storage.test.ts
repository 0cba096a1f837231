import { describe, expect, it } from 'vitest';
import { parseStoredList, siteStorageKey } from './site-storage';
import { isPositiveInteger } from './stored-values';

describe('N-7 siteStorageKey: local-storage items are namespaced per site', () => {
  it('includes the site id', () => {
    expect(siteStorageKey(7, 'saved-cars')).toBe('forecourt:7:saved-cars');
    expect(siteStorageKey(8, 'compare-cars')).toBe('forecourt:8:compare-cars');
  });
});

describe('parseStoredList', () => {
  const ids = (raw: string | null) =>
    parseStoredList(
      raw,
      (value) => (isPositiveInteger(value) ? value : undefined),
      (id) => id,
    );

  it('reads a JSON list, dropping entries that do not parse and duplicates', () => {
    expect(ids('[3, "x", 1.5, 3, 4]')).toEqual([3, 4]);
  });

  it('reads a missing, malformed or non-list value as empty', () => {
    expect(ids(null)).toEqual([]);
    expect(ids('{not json')).toEqual([]);
    expect(ids('{"0": 1}')).toEqual([]);
  });
});

describe('N-7: the lead forms keep their items per site too', () => {
  it('names each lead item under the site', () => {
    expect(siteStorageKey(7, 'user-details')).toBe('forecourt:7:user-details');
    expect(siteStorageKey(7, 'success-category')).toBe('forecourt:7:success-category');
    expect(siteStorageKey(7, 'success-path')).toBe('forecourt:7:success-path');
    expect(siteStorageKey(9, 'visited-pages')).toBe('forecourt:9:visited-pages');
    expect(siteStorageKey(9, 'landing-params')).toBe('forecourt:9:landing-params');
  });
});
