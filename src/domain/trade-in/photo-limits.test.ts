import { describe, expect, it } from 'vitest';
import type { ImageHeader } from '@/domain/media/image-header';
import { tradeInPhotoRefusal } from './photo-limits';

const photo = (width: number, height: number, isProgressive = false): ImageHeader => ({
  format: 'jpeg',
  width,
  height,
  isProgressive,
});

describe('tradeInPhotoRefusal', () => {
  it("takes a 50-megapixel phone's photo either way round, and refuses a pixel more a side", () => {
    expect([photo(8_160, 6_120), photo(6_120, 8_160), photo(8_192, 6_144)].map(tradeInPhotoRefusal)).toEqual([
      null,
      null,
      null,
    ]);
    expect([photo(8_193, 100), photo(100, 8_193), photo(7_000, 7_000)].map(tradeInPhotoRefusal)).toEqual([
      'too-large',
      'too-large',
      'too-large',
    ]);
  });

  it("keeps a progressive or interlaced picture to a 12-megapixel phone's size", () => {
    expect(tradeInPhotoRefusal(photo(4_032, 3_024, true))).toBeNull();
    expect(tradeInPhotoRefusal(photo(3_072, 4_096, true))).toBeNull();
    expect(tradeInPhotoRefusal(photo(4_097, 3_000, true))).toBe('too-large-progressive');
    expect(tradeInPhotoRefusal(photo(5_000, 4_000, false))).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WebP header', () => {
    expect(tradeInPhotoRefusal(null)).toBe('not-an-image');
  });
});
