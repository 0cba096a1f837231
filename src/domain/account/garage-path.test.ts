import { describe, expect, it } from 'vitest';
import { garageAliasTarget } from './garage-path';

describe('garageAliasTarget (B-45)', () => {
  it('leads a brand variant and the pages under it to /my-garage', () => {
    expect(garageAliasTarget('/mymotorama', '/mymotorama')).toBe('/my-garage');
    expect(garageAliasTarget('/mymotorama/watchlist', '/mymotorama')).toBe('/my-garage/watchlist');
  });

  it('is null for other paths and for a site without a variant', () => {
    expect(garageAliasTarget('/mymotoramax', '/mymotorama')).toBeNull();
    expect(garageAliasTarget('/my-garage', '/my-garage')).toBeNull();
    expect(garageAliasTarget('/mymotorama', '/my-garage')).toBeNull();
  });
});
