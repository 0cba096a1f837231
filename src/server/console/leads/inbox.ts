import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  INBOX_PAGE_SIZE,
  type InboxLead,
  type InboxQuery,
  type LeadDeliveryState,
  type LeadStatus,
} from '@/domain/console/lead-inbox';
import { containsPattern } from '@/domain/console/like-pattern';
import type { Database } from '@/server/db/client';
import { LEAD_SUMMARY_COLUMNS } from '@/server/leads/queries';
import { leadOutbox, leadProgress, leads, staffMembers } from '@/server/db/schema';

const vehicleField = (name: string) => sql<string | null>`${leads.payload} -> 'vehicle' ->> ${name}`;

/** What the inbox's search box looks in: the buyer's details, the car, and the lead's reference. */
const SEARCHED = sql`concat_ws(' ', ${leads.name}, ${leads.email}, ${leads.phone}, ${vehicleField('stocknum')},
  ${vehicleField('make')}, ${vehicleField('model')}, replace(${leads.id}::text, '-', ''))`;

const statusOf = sql<LeadStatus>`coalesce(${leadProgress.status}, 'new')`;

function inboxFilters(siteId: number, query: Omit<InboxQuery, 'page'>): SQL {
  const filters: (SQL | undefined)[] = [eq(leads.siteId, siteId)];
  if (query.text) filters.push(sql`${SEARCHED} ilike ${containsPattern(query.text)}`);
  if (query.status) filters.push(sql`${statusOf} = ${query.status}`);
  if (query.formType) filters.push(eq(leads.formType, query.formType));
  if (query.assigned.kind === 'none') filters.push(isNull(leadProgress.assignedStaffId));
  if (query.assigned.kind === 'staff') filters.push(eq(leadProgress.assignedStaffId, query.assigned.staffId));
  return and(...filters)!;
}

const progressJoin = (siteId: number) =>
  and(eq(leadProgress.siteId, siteId), eq(leadProgress.leadId, leads.id));
const staffJoin = (siteId: number) =>
  and(eq(staffMembers.siteId, siteId), eq(staffMembers.id, leadProgress.assignedStaffId));

/**
 * A site's leads for the console, newest first, filtered as the inbox asks; `limit` and `offset` page through
 * them (the export takes them all, up to its cap). Every join is bound to the site.
 */
export async function listInboxLeads(
  db: Database,
  siteId: number,
  query: Omit<InboxQuery, 'page'>,
  window: { limit: number; offset: number },
): Promise<InboxLead[]> {
  const rows = await db
    .select({
      ...LEAD_SUMMARY_COLUMNS,
      vehicle: sql<InboxLead['vehicle']>`${leads.payload} -> 'vehicle'`,
      source: sql<string | null>`${leads.userData} ->> 'source'`,
      status: statusOf,
      assignedStaffId: leadProgress.assignedStaffId,
      assignedTo: sql<string | null>`coalesce(${staffMembers.name}, ${staffMembers.email})`,
      suspicious: leads.isSuspicious,
    })
    .from(leads)
    .leftJoin(leadProgress, progressJoin(siteId))
    .leftJoin(staffMembers, staffJoin(siteId))
    .where(inboxFilters(siteId, query))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(window.limit)
    .offset(window.offset);
  const deliveries = await deliveryStates(
    db,
    siteId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, deliveries: deliveries.get(row.id) ?? [] }));
}

/** How many leads the filters match (the inbox's count and its pages). */
export async function countInboxLeads(
  db: Database,
  siteId: number,
  query: Omit<InboxQuery, 'page'>,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(leads)
    .leftJoin(leadProgress, progressJoin(siteId))
    .where(inboxFilters(siteId, query));
  return row?.count ?? 0;
}

/** Each lead's deliveries (email, webhook) and where they stand: sent, pending, sending or dead. */
export async function deliveryStates(
  db: Database,
  siteId: number,
  leadIds: string[],
): Promise<Map<string, LeadDeliveryState[]>> {
  const byLead = new Map<string, LeadDeliveryState[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db
    .select({ leadId: leadOutbox.leadId, channel: leadOutbox.channel, status: leadOutbox.status })
    .from(leadOutbox)
    .where(and(eq(leadOutbox.siteId, siteId), inArray(leadOutbox.leadId, leadIds)))
    .orderBy(asc(leadOutbox.channel), asc(leadOutbox.id));
  for (const { leadId, channel, status } of rows) {
    const list = byLead.get(leadId) ?? [];
    list.push({ channel, status });
    byLead.set(leadId, list);
  }
  return byLead;
}

/** One page of the inbox and how many leads match in all. */
export async function loadInboxPage(db: Database, siteId: number, query: InboxQuery) {
  const [total, rows] = await Promise.all([
    countInboxLeads(db, siteId, query),
    listInboxLeads(db, siteId, query, {
      limit: INBOX_PAGE_SIZE,
      offset: (query.page - 1) * INBOX_PAGE_SIZE,
    }),
  ]);
  return { total, leads: rows, pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)) };
}
