import { escapeControlCharacters } from '@/domain/leads';
import type { LeadWithDelivery } from '@/server/leads/queries';

/** What a buyer typed (or a server answered) never drives the operator's terminal. */
const shown = (text: string) => escapeControlCharacters(text);

const time = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, 'Z');

function describeDelivery(delivery: LeadWithDelivery['deliveries'][number]): string {
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`;
  const when =
    delivery.status === 'sent' && delivery.sentAt
      ? `sent ${time(delivery.sentAt)}`
      : delivery.status === 'pending' || delivery.status === 'sending'
        ? `next ${time(delivery.nextAttemptAt)}`
        : '';
  const error =
    delivery.lastError && delivery.status !== 'sent' ? `  last error: ${shown(delivery.lastError)}` : '';
  const columns = [delivery.channel.padEnd(8), delivery.status.padEnd(8), tries.padEnd(11), when];
  return `    ${columns.join(' ').trimEnd()}  → ${shown(delivery.target)}${error}`;
}

function describeLead(lead: LeadWithDelivery): string[] {
  const who = shown([lead.name, lead.email && `<${lead.email}>`, lead.phone].filter(Boolean).join(' '));
  const car = lead.vehicleId === null ? '' : `  car ${lead.vehicleId}`;
  const flag =
    lead.suspicionReasons.length > 0 ? `  [flagged: ${shown(lead.suspicionReasons.join(', '))}]` : '';
  const head = `${time(lead.createdAt)}  ${lead.id}  ${lead.formType} / ${lead.category}  ${who}${car}${flag}`;
  const deliveries = lead.deliveries.map(describeDelivery);
  const saved =
    lead.savedColumns.length > 0 ? [`    saved under: ${shown(lead.savedColumns.join(', '))}`] : [];
  return [head, ...(deliveries.length > 0 ? deliveries : ['    (no delivery channel configured)']), ...saved];
}

/** The leads CLI's text: one block per lead, newest first, then a count per delivery state. */
export function formatLeadsTable(site: { slug: string; name: string }, leads: LeadWithDelivery[]): string {
  if (leads.length === 0) return `No leads for ${site.name} (${site.slug}).`;
  const states = new Map<string, number>();
  for (const delivery of leads.flatMap((lead) => lead.deliveries)) {
    states.set(delivery.status, (states.get(delivery.status) ?? 0) + 1);
  }
  const totals = [...states].map(([status, n]) => `${status} ${n}`).join(', ');
  return [
    `Leads of ${site.name} (${site.slug}), newest first: ${leads.length}`,
    '',
    ...leads.flatMap(describeLead),
    '',
    `Deliveries: ${totals || 'none'}`,
  ].join('\n');
}
