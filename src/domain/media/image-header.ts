/**
 * What an image's own header declares, read from its first bytes without decoding a pixel (decision 077,
 * point 9): a public upload is refused here when it cannot be a photo, or declares a size no decoder should
 * be asked to unpack. Only JPEG, PNG and WebP are recognised; anything else (HEIC, SVG, PDF, TIFF, GIF…) is
 * null, so no other decoder ever sees a buyer's bytes.
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export type ImageHeader = {
  format: ImageFormat;
  width: number;
  height: number;
  /** A progressive JPEG or an interlaced PNG: decoded whole before it can be shrunk, so far dearer to read. */
  isProgressive: boolean;
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** SOF markers C0…CF but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const NOT_FRAME_MARKERS = new Set([0xc4, 0xc8, 0xcc]);
const PROGRESSIVE_FRAME_MARKERS = new Set([0xc2, 0xc6, 0xca, 0xce]);

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

function header(format: ImageFormat, width: number, height: number, isProgressive = false) {
  return width > 0 && height > 0 ? { format, width, height, isProgressive } : null;
}

function readPng(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 29 || !ascii(bytes, 12, 'IHDR')) return null;
  const data = view(bytes);
  return header('png', data.getUint32(16), data.getUint32(20), bytes[28] === 1);
}

/** Walks the marker segments to the first frame header (SOFn), which holds the size; a scan before it is not a JPEG. */
function readJpeg(bytes: Uint8Array): ImageHeader | null {
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) at += 1;
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) at += 2;
    else if (marker === 0xd9 || marker === 0xda) return null;
    else if (marker >= 0xc0 && marker <= 0xcf && !NOT_FRAME_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return null;
      const progressive = PROGRESSIVE_FRAME_MARKERS.has(marker);
      return header('jpeg', data.getUint16(at + 7), data.getUint16(at + 5), progressive);
    } else {
      const length = data.getUint16(at + 2);
      if (length < 2) return null;
      at += 2 + length;
    }
  }
  return null;
}

/** The first chunk says the kind of WebP: lossy (VP8), lossless (VP8L) or extended (VP8X, its canvas size). */
function readWebp(bytes: Uint8Array): ImageHeader | null {
  if (bytes.length < 30) return null;
  const data = view(bytes);
  if (ascii(bytes, 12, 'VP8 ')) {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return header('webp', data.getUint16(26, true) & 0x3fff, data.getUint16(28, true) & 0x3fff);
  }
  if (ascii(bytes, 12, 'VP8L')) {
    if (bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return header('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (ascii(bytes, 12, 'VP8X')) {
    const uint24 = (at: number) => data.getUint16(at, true) + (bytes[at + 2]! << 16);
    return header('webp', uint24(24) + 1, uint24(27) + 1);
  }
  return null;
}

export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  if (PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return readPng(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return readJpeg(bytes);
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return readWebp(bytes);
  return null;
}
