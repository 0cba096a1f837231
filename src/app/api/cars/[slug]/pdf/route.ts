import { getDb } from '@/server/db';
import { getSiteForRequest } from '@/server/sites/queries';
import { renderVehiclePdf } from '@/server/vehicle-pdf/vehicle-pdf';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** D-89: `GET /api/cars/{slug}/pdf` on the site's own host: the car's printable page as '{slug}.pdf'. */
export async function GET(request: Request, { params }: Context) {
  const site = await getSiteForRequest(request);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const { slug } = await params;
  const host = request.headers.get('host') ?? '';
  const result = await renderVehiclePdf(await getDb(), site, decodeSegment(slug), host, new Date());
  if (result.status !== 200) return Response.json({ error: result.error }, { status: result.status });
  return new Response(new Uint8Array(result.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${result.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
