import { parsePrintQuery } from '@/domain/vehicle/print';
import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import { renderVehiclePdf } from '@/server/vehicle-pdf/vehicle-pdf';

// sharp (the photo's rasteriser) is a native module: the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** D-89: `GET /print?car_id={slug}` on the site's host (rewritten here): the car's PDF as '{slug}.pdf'. */
export async function GET(request: Request, { params }: Context) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const query = parsePrintQuery(new URL(request.url).searchParams);
  if (!query.ok) return Response.json({ error: query.error }, { status: 400 });
  const result = await renderVehiclePdf(
    await getDb(),
    site,
    query.slug,
    decodeURIComponent(host),
    new Date(),
  );
  if (result.status !== 200) return Response.json({ error: result.error }, { status: result.status });
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${result.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
