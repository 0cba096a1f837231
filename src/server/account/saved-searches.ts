import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { searchWordingOf } from '@/domain/stock/value-labels';
import { searchPageTitle } from '@/domain/search/breadcrumbs';
import type { SavedSearchDto } from '@/domain/account/saved-search-view';
import { readSearchPath } from '@/domain/search/saved-search-path';
import { dbIdSchema } from '@/domain/validation/db-values';
import { currentBuyer } from '@/server/auth/buyer-session';
import type { AccountAnswer, AccountRequest } from '@/server/auth/account-request';
import type { Database } from '@/server/db/client';
import { savedSearches } from '@/server/db/schema';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';

/** A buyer keeps at most this many searches per site. */
export const SAVED_SEARCHES_LIMIT = 30;

const saveSchema = z.object({ path: z.string().min(1).max(1000) }).strict();
const deleteSchema = z.object({ id: dbIdSchema }).strict();

export const SAVED_SEARCH_ERRORS = {
  signedOut: 'Sign in to save searches.',
  notASearch: 'That is not a search of this site.',
  full: `You can keep up to ${SAVED_SEARCHES_LIMIT} searches. Delete one in My Garage first.`,
} as const;

/** A search to keep: its path (see readSearchPath) and the search page's title for it. */
export async function readSavedSearch(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  path: string,
): Promise<{ path: string; label: string } | null> {
  const search = readSearchPath(path, await loadSearchUrlContext(db, site.id, site.config));
  if (!search) return null;
  const { query } = search.state;
  const title = searchPageTitle(search.state, searchWordingOf(site.config.search));
  const label = query ? `${title} matching “${query}”` : title;
  return { path: search.path, label };
}

const savedSearchColumns = {
  id: savedSearches.id,
  path: savedSearches.path,
  label: savedSearches.label,
  alertFrequency: savedSearches.alertFrequency,
};

export async function listSavedSearches(
  db: Database,
  siteId: number,
  userId: string,
): Promise<SavedSearchDto[]> {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.siteId, siteId), eq(savedSearches.userId, userId)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

async function countSaved(db: Database, siteId: number, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(and(eq(savedSearches.siteId, siteId), eq(savedSearches.userId, userId)));
  return row?.count ?? 0;
}

/**
 * `POST /api/account/saved-searches` {path}: keeps the search in the signed-in buyer's account (saving it
 * again changes nothing). 201 { saved: { id, path, label } }.
 */
export async function saveSearch(
  request: AccountRequest,
  site: Pick<SiteContext, 'id' | 'config'>,
  rawBody: unknown,
): Promise<AccountAnswer> {
  const body = saveSchema.safeParse(rawBody);
  if (!body.success) return { status: 400, body: { error: 'Invalid request' } };
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return { status: 401, body: { error: SAVED_SEARCH_ERRORS.signedOut } };
  const search = await readSavedSearch(request.db, site, body.data.path);
  if (!search) return { status: 400, body: { error: SAVED_SEARCH_ERRORS.notASearch } };
  if ((await countSaved(request.db, site.id, buyer.id)) >= SAVED_SEARCHES_LIMIT) {
    return { status: 409, body: { error: SAVED_SEARCH_ERRORS.full } };
  }
  await request.db
    .insert(savedSearches)
    .values({ siteId: site.id, userId: buyer.id, ...search })
    .onConflictDoNothing();
  const [saved] = await request.db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.siteId, site.id),
        eq(savedSearches.userId, buyer.id),
        eq(savedSearches.path, search.path),
      ),
    );
  return { status: 201, body: { saved } };
}

/** `POST /api/account/saved-searches/delete` {id}: deletes one of the buyer's own searches on this site. */
export async function deleteSearch(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = deleteSchema.safeParse(rawBody);
  if (!body.success) return { status: 400, body: { error: 'Invalid request' } };
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return { status: 401, body: { error: SAVED_SEARCH_ERRORS.signedOut } };
  const deleted = await request.db
    .delete(savedSearches)
    .where(
      and(
        eq(savedSearches.siteId, request.site.id),
        eq(savedSearches.userId, buyer.id),
        eq(savedSearches.id, body.data.id),
      ),
    )
    .returning({ id: savedSearches.id });
  return deleted.length > 0
    ? { status: 200, body: { deleted: true } }
    : { status: 404, body: { error: 'No such saved search' } };
}
