'use client';

import { LeadDialogLink } from '@/components/leads/lead-dialog-link';
import { ButtonLink, buttonLinkClass } from '@/components/ui/button-link';
import { useEffect, useRef, useState } from 'react';
import { postPhoneReveal, reportCallDealer } from '@/components/vehicle/contact/call-dealer';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { SidebarAction } from '@/domain/vehicle/sidebar-actions';

/**
 * Call Dealer: a button that reveals the number and records the reveal as the contact panel does
 * (D-68); the revealed tel: link then reports event 25 when used (D-75). Without a script it is the tel: link
 * from the start (nothing could record the reveal anyway).
 */
function CallDealerAction(props: {
  action: SidebarAction;
  carId: number;
  className: string;
  visitorStorageKey: string;
}) {
  const { action, carId, className, visitorStorageKey } = props;
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (revealed) link.current?.focus();
  }, [revealed]);
  const classes = buttonLinkClass(action.variant, className);
  if (hydrated && !revealed)
    return (
      <button
        type="button"
        className={classes}
        onClick={() => {
          setRevealed(true);
          postPhoneReveal(carId, visitorStorageKey);
        }}
      >
        {action.label}
      </button>
    );
  return (
    <a ref={link} href={action.href} onClick={() => reportCallDealer(carId)} className={classes}>
      {revealed && action.revealedLabel ? action.revealedLabel : action.label}
    </a>
  );
}

/**
 * One of the car's action buttons. Enquire Now, the test drive and Request Photos open their lead form about
 * the car in a modal (D-103); without script, and for every other action, it is a link. Call Dealer reveals
 * the number first (above).
 */
export function VehicleActionLink({
  action,
  carId,
  className,
  visitorStorageKey,
}: {
  action: SidebarAction;
  carId: number;
  /** Width within its row or column, e.g. 'w-full' or 'flex-1'. */
  className: string;
  /** This site's visitor-id storage key: Call Dealer records its reveal under it (D-68). */
  visitorStorageKey: string;
}) {
  if (action.key === 'call')
    return (
      <CallDealerAction
        action={action}
        carId={carId}
        className={className}
        visitorStorageKey={visitorStorageKey}
      />
    );
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
