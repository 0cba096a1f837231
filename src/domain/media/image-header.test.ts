import { describe, expect, it } from 'vitest';
import { readImageHeader } from './image-header';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => [value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number, interlace = 0) =>
  bytes(PNG_SIGNATURE, u32(13), 'IHDR', u32(width), u32(height), [8, 6, 0, 0, interlace], u32(0));

/** SOI, an APP1 segment (EXIF's place, skipped by its length), then the frame header `marker`. */
const jpeg = (marker: number, width: number, height: number) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe1],
    u16(6),
    'Exif',
    [0xff, marker],
    u16(17),
    [8],
    u16(height),
    u16(width),
    [3],
  );

describe('readImageHeader', () => {
  it('reads a PNG size and interlacing from IHDR, past 32-bit sizes no JPEG can hold', () => {
    expect(readImageHeader(png(100_000, 100_000))).toEqual({
      format: 'png',
      width: 100_000,
      height: 100_000,
      isProgressive: false,
    });
    expect(readImageHeader(png(4032, 3024, 1))).toEqual({
      format: 'png',
      width: 4032,
      height: 3024,
      isProgressive: true,
    });
  });

  it('reads a JPEG size from its first frame header, past the segments before it', () => {
    expect(readImageHeader(jpeg(0xc0, 65_535, 65_535))).toEqual({
      format: 'jpeg',
      width: 65_535,
      height: 65_535,
      isProgressive: false,
    });
    expect(readImageHeader(jpeg(0xc2, 4032, 3024))).toEqual({
      format: 'jpeg',
      width: 4032,
      height: 3024,
      isProgressive: true,
    });
  });

  it('does not take a Huffman table (C4) for a frame header', () => {
    expect(readImageHeader(jpeg(0xc4, 4032, 3024))).toBeNull();
  });

  it('reads the three kinds of WebP', () => {
    const riff = (chunk: string, body: number[]) => bytes('RIFF', u32(0), 'WEBP', chunk, u32(0), body);
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x2d, 0x01, 0xcb, 0x00]);
    // VP8L: signature 0x2f, then 14 bits of width - 1 and 14 of height - 1, little-endian: 300 × 200.
    const bits = 299 | (199 << 14);
    const lossless = riff('VP8L', [
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      bits >>> 24,
      0,
      0,
      0,
      0,
      0,
    ]);
    const extended = riff('VP8X', [0x10, 0, 0, 0, 0x30, 0x01, 0x00, 0xce, 0x00, 0x00]);
    expect([lossy, lossless, extended].map(readImageHeader)).toEqual([
      { format: 'webp', width: 301, height: 203, isProgressive: false },
      { format: 'webp', width: 300, height: 200, isProgressive: false },
      { format: 'webp', width: 305, height: 207, isProgressive: false },
    ]);
  });

  it('recognises nothing else: HEIC, SVG, PDF, GIF, text, a truncated or zero-sized header', () => {
    const heic = bytes(u32(24), 'ftypheic', u32(0), 'mif1heic');
    const others = [
      heic,
      bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
      bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
      bytes('GIF89a', [1, 0, 1, 0]),
      bytes('not a photo at all, just car.jpg text\n'),
      png(100, 100).slice(0, 20),
      png(0, 100),
      jpeg(0xc0, 0, 100),
      bytes([0xff, 0xd8, 0xff, 0xda]),
      new Uint8Array(0),
    ];
    expect(others.map(readImageHeader)).toEqual(others.map(() => null));
  });
});
