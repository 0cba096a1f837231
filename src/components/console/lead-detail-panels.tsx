import Link from 'next/link';
import { leadCarText } from '@/domain/console/lead-inbox';
import type { LeadDetailView } from './lead-detail-view';
import { Panel } from './lead-panel';

/** How to reach the buyer: their email and phone as links. */
export function LeadContactPanel({ lead }: { lead: LeadDetailView }) {
  return (
    <Panel title="Contact">
      <ul className="space-y-1">
        {lead.email ? (
          <li>
            <a href={`mailto:${lead.email}`} className="underline">
              {lead.email}
            </a>
          </li>
        ) : null}
        {lead.phone ? (
          <li>
            <a href={`tel:${lead.phone.replace(/\s/g, '')}`} className="underline">
              {lead.phone}
            </a>
          </li>
        ) : null}
        {!lead.email && !lead.phone ? <li>No email or phone given.</li> : null}
      </ul>
    </Panel>
  );
}

/** The car the lead is about, linked to its stock page while the car is still in stock. */
export function LeadCarPanel({ lead }: { lead: LeadDetailView }) {
  const car = leadCarText(lead.vehicle);
  return (
    <Panel title="Car">
      {car ? (
        <p>
          {car} (stock {lead.vehicle?.stocknum}){' '}
          {lead.stockId !== null ? (
            <Link href={`/console/stock/${lead.stockId}`} prefetch={false} className="underline">
              Open in stock
            </Link>
          ) : null}
        </p>
      ) : (
        <p>No car named.</p>
      )}
    </Panel>
  );
}

/** Where the lead was sent (email, webhook) and how that went. */
export function LeadDeliveryPanel({ deliveries }: { deliveries: LeadDetailView['deliveries'] }) {
  return (
    <Panel title="Delivery">
      {deliveries.length === 0 ? (
        <p>Stored only: this site sends no email or webhook for it.</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {deliveries.map((delivery, index) => (
            <li key={index}>
              {delivery.channel} to {delivery.target}: {delivery.status}
              {delivery.attempts > 1 ? ` after ${delivery.attempts} attempts` : ''}
              {delivery.lastError && delivery.status !== 'sent' ? ` (${delivery.lastError})` : ''}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
