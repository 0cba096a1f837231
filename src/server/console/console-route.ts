import 'server-only';
import type { z } from 'zod';
import type { ConsolePermission } from '@/domain/console/staff-roles';
import { isCrossSiteRequest } from '@/domain/security/cross-site';
import { issuesBody } from '@/domain/validation/issues-body';
import { authSiteOf, originOf } from '@/server/auth/account-route';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { getSiteForRequest } from '@/server/sites/queries';
import type { SiteContext } from '@/server/sites/site-context';
import { readConsoleBody, type ConsoleBody } from './console-body';
import { checkPermission, staffAccess, type Staff } from './staff-access';

/** What a console endpoint runs with once the door has let the request in: always this site's, never another's. */
export type ConsoleContext = {
  db: Database;
  site: SiteContext;
  staff: Staff;
  now: Date;
  /** The origin the request reached the site at: links in emails sent on the staff member's behalf. */
  origin: string;
};

/**
 * One console endpoint: its address (the route file under src/app that serves it), method and the one
 * permission it needs (staff-roles.ts grants them). `run` gets the query of a GET, or a POST's body as `body`
 * says: parsed JSON (the default), or the FormData of a multipart form of files; it validates what it takes.
 */
export type ConsoleEndpoint = {
  path: string;
  method: 'GET' | 'POST';
  permission: ConsolePermission;
  body?: ConsoleBody;
  run: (context: ConsoleContext, input: unknown) => Promise<Response>;
};

const NO_STORE = { 'cache-control': 'no-store' };

export function consoleJson(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** An endpoint's input checked by its schema: the value, or the 400 that names every problem. */
export function parseConsoleInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; value: z.output<T> } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, response: consoleJson(400, issuesBody(result.error.issues)) };
}

const DENIED: Readonly<Record<401 | 403, string>> = {
  401: 'Sign in to the dealer console first',
  403: 'Your staff role on this site cannot do this',
};

/**
 * Every console endpoint's door (decision 062): the site by its host (404), a POST from the site's own pages
 * (403), this site's staff with the endpoint's permission (401 signed out, 403 otherwise), and only then the
 * body, within its cap (413): a stranger's upload is never read. Answers are never cached: they carry buyers'
 * personal details.
 */
export async function serveConsoleRequest(
  request: Request,
  endpoint: ConsoleEndpoint,
  now = new Date(),
): Promise<Response> {
  const site = await getSiteForRequest(request);
  if (!site) return consoleJson(404, { error: 'Unknown site' });
  if (endpoint.method === 'POST' && isCrossSiteRequest(request.headers, request.headers.get('host') ?? ''))
    return consoleJson(403, { error: 'Cross-site request refused' });
  const db = await getDb();
  const origin = originOf(request);
  const access = await staffAccess(db, authSiteOf(site), origin, request.headers, now);
  const check = checkPermission(access, endpoint.permission);
  if (!check.ok) return consoleJson(check.status, { error: DENIED[check.status] });
  const input =
    endpoint.method === 'GET'
      ? { ok: true as const, input: Object.fromEntries(new URL(request.url).searchParams) }
      : await readConsoleBody(request, endpoint.body);
  if (!input.ok) return consoleJson(input.status, input.body);
  return endpoint.run({ db, site, staff: check.staff, now, origin }, input.input);
}

/** A route file's handler for one endpoint: `export const POST = consoleRoute(LEAD_STATUS_ENDPOINT)`. */
export function consoleRoute(endpoint: ConsoleEndpoint): (request: Request) => Promise<Response> {
  return (request) => serveConsoleRequest(request, endpoint);
}
