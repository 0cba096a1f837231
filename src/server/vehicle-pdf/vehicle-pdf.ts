import 'server-only';
import { renderToBuffer } from '@react-pdf/renderer';
import { siteOrigin } from '@/domain/seo/site-origin';
import { vehiclePdfFileName, vehiclePrintContent } from '@/domain/vehicle/print';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadVehiclePage } from '@/server/vehicle-page/load-vehicle-page';
import { VehiclePdfDocument } from './vehicle-pdf-document';
import { loadVehiclePhoto } from './vehicle-photo';
import { log } from '@/server/logging';

export type VehiclePdfResult =
  { status: 200; fileName: string; pdf: Buffer } | { status: 404; error: string };

/**
 * D-89: the PDF of one of the site's cars, from the same load as its page (so a car the page 404s, or
 * another site's slug, is a 404 here too). `host` is the request's host: it names the site when it has no
 * `siteUrl`, and a photo URL on it or on the `siteUrl` host is ours. A photo that cannot be drawn is
 * left out (and logged): the PDF itself still goes out.
 */
export async function renderVehiclePdf(
  db: Database,
  site: SiteContext,
  slug: string,
  host: string,
  now: Date,
): Promise<VehiclePdfResult> {
  const data = await loadVehiclePage(db, site, slug, now);
  if (!data) return { status: 404, error: 'Car not found' };
  const origin = siteOrigin(site.config.siteUrl, host);
  const content = vehiclePrintContent(data, origin);
  const photo = await loadVehiclePhoto(content.photoUrl, [host, new URL(origin).host]);
  if (!photo.ok) log.warn({ siteId: site.id, slug, reason: photo.reason }, 'vehicle PDF has no photo');
  // Called, not mounted: renderToBuffer wants the <Document> element itself.
  const pdf = await renderToBuffer(VehiclePdfDocument({ content, photo: photo.ok ? photo.jpeg : null }));
  return { status: 200, fileName: vehiclePdfFileName(data.car.slug), pdf };
}
