import 'server-only';
import { PHOTO_MESSAGES, parsePhotoIds, tradeInPhotoUrl } from '@/domain/trade-in/photos';
import type { Database } from '@/server/db/client';
import { log } from '@/server/logging';
import { attachPhotosToLead, sitePhotoIds } from './photo-rows';

/**
 * The photos a valuation lead names: `ids` to attach once it is stored and `urls` for the dealer, or the field
 * error when one is not a photo of this site (unknown, or another site's).
 */
export type LeadPhotos = { ok: true; ids: string[]; urls: string[] } | { ok: false; message: string };

const NONE: LeadPhotos = { ok: true, ids: [], urls: [] };

/**
 * Checks `photo_ids` (already a valid list: the form's schema parsed it) against this site's photos. One
 * already attached may be named again (a retry, or 'Accept offer' sending the same valuation as a new lead): it
 * is linked, and stays its first lead's. If the check itself fails (the database), the lead goes on without
 * its photos: a lead never fails because of a photo (decision 047).
 */
export async function checkLeadPhotos(
  db: Database,
  siteId: number,
  request: { raw: unknown; origin: string },
): Promise<LeadPhotos> {
  const parsed = parsePhotoIds(request.raw);
  if (!parsed.ok) return { ok: false, message: parsed.message };
  if (parsed.ids.length === 0) return NONE;
  try {
    const known = await sitePhotoIds(db, siteId, parsed.ids);
    if (parsed.ids.some((id) => !known.has(id))) return { ok: false, message: PHOTO_MESSAGES.notAvailable };
  } catch (error) {
    log.error({ siteId, err: error }, 'trade-in photos: check failed, lead sent without its photos');
    return NONE;
  }
  const urls = parsed.ids.map((id) => tradeInPhotoUrl(request.origin, id));
  return { ok: true, ids: parsed.ids, urls };
}

/**
 * Right after the lead's commit: a failure here is logged, never the buyer's (the lead and its email, which
 * links the photos by URL, are already stored; an unattached photo is still served on its site).
 */
export async function attachLeadPhotos(
  db: Database,
  siteId: number,
  options: { leadId: string; ids: readonly string[]; now: Date },
): Promise<void> {
  if (options.ids.length === 0) return;
  try {
    const attached = await attachPhotosToLead(db, siteId, options);
    if (attached.length < options.ids.length)
      log.warn(
        { siteId, leadId: options.leadId },
        'trade-in photos: some were attached to another lead first',
      );
  } catch (error) {
    log.error({ siteId, leadId: options.leadId, err: error }, 'trade-in photos: attach failed');
  }
}
