import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  newPromotion,
  promotionSettingsSchema,
  type PromotionSettings,
} from '@/domain/console/settings/promotion';
import type { ItemId } from '@/domain/console/settings/sections';
import { isoDateInTimeZone } from '@/domain/format/date';
import { formatZonedIso, zonedTimeToInstant } from '@/domain/format/time-zone';
import { CAR_TYPES } from '@/domain/search/car-type-routes';
import type { Database } from '@/server/db/client';
import { promotions } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { loadSiteConfig } from '@/server/sites/site-config-loader';
import type { SectionHandler } from './section-handler';

const ofPromotion = (siteId: number, promotionId: number) =>
  and(eq(promotions.siteId, siteId), eq(promotions.id, promotionId));

const siteTimeZone = async (db: Database | Tx, siteId: number) =>
  (await loadSiteConfig(db as Database, siteId)).timezone;

/** An instant as the form's 'YYYY-MM-DDTHH:mm' on the site's clock. */
const wallClockOf = (instant: Date, timeZone: string) =>
  formatZonedIso(instant.getTime(), timeZone).slice(0, 16);

/**
 * The instant a 'YYYY-MM-DDTHH:mm' on the site's clock names. A time the spring DST change skips (02:30 on
 * that Sunday) is read as the clock would have shown it without the change: an hour later in summer time.
 */
function instantOf(wallClock: string, timeZone: string): Date {
  const [date, time] = wallClock.split('T') as [string, string];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const at = hours * 60 + minutes;
  return new Date(zonedTimeToInstant(date, at, timeZone) ?? zonedTimeToInstant(date, at + 60, timeZone)!);
}

async function loadPromotion(db: Database | Tx, siteId: number, promotionId: number) {
  const [row] = await db.select().from(promotions).where(ofPromotion(siteId, promotionId));
  if (!row) return null;
  const timeZone = await siteTimeZone(db, siteId);
  const value: PromotionSettings = {
    title: row.node.title,
    body: row.node.body || null,
    imageUrl: row.node.imageUrl,
    url: row.node.url,
    buttonText: row.node.buttonText,
    start: wallClockOf(row.start, timeZone),
    expiry: wallClockOf(row.expiry, timeZone),
    position: row.position,
    // An imported row may list a car type search does not have: it could never match, so it is not offered.
    display: CAR_TYPES.filter((type) => row.display.includes(type)),
    strictDisplay: row.strictDisplay,
  };
  return value;
}

async function promotionColumns(tx: Tx, siteId: number, value: PromotionSettings) {
  const timeZone = await siteTimeZone(tx, siteId);
  const { title, body, imageUrl, url, buttonText } = value;
  return {
    start: instantOf(value.start, timeZone),
    expiry: instantOf(value.expiry, timeZone),
    position: value.position,
    display: value.display,
    strictDisplay: value.strictDisplay,
    node: { title, body: body ?? '', imageUrl, url, buttonText },
  };
}

async function applyPromotion(tx: Tx, siteId: number, promotionId: ItemId, value: PromotionSettings) {
  const columns = await promotionColumns(tx, siteId, value);
  if (promotionId === 'new') {
    const [created] = await tx
      .insert(promotions)
      .values({ siteId, ...columns })
      .returning({ id: promotions.id });
    return { createdId: created!.id };
  }
  const updated = await tx
    .update(promotions)
    .set(columns)
    .where(ofPromotion(siteId, promotionId))
    .returning({ id: promotions.id });
  return updated.length > 0;
}

/**
 * One promotion card of the site's search results (K-14..K-17), or the one being added. Search reads them
 * through a ten-second cache, so a published change shows within that.
 */
export function promotionSettings(promotionId: ItemId): SectionHandler<PromotionSettings> {
  return {
    schema: promotionSettingsSchema,
    loadLive: async (db, siteId) =>
      promotionId === 'new'
        ? newPromotion(isoDateInTimeZone(new Date(), await siteTimeZone(db, siteId)))
        : loadPromotion(db, siteId, promotionId),
    apply: (tx, siteId, value) => applyPromotion(tx, siteId, promotionId, value),
    remove: async (tx, siteId) =>
      promotionId !== 'new' &&
      (await tx.delete(promotions).where(ofPromotion(siteId, promotionId)).returning()).length > 0,
  };
}
