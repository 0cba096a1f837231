import { getDb } from '@/server/db';
import { getSiteForHost } from '@/server/sites/queries';
import { handlePrintApi } from '@/server/vehicle-pdf/print-api';

// sharp (the photo's rasteriser) is a native module: the Node.js runtime, never the edge.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** D-89: `GET /print?car_id={slug}` on the site's host (rewritten here): the car's PDF as '{slug}.pdf'. */
export async function GET(request: Request, { params }: Context) {
  const { host } = await params;
  const site = await getSiteForHost(host);
  if (!site) return Response.json({ error: 'Unknown site' }, { status: 404 });
  const response = await handlePrintApi(
    await getDb(),
    site,
    new URL(request.url).searchParams,
    decodeURIComponent(host),
    new Date(),
  );
  if (response.status !== 200) return Response.json(response.body, { status: response.status });
  return new Response(new Uint8Array(response.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${response.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
