import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LeadSummary } from '@/domain/leads/lead-summary';
import { dbIdTextSchema } from '@/domain/validation/db-values';
import type { Database } from '@/server/db/client';
import { leadMiscellaneous, leadOutbox, leads, siteDomains, sites } from '@/server/db/schema';

export type LeadDelivery = {
  channel: string;
  target: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
};

export type LeadWithDelivery = LeadSummary & {
  vehicleId: number | null;
  suspicionReasons: string[];
  deliveries: LeadDelivery[];
  /** The dealer's columns the lead's data was saved under (H-41, decision 048), by name. */
  savedColumns: string[];
};

/** A site by slug, numeric id or one of its hosts: what an operator types on the command line. */
export async function findSiteByReference(db: Database, reference: string) {
  const columns = { id: sites.id, slug: sites.slug, name: sites.name };
  const id = dbIdTextSchema.safeParse(reference).data ?? null;
  const [bySlugOrId] = await db
    .select(columns)
    .from(sites)
    .where(id === null ? eq(sites.slug, reference) : eq(sites.id, id));
  if (bySlugOrId) return bySlugOrId;
  const [byHost] = await db
    .select(columns)
    .from(siteDomains)
    .innerJoin(sites, eq(sites.id, siteDomains.siteId))
    .where(eq(siteDomains.host, reference.toLowerCase()));
  return byHost ?? null;
}

/** Who sent a lead, when, and by which form: what every list of leads shows first (the CLI, the console). */
export const LEAD_SUMMARY_COLUMNS = {
  id: leads.id,
  createdAt: leads.createdAt,
  formType: leads.formType,
  category: leads.category,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
};

/** The site's newest leads, each with the state of every delivery owed for it (the leads CLI). */
export async function listLeadsWithDelivery(
  db: Database,
  siteId: number,
  options: { limit: number },
): Promise<LeadWithDelivery[]> {
  const rows = await db
    .select({
      ...LEAD_SUMMARY_COLUMNS,
      vehicleId: leads.vehicleId,
      suspicionReasons: leads.suspicionReasons,
    })
    .from(leads)
    .where(eq(leads.siteId, siteId))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(options.limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const deliveries = await db
    .select()
    .from(leadOutbox)
    .where(and(eq(leadOutbox.siteId, siteId), inArray(leadOutbox.leadId, ids)))
    .orderBy(asc(leadOutbox.channel), asc(leadOutbox.id));
  const saved = await db
    .select({ leadId: leadMiscellaneous.leadId, columnName: leadMiscellaneous.columnName })
    .from(leadMiscellaneous)
    .where(and(eq(leadMiscellaneous.siteId, siteId), inArray(leadMiscellaneous.leadId, ids)))
    .orderBy(asc(leadMiscellaneous.columnName));
  return rows.map((row) => ({
    ...row,
    savedColumns: saved.filter((entry) => entry.leadId === row.id).map((entry) => entry.columnName),
    deliveries: deliveries
      .filter((delivery) => delivery.leadId === row.id)
      .map(({ channel, target, status, attempts, nextAttemptAt, sentAt, lastError }) => ({
        channel,
        target,
        status,
        attempts,
        nextAttemptAt,
        sentAt,
        lastError,
      })),
  }));
}
