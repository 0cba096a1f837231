import { vehicleHref } from '@/domain/cards/action-links';
import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import { carTitle } from '@/domain/format/car-title';
import { escapeXml } from '@/domain/format/xml';
import { formatZonedDateTime } from '@/domain/format/zoned-date-time';
import { formatBookingTime } from '@/domain/lead-confirmation/booking-time';
import { leadReference } from '@/domain/lead-confirmation/reference';
import { timeZoneForState } from '@/domain/lead-forms/time-zone';
import {
  escapeControlCharacters,
  isLeadFormKind,
  leadFormSections,
  SECTIONED_FORMS,
  sectionFieldNames,
  slotNotHeldLines,
  type LeadFormKind,
} from '@/domain/leads';
import { requestedTime } from './confirmation/buyer-confirmation';
import type { StoredLead } from './stored-lead';
import type { VehicleSnapshot } from './placement';

type Row = [label: string, value: string];
type Block = { title: string; rows: Row[] };

/** The dealer's email as data (decision 053), written out once as plain text and once as HTML. */
export type DealerEmailParts = {
  notices: string[][];
  summary: Row[];
  message: string | null;
  blocks: Block[];
};

/** Fields the summary shows in words, so 'All fields' does not repeat them (raw ISO times, ids, objects). */
const SHOWN_ABOVE = ['name', 'last_name', 'email', 'phone', 'message', 'dateTime', 'offer_id', 'offer_title'];

function describeVehicle(vehicle: VehicleSnapshot): string {
  return `${carTitle(vehicle)} (stock ${vehicle.stocknum})`;
}

/** One line whatever a value holds, never a JSON dump: control characters show as \uXXXX (decision 053). */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(formatValue).filter(Boolean).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, entry]) => [key, formatValue(entry)])
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`)
      .join(', ');
  }
  return escapeControlCharacters(String(value));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** H-19: the page the form was sent from, and the campaign (UTM, gclid) or referrer that brought the buyer. */
function attributionRows(userData: Record<string, unknown>): Row[] {
  const params = userData.linked_query_params;
  const campaign = params && typeof params === 'object' ? formatValue(params) : '';
  const rows: [string, string | null][] = [
    ['Sent from', text(userData.url)],
    ['Campaign', campaign || null],
    ['Source', text(userData.source)],
  ];
  return rows.filter((row): row is Row => row[1] !== null);
}

function summaryRows(lead: StoredLead, timeZone: string, origin: string | null): Row[] {
  const { id, createdAt, input, placement } = lead;
  const vehicle = placement.vehicle;
  const { offer_id: offerId, offer_title: offerTitle } = input.fields;
  const booked =
    input.booking?.startsAt ?? (input.formType === 'test_drive' ? requestedTime(input.fields) : null);
  const rows: [string, string | null][] = [
    ['Site', placement.site.name],
    ['Form', input.formType],
    ['Category', [input.category, input.subcategory].filter(Boolean).join(' / ')],
    ['Name', input.contact.name],
    ['Email', input.contact.email],
    ['Phone', input.contact.phone],
    ['Vehicle', vehicle && describeVehicle(vehicle)],
    ['Price', vehicle && vehicle.price > MIN_DISPLAYED_PRICE ? formatMoney(vehicle.price) : null],
    ['Listing', vehicle && origin ? `${origin}${vehicleHref(vehicle.slug)}` : null],
    [
      'Offer',
      typeof offerId === 'number' && typeof offerTitle === 'string'
        ? `${offerTitle} (offer ${offerId})`
        : null,
    ],
    // On the yard's clock, as the buyer booked it and is told it (decision 053); the site's zone when unknown.
    [
      'Test drive',
      booked && formatBookingTime(booked, timeZoneForState(placement.location?.state, timeZone)),
    ],
    ['Location', placement.location?.name ?? null],
    ['Dealership', placement.dealership?.name ?? null],
    ['Received', formatZonedDateTime(createdAt, timeZone)],
    ...attributionRows(input.userData),
    ['Reference', leadReference(id)],
    ['Lead id', id],
  ];
  return rows
    .filter((row): row is Row => Boolean(row[1]))
    .map(([label, value]) => [label, formatValue(value)]);
}

function sectionedKind(formType: string): LeadFormKind | null {
  return isLeadFormKind(formType) && SECTIONED_FORMS.has(formType) ? formType : null;
}

export function dealerEmailParts(
  lead: StoredLead,
  timeZone: string,
  origin: string | null,
): DealerEmailParts {
  const { input } = lead;
  const notices: string[][] = [];
  if (input.suspicion.length > 0) notices.push([`Flagged for review: ${input.suspicion.join(', ')}`]);
  if (lead.reservation && input.hold) notices.push(input.hold.dealerNotice(lead.reservation, timeZone));
  // Decision 032: a time the platform did not hold is the dealer's to confirm, said before anything else.
  if (lead.slot && lead.slot !== 'held') notices.push([...slotNotHeldLines(lead.slot)]);
  const sectioned = sectionedKind(input.formType);
  const blocks: Block[] = sectioned
    ? leadFormSections(sectioned, input.fields).map((section) => ({
        title: section.title,
        rows: section.lines.map((line): Row => [line.label, formatValue(line.value)]),
      }))
    : [];
  const covered = new Set([...SHOWN_ABOVE, ...(sectioned ? sectionFieldNames(sectioned) : [])]);
  if (lead.placement.vehicle) covered.add('vehicle');
  const rest = Object.entries(input.fields)
    .filter(([name]) => !covered.has(name))
    .map(([name, value]): Row => [name, formatValue(value)])
    .filter(([, value]) => value !== '');
  if (rest.length > 0) blocks.push({ title: 'All fields', rows: rest });
  return { notices, summary: summaryRows(lead, timeZone, origin), message: input.message, blocks };
}

export function dealerEmailText(parts: DealerEmailParts): string {
  const lines = parts.notices.flatMap((notice) => [...notice, '']);
  lines.push(...parts.summary.map(([label, value]) => `${`${label}:`.padEnd(12)}${value}`));
  if (parts.message) {
    lines.push('', 'Message:', escapeControlCharacters(parts.message, { keepNewlines: true }));
  }
  for (const block of parts.blocks) {
    lines.push('', `${block.title}:`, ...block.rows.map(([label, value]) => `  ${label}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

const h = escapeXml;
const CELL = 'style="text-align:left;vertical-align:top;padding:2px 12px 2px 0"';

function table(rows: Row[]): string {
  const body = rows
    .map(([label, value]) => {
      const shown = /^https?:\/\/\S+$/.test(value) ? `<a href="${h(value)}">${h(value)}</a>` : h(value);
      return `<tr><th scope="row" ${CELL}>${h(label)}</th><td>${shown}</td></tr>`;
    })
    .join('');
  return `<table>${body}</table>`;
}

export function dealerEmailHtml(parts: DealerEmailParts, title: string): string {
  return [
    '<!doctype html><html lang="en-AU"><head><meta charset="utf-8">',
    `<title>${h(title)}</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111">`,
    ...parts.notices.map((notice) => `<p><strong>${notice.map(h).join('<br>')}</strong></p>`),
    table(parts.summary),
    parts.message
      ? `<h2 style="font-size:16px">Message</h2><p style="white-space:pre-line">${h(parts.message)}</p>`
      : '',
    ...parts.blocks.map((block) => `<h2 style="font-size:16px">${h(block.title)}</h2>${table(block.rows)}`),
    '</body></html>',
  ].join('\n');
}
