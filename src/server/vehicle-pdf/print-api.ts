import 'server-only';
import { parsePrintQuery } from '@/domain/vehicle/print';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { renderVehiclePdf } from './vehicle-pdf';

export type PrintApiResponse =
  { status: 200; fileName: string; pdf: Buffer } | { status: 400 | 404; body: { error: string } };

/**
 * D-89: `GET /print?car_id={slug}` for one site: the car's PDF, a 400 for a bad query, a 404 for a car the
 * site does not show. `host` is the request's (decoded) host, as `renderVehiclePdf` takes it.
 */
export async function handlePrintApi(
  db: Database,
  site: SiteContext,
  params: URLSearchParams,
  host: string,
  now: Date,
): Promise<PrintApiResponse> {
  const query = parsePrintQuery(params);
  if (!query.ok) return { status: 400, body: { error: query.error } };
  const result = await renderVehiclePdf(db, site, query.slug, host, now);
  if (result.status !== 200) return { status: result.status, body: { error: result.error } };
  return result;
}
