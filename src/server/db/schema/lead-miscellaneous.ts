import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { siteIdColumn, siteReference } from './columns';
import { leads } from './leads';

/**
 * H-41 (decision 048): a lead's data saved under a dealer's named column (`forms.valuationMiscellaneousColumn`),
 * posted by the buyer's browser to POST /api/miscellaneous once a trade-in valuation is shown. One value per
 * lead and column: the first save stands and a repeat changes nothing. The value is the server's own valuation of
 * the lead, never what the browser sent.
 */
export const leadMiscellaneous = pgTable(
  'lead_miscellaneous',
  {
    siteId: siteIdColumn(),
    leadId: uuid('lead_id').notNull(),
    columnName: text('column_name').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lead_miscellaneous_pk', columns: [t.siteId, t.leadId, t.columnName] }),
    siteReference('lead_miscellaneous_lead_fk', [t.siteId, t.leadId], leads).onDelete('cascade'),
  ],
);
