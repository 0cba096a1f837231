/** One picture of an .ico file: a square PNG and its edge in pixels (1–256). */
export type IcoImage = { size: number; png: Uint8Array };

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * An .ico file holding PNG pictures (the format has allowed PNG data since Windows Vista, and every current
 * browser reads it): a 6-byte header, a 16-byte directory entry per picture, then the PNGs as they are.
 * All numbers are little-endian; a size of 256 is written as 0, as the format says.
 */
export function icoFromPngs(images: readonly IcoImage[]): Uint8Array<ArrayBuffer> {
  const dataStart = HEADER_BYTES + ENTRY_BYTES * images.length;
  const total = images.reduce((sum, image) => sum + image.png.length, dataStart);
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, 0, true); // reserved
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  let offset = dataStart;
  images.forEach((image, i) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256)
      throw new RangeError(`An .ico picture is 1 to 256 pixels, not ${image.size}`);
    const entry = HEADER_BYTES + ENTRY_BYTES * i;
    view.setUint8(entry, image.size % 256); // width
    view.setUint8(entry + 1, image.size % 256); // height
    view.setUint8(entry + 2, 0); // palette colours: none
    view.setUint8(entry + 3, 0); // reserved
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.length, true);
    view.setUint32(entry + 12, offset, true);
    bytes.set(image.png, offset);
    offset += image.png.length;
  });
  return bytes;
}
