import { getDb } from '@/server/db';
import { handleYouxQuoteApi } from '@/server/finance/youx-quote-api';
import { readSiteJsonPost } from '@/server/http/site-json-post';

export const dynamic = 'force-dynamic';

const invalidBody = (message: string) =>
  Response.json({ error: 'Invalid request', fieldErrors: { body: message } }, { status: 400 });

/**
 * F-40 `POST /api/youx/quote` {"carId":12} on the site's own host: a finance quote for one of its cars, from
 * youX where the site uses and has configured it, else the built-in calculator (decision 029).
 */
export async function POST(request: Request) {
  const post = await readSiteJsonPost(request, invalidBody);
  if (!post.ok) return post.response;
  const response = await handleYouxQuoteApi(await getDb(), post.site, post.body, { ip: post.ip });
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (response.status === 429) headers['retry-after'] = String(response.retryAfterSeconds);
  return Response.json(response.body, { status: response.status, headers });
}
