import 'server-only';
import { and, eq } from 'drizzle-orm';
import { NEW_OFFER, offerSettingsSchema, type OfferSettings } from '@/domain/console/settings/offer';
import type { ItemId } from '@/domain/console/settings/sections';
import { sanitizeOfferDescription } from '@/domain/offers/offer-text';
import type { Database } from '@/server/db/client';
import { offers } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import type { SectionHandler } from './section-handler';

const ofOffer = (siteId: number, offerId: number) => and(eq(offers.siteId, siteId), eq(offers.id, offerId));

async function loadOffer(db: Database | Tx, siteId: number, offerId: number): Promise<OfferSettings | null> {
  const [row] = await db
    .select({
      name: offers.name,
      description: offers.description,
      disclaimer: offers.disclaimer,
      category: offers.category,
      imageUrl: offers.imageUrl,
      expiry: offers.expiry,
    })
    .from(offers)
    .where(ofOffer(siteId, offerId));
  if (!row) return null;
  return { ...row, description: row.description || null, disclaimer: row.disclaimer || null };
}

/** The columns the console writes; the model, make, dealership and exclusions an import set are left alone. */
function offerColumns(value: OfferSettings) {
  const description = value.description ?? '';
  return {
    ...value,
    description,
    sanitizedDescription: sanitizeOfferDescription(description),
    disclaimer: value.disclaimer ?? '',
  };
}

async function applyOffer(tx: Tx, siteId: number, offerId: ItemId, value: OfferSettings) {
  if (offerId === 'new') {
    const [created] = await tx
      .insert(offers)
      .values({ siteId, ...offerColumns(value) })
      .returning({ id: offers.id });
    return { createdId: created!.id };
  }
  const updated = await tx
    .update(offers)
    .set({ ...offerColumns(value), updatedAt: new Date() })
    .where(ofOffer(siteId, offerId))
    .returning({ id: offers.id });
  return updated.length > 0;
}

/** One offer of the site (K-1..K-13), or the one being added. */
export function offerSettings(offerId: ItemId): SectionHandler<OfferSettings> {
  return {
    schema: offerSettingsSchema,
    loadLive: async (db, siteId) => (offerId === 'new' ? NEW_OFFER : loadOffer(db, siteId, offerId)),
    apply: (tx, siteId, value) => applyOffer(tx, siteId, offerId, value),
    remove: async (tx, siteId) =>
      offerId !== 'new' && (await tx.delete(offers).where(ofOffer(siteId, offerId)).returning()).length > 0,
  };
}
