import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SiteConfig } from '@/config';
import { isSameValuation } from '@/domain/trade-in/valuation-column';
import type { Database } from '@/server/db/client';
import { leadMiscellaneous, leads } from '@/server/db/schema';

/** `valuation` is the browser's copy, checked against the lead's; what is saved is always the server's. */
const valuationColumnRequestSchema = z.object({
  lead_id: z.uuid(),
  column_name: z.string().min(1).max(200),
  valuation: z.unknown(),
});

export type ValuationColumnSite = {
  id: number;
  config: { forms: Pick<SiteConfig['forms'], 'valuationMiscellaneousColumn'> };
};

export type ValuationColumnResponse =
  | { status: 200; body: { saved: true } }
  | { status: 400; body: { error: 'Invalid request' | 'Unknown column' } }
  | { status: 404; body: { error: 'Not found' } }
  | { status: 409; body: { error: string } };

const NOT_FOUND = { status: 404, body: { error: 'Not found' } } as const;

export const VALUATION_MISMATCH_MESSAGE = 'The valuation does not match the one given for this lead.';

/** The stored valuation of this site's trade-in lead; undefined when there is no such lead. */
async function storedValuation(db: Database, siteId: number, leadId: string) {
  const [lead] = await db
    .select({ payload: leads.payload })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.id, leadId), eq(leads.formType, 'trade_in')));
  return lead ? { valuation: lead.payload.valuation } : undefined;
}

/**
 * H-41 `POST /api/miscellaneous` {lead_id, column_name, valuation} (decision 048): saves a trade-in lead's
 * valuation under the site's `forms.valuationMiscellaneousColumn`. A site without the column, or another site's
 * lead, is a 404; another column name a 400; a valuation other than the lead's a 409 that saves nothing. The
 * first save stands: a repeat answers 200 and changes nothing.
 */
export async function handleValuationColumnApi(
  db: Database,
  site: ValuationColumnSite,
  body: unknown,
  now: Date,
): Promise<ValuationColumnResponse> {
  const column = site.config.forms.valuationMiscellaneousColumn;
  if (column === null) return NOT_FOUND;
  const parsed = valuationColumnRequestSchema.safeParse(body);
  if (!parsed.success) return { status: 400, body: { error: 'Invalid request' } };
  const { lead_id: leadId, column_name: columnName, valuation } = parsed.data;
  if (columnName !== column) return { status: 400, body: { error: 'Unknown column' } };
  const stored = await storedValuation(db, site.id, leadId);
  if (!stored) return NOT_FOUND;
  if (!isSameValuation(valuation, stored.valuation))
    return { status: 409, body: { error: VALUATION_MISMATCH_MESSAGE } };
  await db
    .insert(leadMiscellaneous)
    .values({
      siteId: site.id,
      leadId,
      columnName,
      value: stored.valuation as Record<string, unknown>,
      savedAt: now,
    })
    .onConflictDoNothing();
  return { status: 200, body: { saved: true } };
}
