import 'server-only';
import { z } from 'zod';
import { COMPARE_LIMIT } from '@/domain/favourites/saved-cars';
import { listChanges, mergeWithoutDuplicates } from '@/domain/favourites/merge-lists';
import { dbIdSchema } from '@/domain/validation/db-values';
import { currentBuyer } from '@/server/auth/buyer-session';
import type { AccountAnswer, AccountRequest } from '@/server/auth/account-request';
import { accountListIds, savedCarEntries, storeAccountList, type AccountList } from './saved-cars-store';

/** A browser keeps at most this many favourites worth sending (a long list is a visitor's, not an attack). */
const MAX_FAVOURITES = 200;

// An id past the `integer` column would fail the query (a 500): it is a 400 here (decision 077).
const ids = (max: number) => z.array(dbIdSchema).max(max);
const mergeSchema = z.object({ favourites: ids(MAX_FAVOURITES), compare: ids(COMPARE_LIMIT) }).strict();
const changeSchema = z
  .object({ list: z.enum(['favourites', 'compare']), add: ids(MAX_FAVOURITES), remove: ids(MAX_FAVOURITES) })
  .strict();

const INVALID: AccountAnswer = { status: 400, body: { error: 'Invalid request' } };
const SIGNED_OUT: AccountAnswer = { status: 401, body: { error: 'Not signed in' } };
const LIMITS: Record<AccountList, number> = { favourites: MAX_FAVOURITES, compare: COMPARE_LIMIT };

/**
 * `POST /api/account/saved-cars/merge` {favourites, compare} (decision 050): the browser's lists merged into
 * the signed-in buyer's account without duplicates (the account's favourites first; the browser's compare
 * list first, at most 3), stored, and answered for the browser to keep: { favourites: SavedCar[], compare:
 * ids }.
 */
export async function mergeSavedCars(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = mergeSchema.safeParse(rawBody);
  if (!body.success) return INVALID;
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return SIGNED_OUT;
  const { db, site } = request;
  const [favourites, compare] = await Promise.all([
    accountListIds(db, site.id, buyer.id, 'favourites'),
    accountListIds(db, site.id, buyer.id, 'compare'),
  ]);
  const mergedFavourites = mergeWithoutDuplicates(favourites, body.data.favourites, MAX_FAVOURITES);
  const mergedCompare = mergeWithoutDuplicates(body.data.compare, compare, COMPARE_LIMIT);
  const storedFavourites = await storeAccountList(db, site.id, buyer.id, 'favourites', mergedFavourites);
  const storedCompare = await storeAccountList(db, site.id, buyer.id, 'compare', mergedCompare);
  return {
    status: 200,
    body: { favourites: await savedCarEntries(db, site.id, storedFavourites), compare: storedCompare },
  };
}

/**
 * `POST /api/account/saved-cars/change` {list, add, remove}: a change the signed-in buyer made in this browser,
 * mirrored to their account (adding what is there already, or removing what is not, changes nothing).
 */
export async function changeSavedCars(request: AccountRequest, rawBody: unknown): Promise<AccountAnswer> {
  const body = changeSchema.safeParse(rawBody);
  if (!body.success) return INVALID;
  const buyer = await currentBuyer(request.db, request.site, request.origin, request.headers);
  if (!buyer) return SIGNED_OUT;
  const { list, add, remove } = body.data;
  const current = await accountListIds(request.db, request.site.id, buyer.id, list);
  const kept = current.filter((id) => !remove.includes(id));
  const next = mergeWithoutDuplicates(kept, add, LIMITS[list]);
  const changes = listChanges(current, next);
  if (changes.add.length > 0 || changes.remove.length > 0) {
    await storeAccountList(request.db, request.site.id, buyer.id, list, next);
  }
  return { status: 200, body: { ok: true } };
}
