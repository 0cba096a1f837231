import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { reservationLeadLines, type ReservationHold } from '@/domain/reserve';
import {
  escapeControlCharacters,
  isLeadFormKind,
  leadFormSections,
  SECTIONED_FORMS,
  sectionFieldNames,
  slotNotHeldLines,
  type LeadFormKind,
  type SlotHold,
} from '@/domain/leads';
import type { LeadPlacement, VehicleSnapshot } from './placement';
import type { LeadInput } from './types';

/** What the outbox stores for an email: rendered once, in the lead's transaction, so retries send the same. */
export type EmailOutboxPayload = {
  site: { id: number; slug: string; name: string };
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  /** The HTML part (buyer confirmations and dealer emails since issue 17; older rows have text only). */
  html?: string;
  /** A test drive's calendar file, rendered with the email so a retry sends the same bytes. */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { filename: string; contentType: string; content: string };

/** The Standard Webhooks payload shape: type, timestamp, data. */
export type WebhookOutboxPayload = {
  type: 'lead.created';
  timestamp: string;
  data: Record<string, unknown>;
};

/** `slot`: what became of the requested test-drive time (null: the lead booked none). */
export type StoredLead = {
  id: string;
  createdAt: Date;
  input: LeadInput;
  placement: LeadPlacement;
  slot?: SlotHold | null;
  /** A reserve lead's reservation: opened, or why not (decision 046). */
  reservation?: ReservationHold | null;
};

function describeVehicle(vehicle: VehicleSnapshot): string {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
  return `${name} (stock ${vehicle.stocknum})`;
}

/** H-28: the offer an enquiry is about, from the fields the pipeline added (the server's id and title). */
function describeOffer(fields: Record<string, unknown>): string | null {
  const { offer_id: id, offer_title: title } = fields;
  return typeof id === 'number' && typeof title === 'string' ? `${title} (offer ${id})` : null;
}

/** One line of the email whatever a value holds: control characters show as \uXXXX (issue 14, finding 7). */
function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(formatValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return escapeControlCharacters(String(value));
}

/** Header lines must not carry line breaks (header injection) or other control characters, whatever was typed. */
const oneLine = (text: string) => escapeControlCharacters(text.replace(/[\r\n]+/g, ' ').trim());

function emailSubject({ input, placement }: StoredLead): string {
  const flag = input.suspicion.length > 0 ? '[Flagged for review] ' : '';
  const car = placement.vehicle ? ` - ${describeVehicle(placement.vehicle)}` : '';
  const from = input.contact.name ? ` from ${input.contact.name}` : '';
  return oneLine(`${flag}New ${input.category} lead${from}${car}`);
}

function summaryLines({ id, createdAt, input, placement }: StoredLead, timeZone: string): string[] {
  const rows: [string, string | null][] = [
    ['Site', placement.site.name],
    ['Form', input.formType],
    ['Category', [input.category, input.subcategory].filter(Boolean).join(' / ')],
    ['Name', input.contact.name],
    ['Email', input.contact.email],
    ['Phone', input.contact.phone],
    ['Vehicle', placement.vehicle && describeVehicle(placement.vehicle)],
    ['Offer', describeOffer(input.fields)],
    ['Location', placement.location?.name ?? null],
    ['Dealership', placement.dealership?.name ?? null],
    ['Received', formatZonedDateTime(createdAt, timeZone)],
    ['Lead id', id],
  ];
  return rows
    .filter(([, value]) => value)
    .map(([label, value]) => `${`${label}:`.padEnd(12)}${formatValue(value)}`);
}

function sectionedKind(formType: string): LeadFormKind | null {
  return isLeadFormKind(formType) && SECTIONED_FORMS.has(formType) ? formType : null;
}

/** A long form's answers under the labels the buyer saw, one block per step of the form. */
function sectionLines(kind: LeadFormKind, fields: Record<string, unknown>): string[] {
  return leadFormSections(kind, fields).flatMap((section) => [
    '',
    `${section.title}:`,
    ...section.lines.map((line) => `  ${line.label}: ${formatValue(line.value)}`),
  ]);
}

function emailText(lead: StoredLead, timeZone: string): string {
  const { input } = lead;
  const lines = summaryLines(lead, timeZone);
  // Decision 032: a time the platform did not hold is the dealer's to confirm, said before anything else.
  if (lead.slot && lead.slot !== 'held') lines.unshift(...slotNotHeldLines(lead.slot), '');
  const reservation = input.reservation;
  if (lead.reservation && reservation) {
    lines.unshift(...reservationLeadLines(lead.reservation, reservation, timeZone), '');
  }
  if (input.suspicion.length > 0) lines.unshift(`Flagged for review: ${input.suspicion.join(', ')}`, '');
  if (input.message)
    lines.push('', 'Message:', escapeControlCharacters(input.message, { keepNewlines: true }));
  const sectioned = sectionedKind(input.formType);
  const covered = sectioned ? sectionFieldNames(sectioned) : new Set<string>();
  if (sectioned) lines.push(...sectionLines(sectioned, input.fields));
  const fields = Object.entries(input.fields).filter(
    ([name, value]) => formatValue(value) !== '' && !covered.has(name),
  );
  if (fields.length > 0)
    lines.push('', 'All fields:', ...fields.map(([k, v]) => `  ${k}: ${formatValue(v)}`));
  return `${lines.join('\n')}\n`;
}

export function renderLeadEmail(lead: StoredLead, to: string, timeZone: string): EmailOutboxPayload {
  return {
    site: lead.placement.site,
    to,
    replyTo: lead.input.contact.email,
    subject: emailSubject(lead),
    text: emailText(lead, timeZone),
  };
}

/** The lead as a dealer system receives it; ids are the platform's, names a snapshot at submit time. */
export function renderLeadWebhook({ id, createdAt, input, placement }: StoredLead): WebhookOutboxPayload {
  const { vehicle, location, dealership } = placement;
  return {
    type: 'lead.created',
    timestamp: createdAt.toISOString(),
    data: {
      lead_id: id,
      created_at: createdAt.toISOString(),
      site: { id: placement.site.id, name: placement.site.name },
      form_type: input.formType,
      category: input.category,
      subcategory: input.subcategory,
      vehicle,
      location: location && { id: location.id, name: location.name },
      dealership: dealership && { id: dealership.id, slug: dealership.slug, name: dealership.name },
      contact: input.contact,
      message: input.message,
      fields: input.fields,
      user_data: input.userData,
      opt_in: input.consent?.optIn ?? false,
      suspicious: input.suspicion.length > 0,
      suspicion_reasons: input.suspicion,
    },
  };
}
