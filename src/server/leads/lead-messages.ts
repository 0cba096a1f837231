import { escapeControlCharacters } from '@/domain/leads';
import { dealerEmailHtml, dealerEmailParts, dealerEmailText } from './dealer-email';
import type { StoredLead } from './stored-lead';
import type { EmailOutboxPayload } from '@/server/mail/outbox-email';

/** The Standard Webhooks payload shape: type, timestamp, data. */
export type WebhookOutboxPayload = {
  type: 'lead.created';
  timestamp: string;
  data: Record<string, unknown>;
};

/** `slot`: what became of the requested test-drive time (null: the lead booked none). */
/** Header lines must not carry line breaks (header injection) or other control characters, whatever was typed. */
const oneLine = (text: string) => escapeControlCharacters(text.replace(/[\r\n]+/g, ' ').trim());

function emailSubject({ input, placement }: StoredLead): string {
  const flag = input.suspicion.length > 0 ? '[Flagged for review] ' : '';
  const vehicle = placement.vehicle;
  const name =
    vehicle && [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(' ');
  const car = vehicle ? ` - ${name} (stock ${vehicle.stocknum})` : '';
  const from = input.contact.name ? ` from ${input.contact.name}` : '';
  return oneLine(`${flag}New ${input.category} lead${from}${car}`);
}

/**
 * The dealer's email (decision 053): plain text and HTML from one set of parts; the car's price and listing
 * link (`origin`: the site's address, null when unknown), the booked time in words, where the buyer came
 * from.
 */
export function renderLeadEmail(
  lead: StoredLead,
  to: string,
  timeZone: string,
  origin: string | null = null,
): EmailOutboxPayload {
  const parts = dealerEmailParts(lead, timeZone, origin);
  const subject = emailSubject(lead);
  return {
    site: lead.placement.site,
    to,
    replyTo: lead.input.contact.email,
    subject,
    text: dealerEmailText(parts),
    html: dealerEmailHtml(parts, subject),
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
