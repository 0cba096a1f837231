import { describe, expect, it } from 'vitest';
import { icoFromPngs } from './ico';

describe('icoFromPngs', () => {
  it('writes the header, one directory entry per picture and the PNGs in order', () => {
    const small = Uint8Array.from([0x89, 0x50, 0x4e, 0x47]);
    const large = Uint8Array.from([1, 2, 3]);
    const ico = icoFromPngs([
      { size: 16, png: small },
      { size: 256, png: large },
    ]);
    expect([...ico]).toEqual([
      // header: reserved, type 1 (icon), 2 pictures
      0, 0, 1, 0, 2, 0,
      // 16×16, no palette, reserved, 1 plane, 32 bpp, 4 bytes at offset 38
      16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 38, 0, 0, 0,
      // 256×256 written as 0, 3 bytes at offset 42
      0, 0, 0, 0, 1, 0, 32, 0, 3, 0, 0, 0, 42, 0, 0, 0,
      // the PNGs, as they are
      0x89, 0x50, 0x4e, 0x47, 1, 2, 3,
    ]);
  });

  it('refuses sizes the format cannot hold', () => {
    expect(() => icoFromPngs([{ size: 300, png: new Uint8Array(1) }])).toThrow(RangeError);
    expect(() => icoFromPngs([{ size: 0, png: new Uint8Array(1) }])).toThrow(RangeError);
  });
});
