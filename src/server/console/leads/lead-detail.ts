import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { LeadActivityEntry, LeadStatus } from '@/domain/console/lead-inbox';
import type { Database } from '@/server/db/client';
import { formatValue } from '@/server/leads/dealer-email';
import { leadActivity, leadOutbox, leadProgress, leads, staffMembers, vehicles } from '@/server/db/schema';

const staffName = (table: typeof staffMembers) => sql<string>`coalesce(${table.name}, ${table.email})`;

/** The site's current staff, for the assignment list (by name, then email). */
export async function listActiveStaff(db: Database, siteId: number) {
  return db
    .select({ id: staffMembers.id, label: staffName(staffMembers), role: staffMembers.role })
    .from(staffMembers)
    .where(and(eq(staffMembers.siteId, siteId), isNull(staffMembers.removedAt)))
    .orderBy(asc(staffName(staffMembers)));
}

/** Everything the console shows of one lead of this site, or null (another site's lead is not found). */
export async function loadLeadDetail(db: Database, siteId: number, leadId: string) {
  const [lead] = await db
    .select({
      id: leads.id,
      createdAt: leads.createdAt,
      formType: leads.formType,
      category: leads.category,
      subcategory: leads.subcategory,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      message: leads.message,
      payload: leads.payload,
      userData: leads.userData,
      suspicionReasons: leads.suspicionReasons,
      vehicleId: leads.vehicleId,
      status: sql<LeadStatus>`coalesce(${leadProgress.status}, 'new')`,
      assignedStaffId: leadProgress.assignedStaffId,
    })
    .from(leads)
    .leftJoin(leadProgress, and(eq(leadProgress.siteId, siteId), eq(leadProgress.leadId, leads.id)))
    .where(and(eq(leads.siteId, siteId), eq(leads.id, leadId)));
  if (!lead) return null;
  const [deliveries, history, car] = await Promise.all([
    db
      .select({
        channel: leadOutbox.channel,
        target: leadOutbox.target,
        status: leadOutbox.status,
        attempts: leadOutbox.attempts,
        sentAt: leadOutbox.sentAt,
        lastError: leadOutbox.lastError,
      })
      .from(leadOutbox)
      .where(and(eq(leadOutbox.siteId, siteId), eq(leadOutbox.leadId, leadId)))
      .orderBy(asc(leadOutbox.channel), asc(leadOutbox.id)),
    leadHistory(db, siteId, leadId),
    lead.vehicleId === null
      ? Promise.resolve([])
      : db
          .select({ id: vehicles.id })
          .from(vehicles)
          .where(and(eq(vehicles.siteId, siteId), eq(vehicles.id, lead.vehicleId))),
  ]);
  // The car's console page, while the site still has the car (the lead keeps its own snapshot regardless).
  return { lead, deliveries, history, stockId: car[0]?.id ?? null };
}

async function leadHistory(db: Database, siteId: number, leadId: string): Promise<LeadActivityEntry[]> {
  const author = staffMembers;
  return db
    .select({
      id: leadActivity.id,
      kind: leadActivity.kind,
      status: leadActivity.status,
      assignedTo: sql<
        string | null
      >`(select coalesce(assignee.name, assignee.email) from ${staffMembers} assignee
        where assignee.site_id = ${siteId} and assignee.id = ${leadActivity.assignedStaffId})`,
      note: leadActivity.note,
      by: staffName(author),
      at: leadActivity.createdAt,
    })
    .from(leadActivity)
    .innerJoin(author, and(eq(author.siteId, siteId), eq(author.id, leadActivity.staffId)))
    .where(and(eq(leadActivity.siteId, siteId), eq(leadActivity.leadId, leadId)))
    .orderBy(desc(leadActivity.createdAt), desc(leadActivity.id));
}

/** The lead's submitted fields and attribution as label and one line of text each, empty ones left out. */
export function leadFieldRows(values: Record<string, unknown>): [string, string][] {
  return Object.entries(values)
    .map(([name, value]): [string, string] => [name, formatValue(value)])
    .filter(([, text]) => text !== '');
}
