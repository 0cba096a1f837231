import { describe, expect, it } from 'vitest';
import { isAllowedPhotoFormat, isPhotoSizeAllowed, isRefusedPhotoType } from './photo-rules';

describe('allowed photo types (by the bytes sharp reads)', () => {
  it('takes JPEG, PNG and WebP only', () => {
    expect(['jpeg', 'png', 'webp'].map(isAllowedPhotoFormat)).toEqual([true, true, true]);
    expect(['gif', 'svg', 'heif', 'tiff', undefined].map(isAllowedPhotoFormat)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses in the browser a type it names and we do not take, and leaves an unnamed one to the server', () => {
    expect(['image/jpeg', 'image/png', 'image/webp', ''].map(isRefusedPhotoType)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(['image/gif', 'text/plain', 'image/heic'].map(isRefusedPhotoType)).toEqual([true, true, true]);
  });
});

describe('photo limits', () => {
  it('takes at most 12,000 px a side', () => {
    expect(isPhotoSizeAllowed(12_000, 12_000)).toBe(true);
    expect(isPhotoSizeAllowed(12_001, 10)).toBe(false);
    expect(isPhotoSizeAllowed(10, 12_001)).toBe(false);
    expect(isPhotoSizeAllowed(0, 10)).toBe(false);
  });
});
