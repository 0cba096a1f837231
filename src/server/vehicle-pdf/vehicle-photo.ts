import 'server-only';
import { parseVehicleImagePath } from '@/domain/media/vehicle-image-path';
import { normaliseHost } from '@/domain/tenancy/host';
import { renderVehicleJpeg } from '@/server/media/vehicle-jpeg';

/** The PDF's photo box: the demo photos are 3:2, and 600×400 keeps the file small yet sharp on A4. */
export const PDF_PHOTO_SIZE = { width: 600, height: 400 } as const;

export type VehiclePhoto = { ok: true; jpeg: Buffer } | { ok: false; reason: string };

/**
 * The path of `url` when it is one of ours: a site-relative path, or an absolute URL on one of `ownHosts`
 * (the site's hosts). Anything else is another party's picture, which the PDF never fetches (offline rule).
 */
function ownPath(url: string, ownHosts: readonly string[]): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return new URL(url, 'http://own.invalid').pathname;
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return null;
  }
  const host = normaliseHost(parsed.host);
  const ours = host !== null && ownHosts.some((own) => normaliseHost(own) === host);
  return ours && ['http:', 'https:'].includes(parsed.protocol) ? parsed.pathname : null;
}

/**
 * D-89: the car's photo as a 600×400 JPEG for the PDF (which embeds only PNG and JPEG). Our photos are the
 * generated SVGs of /media/vehicle/…: they are drawn here by the media route's own renderer and rasterised
 * with sharp, never fetched. Without a usable photo the reason is returned so the PDF goes out without one.
 */
export async function loadVehiclePhoto(
  url: string | null,
  ownHosts: readonly string[],
): Promise<VehiclePhoto> {
  if (!url) return { ok: false, reason: 'the car has no photos' };
  const path = ownPath(url, ownHosts);
  if (path === null) return { ok: false, reason: `the photo is not on this site (${url})` };
  const picture = parseVehicleImagePath(path);
  if (!picture) return { ok: false, reason: `the photo is not a generated vehicle picture (${url})` };
  try {
    return { ok: true, jpeg: await renderVehicleJpeg(picture, PDF_PHOTO_SIZE) };
  } catch (error) {
    return { ok: false, reason: `the photo could not be rasterised (${url}): ${String(error)}` };
  }
}
