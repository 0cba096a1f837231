import { describe, expect, it } from 'vitest';
import { isModelSlug, priceRangeText, stockCountText } from './model-page';

describe('priceRangeText', () => {
  it("says 'From $x to $y' over the cars' prices in our money format", () => {
    expect(priceRangeText([41_500, 24_990, 32_000])).toBe('From $24,990 to $41,500');
  });

  it("says only 'From $x' when every car has the same price", () => {
    expect(priceRangeText([29_990, 29_990])).toBe('From $29,990');
    expect(priceRangeText([29_990])).toBe('From $29,990');
  });

  it('leaves out placeholder prices of $10 or less (they are shown as the no-price text)', () => {
    expect(priceRangeText([0, 1, 10, 18_000, 21_000])).toBe('From $18,000 to $21,000');
  });

  it('is null when no car has a real price, or there are no cars', () => {
    expect(priceRangeText([0, 10])).toBeNull();
    expect(priceRangeText([])).toBeNull();
  });

  it('compares the prices as shown, so cents that round to the same dollar give one price', () => {
    expect(priceRangeText([19_999.6, 20_000.4])).toBe('From $20,000');
  });
});

describe('stockCountText', () => {
  it('counts the cars, with thousands separators, or says there are none', () => {
    expect(stockCountText(0)).toBe('None in stock right now');
    expect(stockCountText(1)).toBe('1 in stock');
    expect(stockCountText(1_204)).toBe('1,204 in stock');
  });
});

describe('isModelSlug', () => {
  it('accepts the slugs models are stored with', () => {
    for (const slug of ['corolla', 'cx-5', 'mercedes-benz-a-class', 'i30_n', 'model.3', 'škoda-octavia'])
      expect(isModelSlug(slug)).toBe(true);
  });

  it('rejects what no model slug looks like, so a malformed URL is a 404 before any query', () => {
    for (const slug of ['', '-corolla', 'a/b', 'a b', 'nul\u0000', '%E0%A4%A', 'x'.repeat(101)])
      expect(isModelSlug(slug)).toBe(false);
  });
});
