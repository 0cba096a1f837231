import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import {
  leadAssignmentSchema,
  leadNoteSchema,
  leadStatusChangeSchema,
  type LeadStatus,
} from '@/domain/console/lead-inbox';
import { leadActivity, leadProgress, leads, staffMembers } from '@/server/db/schema';
import type { Tx } from '@/server/db/transaction';
import { consoleJson, parseConsoleInput, type ConsoleContext } from '../console-route';

/** The lead, if it is this site's, locked for the change (two staff changing it at once take turns). */
async function lockedLead(tx: Tx, siteId: number, leadId: string): Promise<boolean> {
  const [lead] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), eq(leads.id, leadId)))
    .for('update');
  return lead !== undefined;
}

/** Sets the lead's progress columns, making its row on the first change. */
async function saveProgress(
  tx: Tx,
  siteId: number,
  leadId: string,
  change: { status?: LeadStatus; assignedStaffId?: number | null },
  now: Date,
) {
  await tx
    .insert(leadProgress)
    .values({ siteId, leadId, ...change, updatedAt: now })
    .onConflictDoUpdate({
      target: [leadProgress.siteId, leadProgress.leadId],
      set: { ...change, updatedAt: now },
    });
}

const NOT_FOUND = () => consoleJson(404, { error: 'No such lead on this site' });

/**
 * One change to a lead in one transaction: the lead checked to be the site's and locked, `apply` run, and the
 * change added to the lead's history. 404 for a lead of another site, as for one that does not exist.
 */
async function changeLead(
  context: ConsoleContext,
  leadId: string,
  apply: (
    tx: Tx,
  ) => Promise<Omit<typeof leadActivity.$inferInsert, 'siteId' | 'leadId' | 'staffId'> | Response>,
): Promise<Response> {
  const { db, site, staff, now } = context;
  const outcome = await db.transaction(async (tx) => {
    if (!(await lockedLead(tx, site.id, leadId))) return NOT_FOUND();
    const activity = await apply(tx);
    if (activity instanceof Response) return activity;
    await tx
      .insert(leadActivity)
      .values({ ...activity, siteId: site.id, leadId, staffId: staff.id, createdAt: now });
    return null;
  });
  return outcome ?? consoleJson(200, { ok: true });
}

export async function changeLeadStatus(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(leadStatusChangeSchema, input);
  if (!parsed.ok) return parsed.response;
  const { leadId, status } = parsed.value;
  return changeLead(context, leadId, async (tx) => {
    await saveProgress(tx, context.site.id, leadId, { status }, context.now);
    return { kind: 'status', status };
  });
}

/** A current (not removed) staff member of this site, or null. */
async function activeStaffId(tx: Tx, siteId: number, staffId: number): Promise<number | null> {
  const [member] = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(
      and(eq(staffMembers.siteId, siteId), eq(staffMembers.id, staffId), isNull(staffMembers.removedAt)),
    );
  return member?.id ?? null;
}

export async function assignLead(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(leadAssignmentSchema, input);
  if (!parsed.ok) return parsed.response;
  const { leadId, staffId } = parsed.value;
  return changeLead(context, leadId, async (tx) => {
    if (staffId !== null && (await activeStaffId(tx, context.site.id, staffId)) === null)
      return consoleJson(422, { error: 'Choose a staff member of this site' });
    await saveProgress(tx, context.site.id, leadId, { assignedStaffId: staffId }, context.now);
    return { kind: 'assignment', assignedStaffId: staffId };
  });
}

export async function addLeadNote(context: ConsoleContext, input: unknown): Promise<Response> {
  const parsed = parseConsoleInput(leadNoteSchema, input);
  if (!parsed.ok) return parsed.response;
  const { leadId, note } = parsed.value;
  return changeLead(context, leadId, async () => ({ kind: 'note', note }));
}
