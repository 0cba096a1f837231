import { describe, expect, it } from 'vitest';
import { offerJsonLd, offerMetaDescription } from './offer-json-ld';

const input = {
  name: 'Low rate </script><script>alert(1)</script>',
  description: 'Finance from 5.99%',
  path: '/offers/kia/7',
  imageUrl: '/media/offer.svg',
  category: 'Finance offer',
  expiry: '2025-09-30',
  sellerName: 'Alpha Motors',
};

describe('offerJsonLd', () => {
  it('is a schema.org Offer with absolute URLs and the expiry as validThrough', () => {
    expect(JSON.parse(offerJsonLd(input, 'https://alpha.example/'))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: input.name,
      description: 'Finance from 5.99%',
      url: 'https://alpha.example/offers/kia/7',
      image: 'https://alpha.example/media/offer.svg',
      category: 'Finance offer',
      validThrough: '2025-09-30',
      seller: { '@type': 'AutoDealer', name: 'Alpha Motors', url: 'https://alpha.example/' },
    });
  });

  it('escapes < so no value can close the script element', () => {
    expect(offerJsonLd(input, 'https://alpha.example')).not.toContain('<');
  });

  it('leaves out what the offer does not have', () => {
    const json = JSON.parse(
      offerJsonLd(
        { ...input, description: '', imageUrl: null, category: null, expiry: null },
        'https://a.example',
      ),
    ) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['@context', '@type', 'name', 'url', 'seller']);
  });
});

describe('offerMetaDescription', () => {
  it('keeps short texts whole and cuts long ones at a word, under 160 characters', () => {
    expect(offerMetaDescription('Drive away today.')).toBe('Drive away today.');
    const long = `${'word '.repeat(40)}end`;
    const cut = offerMetaDescription(long);
    expect(cut.endsWith('word…')).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(160);
  });
});
