import { getDb } from '@/server/db';
import { readSiteJsonPost } from '@/server/http/site-json-post';
import { handlePhoneRevealApi } from '@/server/vehicle-contact/phone-reveal-api';

export const dynamic = 'force-dynamic';

const invalidBody = () => Response.json({ error: 'Invalid request' }, { status: 400 });

/**
 * D-68 `POST /api/phone-reveal` {"car_id":12,"visitor":"…"}: a dealer number revealed on this host's site;
 * 429 with Retry-After once the client's address has used up its reveals on this site.
 */
export async function POST(request: Request) {
  const post = await readSiteJsonPost(request, invalidBody);
  if (!post.ok) return post.response;
  const result = await handlePhoneRevealApi(await getDb(), post.site, post.body, new Date(), { ip: post.ip });
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  if (result.status === 429) headers['retry-after'] = String(result.retryAfterSeconds);
  return Response.json(result.body, { status: result.status, headers });
}
