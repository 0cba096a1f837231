import { getDb } from '@/server/db';
import { handleEventsApi } from '@/server/analytics/events-api';
import { readSiteJsonPost } from '@/server/http/site-json-post';

export const dynamic = 'force-dynamic';

const invalidBody = (message: string) =>
  Response.json({ error: 'Invalid event', fieldErrors: { body: message } }, { status: 400 });

/**
 * POST /api/events {"eventId":49,"path":"/search"}: an analytics event for this host's site (M-*);
 * 429 with Retry-After above 120 a minute from one address (decision 035).
 */
export async function POST(request: Request) {
  const post = await readSiteJsonPost(request, invalidBody);
  if (!post.ok) return post.response;
  const response = await handleEventsApi(await getDb(), post.site, { body: post.body, ip: post.ip });
  if (response.status === 204) return new Response(null, { status: 204 });
  const headers: Record<string, string> =
    response.status === 429 ? { 'retry-after': String(response.retryAfterSeconds) } : {};
  return Response.json(response.body, { status: response.status, headers });
}
