import { describe, expect, it } from 'vitest';
import { siteMetaDescription } from './site-description';

describe('siteMetaDescription', () => {
  it("names the site and what it sells, in the site's own noun", () => {
    expect(siteMetaDescription('Harbourside Toyota', 'Cars')).toBe(
      'Harbourside Toyota: new, used and demo cars for sale, special offers, servicing and test drives. Search our stock online or visit us.',
    );
    expect(siteMetaDescription('Outback Caravans', 'Caravans')).toContain('demo caravans for sale');
  });
});
