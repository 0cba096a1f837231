'use client';

import { LeadDialogLink } from '@/components/leads/lead-dialog-link';
import { ButtonLink, buttonLinkClass } from '@/components/ui/button-link';
import { reportCallDealer } from '@/components/vehicle/contact/call-dealer';
import type { SidebarAction } from '@/domain/vehicle/sidebar-actions';

/**
 * One of the car's action buttons. Enquire Now, the test drive and Request Photos open their lead form about
 * the car in a modal (D-103); without script, and for every other action, it is a link. Call Dealer is a tel:
 * link that reports analytics event 25 like the contact panel's number (D-75).
 */
export function VehicleActionLink({
  action,
  carId,
  className,
}: {
  action: SidebarAction;
  carId: number;
  /** Width within its row or column, e.g. 'w-full' or 'flex-1'. */
  className: string;
}) {
  if (action.key === 'call') {
    return (
      <a
        href={action.href}
        onClick={() => reportCallDealer(carId)}
        className={buttonLinkClass(action.variant, className)}
      >
        {action.label}
      </a>
    );
  }
  if (action.dialog) {
    return (
      <LeadDialogLink
        kind={action.dialog}
        subject={{ car: carId }}
        href={action.href}
        title={action.label}
        className={buttonLinkClass(action.variant, className)}
      >
        {action.label}
      </LeadDialogLink>
    );
  }
  return (
    <ButtonLink href={action.href} variant={action.variant} className={className} prefetch={false}>
      {action.label}
    </ButtonLink>
  );
}
