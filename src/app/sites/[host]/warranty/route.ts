import { WARRANTY_PAGE_PATH } from '@/domain/pages/content-routes';
import { getSiteForHost } from '@/server/sites/queries';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ host: string }> };

/** B-9: the footer's /warranty answers 301 to the header's /pages/warranty, so both work. */
export async function GET(_request: Request, { params }: Context) {
  const site = await getSiteForHost((await params).host);
  if (!site) return new Response('Not found', { status: 404 });
  return new Response(null, { status: 301, headers: { location: WARRANTY_PAGE_PATH } });
}
