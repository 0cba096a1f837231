import 'server-only';
import type { Database } from '@/server/db/client';
import { UNSUBSCRIBE_PATH } from './alert-queue';
import { applyUnsubscribe } from './unsubscribe';
import { loadUnsubscribeSigner } from './unsubscribe-token';

const NO_STORE = { 'cache-control': 'no-store' };
/** A one-click body is 26 bytes and the page's form a little more: anything much larger is not one of them. */
const MAX_BODY_BYTES = 2_048;

export const UNSUBSCRIBE_ERRORS = { badLink: 'This unsubscribe link is not valid.' } as const;

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: NO_STORE });

async function readForm(request: Request): Promise<URLSearchParams | null> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return null;
  const text = await request.text();
  return text.length > MAX_BODY_BYTES ? null : new URLSearchParams(text);
}

/**
 * Stops what the link's token covers. A mail provider's one-click POST gets a JSON answer; the unsubscribe
 * page's form (`from=page`, optionally `scope=all` to stop every alert email) is sent back to the page, which
 * then says what was stopped. No cookie or Origin is needed: the signed token is the permission.
 */
export async function unsubscribeByLink(
  request: Request,
  db: Database,
  site: { id: number } | null,
): Promise<Response> {
  if (!site) return json(404, { error: 'Unknown site' });
  const form = await readForm(request);
  if (!form) return json(413, { error: 'Request too large' });
  const token = new URL(request.url).searchParams.get('token') ?? form.get('token') ?? '';
  const grant = (await loadUnsubscribeSigner(db, site.id)).read(token);
  const fromPage = form.get('from') === 'page';
  if (!grant && !fromPage) return json(400, { error: UNSUBSCRIBE_ERRORS.badLink });
  if (grant) {
    const scope = fromPage && form.get('scope') === 'all' ? ({ kind: 'all' } as const) : grant.scope;
    await applyUnsubscribe(db, site.id, { ...grant, scope }, new Date());
    if (!fromPage) return json(200, { unsubscribed: true });
  }
  const query = new URLSearchParams({ token });
  if (grant) query.set('done', form.get('scope') === 'all' ? 'all' : 'yes');
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, location: `${UNSUBSCRIBE_PATH}?${query}` },
  });
}
