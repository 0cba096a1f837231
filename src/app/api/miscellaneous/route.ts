import { getDb } from '@/server/db';
import { readSiteJsonPost } from '@/server/http/site-json-post';
import { handleValuationColumnApi } from '@/server/trade-in/valuation-column-api';

export const dynamic = 'force-dynamic';

const invalidBody = () => Response.json({ error: 'Invalid request' }, { status: 400 });

/**
 * H-41 `POST /api/miscellaneous` {"lead_id":"…","column_name":"…","valuation":{…}} on the site's own host
 * (decision 048): 200 { saved: true } once the lead's valuation is saved under the site's column.
 */
export async function POST(request: Request) {
  const post = await readSiteJsonPost(request, invalidBody);
  if (!post.ok) return post.response;
  const result = await handleValuationColumnApi(await getDb(), post.site, post.body, new Date());
  return Response.json(result.body, { status: result.status, headers: { 'cache-control': 'no-store' } });
}
