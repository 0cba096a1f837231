import 'server-only';
import sharp from 'sharp';
import { renderVehicleSvg, type VehicleSvgInput } from '@/domain/media/vehicle-svg';

/**
 * A generated vehicle picture as a JPEG of `size`, for consumers that take no SVG: the PDF (D-89) and link
 * previews (og:image). Drawn by the media route's own renderer on a white background, never fetched.
 */
export function renderVehicleJpeg(
  picture: VehicleSvgInput,
  size: { width: number; height: number },
): Promise<Buffer> {
  return sharp(Buffer.from(renderVehicleSvg(picture)))
    .resize({ ...size, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}
