import { carTitle } from '@/domain/format/car-title';
import { z } from 'zod';
import { isLeadFormKind, LEAD_FORM_KINDS, type LeadFormKind } from '@/domain/leads';
import type { LeadSummary } from '@/domain/leads/lead-summary';
import { isStorableText, NUL_MESSAGE } from '@/domain/validation/db-limits';

/** Where the dealer is with a lead (decision 062); a lead nobody has touched is new. */
export const LEAD_STATUSES = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
};

/** The inbox's names for the forms a lead came from (the kind filter and column). */
export const LEAD_KIND_LABELS: Readonly<Record<LeadFormKind, string>> = {
  enquiry: 'Enquiry',
  test_drive: 'Test drive',
  request_photos: 'Photo request',
  quick_trade_in: 'Trade-in enquiry',
  finance: 'Finance enquiry',
  careers: 'Careers',
  service: 'Service booking',
  finance_application: 'Finance application',
  trade_in: 'Trade-in valuation',
  reserve: 'Reservation',
};

export type LeadDeliveryState = { channel: string; status: string };

/** One entry of a lead's history in the console: a status change, an assignment or a note, by whom and when. */
export type LeadActivityEntry = {
  id: number;
  kind: string;
  status: string | null;
  assignedTo: string | null;
  note: string | null;
  by: string;
  at: Date;
};

/** A lead as the inbox lists it (and the export writes it). */
export type InboxLead = LeadSummary & {
  /** The car as it was when the lead came in (the lead's snapshot). */
  vehicle: { stocknum: string; year: number; make: string; model: string; badge: string | null } | null;
  source: string | null;
  status: LeadStatus;
  assignedStaffId: number | null;
  assignedTo: string | null;
  suspicious: boolean;
  deliveries: LeadDeliveryState[];
};

export function leadCarText(vehicle: InboxLead['vehicle']): string {
  if (!vehicle) return '';
  return carTitle(vehicle);
}

export function leadKindLabel(formType: string): string {
  return isLeadFormKind(formType) ? LEAD_KIND_LABELS[formType] : formType;
}

export const INBOX_PAGE_SIZE = 50;
/** The export's cap: a year of a busy yard's leads, in one file a spreadsheet opens. */
export const EXPORT_MAX_ROWS = 20_000;

/** Who a lead is assigned to, as the filter asks: anyone, nobody, or one staff member by id. */
export type AssignedFilter = { kind: 'any' } | { kind: 'none' } | { kind: 'staff'; staffId: number };

export type InboxQuery = {
  text: string;
  status: LeadStatus | null;
  formType: LeadFormKind | null;
  assigned: AssignedFilter;
  page: number;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  values.find((entry) => entry === value) ?? null;

function readAssigned(value: string | undefined): AssignedFilter {
  if (value === 'none') return { kind: 'none' };
  const staffId = z.coerce.number().int().positive().max(2_147_483_647).safeParse(value);
  return value !== undefined && value !== '' && staffId.success
    ? { kind: 'staff', staffId: staffId.data }
    : { kind: 'any' };
}

/**
 * The inbox's filters from its address. A filter link is something staff bookmark and edit: an unknown value
 * is no filter (the whole inbox), never an error page.
 */
export function readInboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  const page = z.coerce.number().int().min(1).max(10_000).safeParse(first(params.page));
  return {
    // No stored lead holds a NUL, and PostgreSQL refuses one in the query (a 500, decision 077).
    text: (first(params.q) ?? '').replaceAll('\0', '').trim().slice(0, 100),
    status: oneOf(LEAD_STATUSES, first(params.status)),
    formType: oneOf(LEAD_FORM_KINDS, first(params.kind)),
    assigned: readAssigned(first(params.assigned)),
    page: page.success ? page.data : 1,
  };
}

/** The address of the inbox with these filters (page 1 unless given): the inverse of readInboxQuery. */
export function inboxSearch(query: InboxQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.text) params.set('q', query.text);
  if (query.status) params.set('status', query.status);
  if (query.formType) params.set('kind', query.formType);
  if (query.assigned.kind === 'none') params.set('assigned', 'none');
  if (query.assigned.kind === 'staff') params.set('assigned', String(query.assigned.staffId));
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

const leadId = z.uuid('Unknown lead');

/** POST /api/console/leads/status */
export const leadStatusChangeSchema = z.strictObject({
  leadId,
  status: z.enum(LEAD_STATUSES, 'Choose a status: new, contacted, appointment, sold or lost'),
});

/** POST /api/console/leads/assign: `staffId` null takes the lead off whoever had it. */
export const leadAssignmentSchema = z.strictObject({
  leadId,
  staffId: z.number('Choose a staff member').int().positive().max(2_147_483_647).nullable(),
});

export const NOTE_MAX_LENGTH = 4000;

/** POST /api/console/leads/note */
export const leadNoteSchema = z.strictObject({
  leadId,
  note: z
    .string('Write a note')
    .refine(isStorableText, `A note ${NUL_MESSAGE}`)
    .trim()
    .min(1, 'Write a note')
    .max(NOTE_MAX_LENGTH, `A note is at most ${NOTE_MAX_LENGTH.toLocaleString('en-AU')} characters`),
});
