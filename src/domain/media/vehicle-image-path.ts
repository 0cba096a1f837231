import { z } from 'zod';
import { parseVehicleView, VEHICLE_BODIES } from './vehicle-body';
import type { VehicleSvgInput } from './vehicle-svg';

/**
 * The parts of a generated demo photo's URL, /media/vehicle/{body}/{rrggbb}/{view}.svg (or .jpg, the same
 * picture as a JPEG). One schema for the media route and for the PDF, which draws the same picture without
 * fetching its own URL.
 */
export const vehicleImageParamsSchema = z.object({
  body: z.enum(VEHICLE_BODIES),
  colour: z.string().regex(/^[0-9a-fA-F]{6}$/),
  view: z
    .string()
    .max(24)
    .transform(
      (value, ctx) =>
        parseVehicleView(value) ?? (ctx.addIssue({ code: 'custom', message: 'unknown view' }), z.NEVER),
    ),
});

const VEHICLE_IMAGE_PATH = /^\/media\/vehicle\/([^/]+)\/([^/]+)\/([^/]+)$/;

/** The picture a /media/vehicle/… path draws; null for any other path or a path its route would 404. */
export function parseVehicleImagePath(pathname: string): VehicleSvgInput | null {
  const match = VEHICLE_IMAGE_PATH.exec(pathname);
  if (!match) return null;
  const parsed = vehicleImageParamsSchema.safeParse({ body: match[1], colour: match[2], view: match[3] });
  return parsed.success ? parsed.data : null;
}

/** The format a /media/vehicle/… view segment asks for: a JPEG for '.jpg', else the SVG. */
export function vehicleImageFormat(view: string): 'svg' | 'jpeg' {
  return view.endsWith('.jpg') ? 'jpeg' : 'svg';
}

/**
 * A picture for link previews (og:image, twitter:image), which must be PNG or JPEG: a generated vehicle SVG
 * becomes its .jpg twin; another SVG has no raster form and is left out (null); anything else is kept.
 */
export function shareImageUrl(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0]!;
  if (!path.endsWith('.svg')) return url;
  return /\/media\/vehicle\/[^/]+\/[^/]+\/[^/]+\.svg$/.test(path) ? `${path.slice(0, -4)}.jpg` : null;
}
