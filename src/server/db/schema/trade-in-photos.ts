import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, siteIdColumn, siteReference } from './columns';
import { leads } from './leads';

/**
 * A buyer's photo of their trade-in (decision 047), re-encoded as a JPEG under
 * {DATA_DIR}/trade-in-photos/{site_id}/{id}.jpg. `lead_id` is set once the lead that sends it is stored; an
 * unattached photo belongs to nobody yet and may be attached by the first lead of its site that names it.
 */
export const tradeInPhotos = pgTable(
  'trade_in_photos',
  {
    siteId: siteIdColumn(),
    id: uuid('id').notNull(),
    /** The stored JPEG's size. */
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    leadId: uuid('lead_id'),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'trade_in_photos_pk', columns: [t.siteId, t.id] }),
    index('trade_in_photos_site_lead_idx').on(t.siteId, t.leadId),
    siteReference('trade_in_photos_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);
