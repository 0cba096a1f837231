'use client';

import Link from 'next/link';
import { HydratedMark } from '@/components/ui/hydrated-mark';
import { Icon } from '@/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import { maskPhone, telHref } from '@/domain/vehicle/contact/rules';
import type { ContactPanelView } from '@/domain/vehicle/contact/view';
import { postPhoneReveal, reportCallDealer } from './call-dealer';

export const REVEAL_LABEL = 'Click to reveal phone number';

export type ContactPanelProps = {
  /** `vehicleContactView(data).panel`. */
  panel: ContactPanelView;
  /** This site's local-storage key of the visitor id (`siteStorageKey(siteId, 'visitor-id')`). */
  visitorStorageKey: string;
};

/**
 * D-66..D-75: the dealer's number masked after its first 5 characters behind 'Click to reveal phone number';
 * the first click shows it as a tel: link with the stock number and posts one reveal per page view. Calling
 * reports analytics event 25. Optionally the dealership's name and 'See more from this dealer'.
 */
export function ContactPanel({ panel, visitorStorageKey }: ContactPanelProps) {
  const { carId, phone, stocknum, dealershipName, moreFromDealerHref } = panel;
  const [revealed, setRevealed] = useState(panel.revealedByDefault);
  const posted = useRef(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // D-74: nothing to reveal; the page goes on without the control.
    if (!phone) console.warn(`contact panel: car ${carId} has no dealer phone number`);
  }, [carId, phone]);

  if (!phone && !dealershipName && !moreFromDealerHref) return null;

  const reveal = () => {
    setRevealed(true);
    if (posted.current) return;
    posted.current = true;
    postPhoneReveal(carId, visitorStorageKey);
  };

  return (
    <div
      ref={root}
      data-testid="contact-panel"
      className="flex flex-col gap-2 rounded-lg border border-foreground/10 p-4 text-sm"
    >
      {dealershipName ? (
        <p data-testid="contact-dealership" className="font-semibold">
          {dealershipName}
        </p>
      ) : null}
      {phone ? (
        revealed ? (
          <div className="flex flex-col gap-1">
            <a
              data-testid="contact-phone"
              href={telHref(phone)}
              onClick={() => reportCallDealer(carId)}
              className="inline-flex items-center gap-2 text-lg font-bold text-primary underline-offset-2 hover:underline"
            >
              <Icon name="phone" className="size-4" />
              {phone}
            </a>
            <p data-testid="contact-stocknum" className="text-muted">
              Stock No: {stocknum}
            </p>
          </div>
        ) : (
          <div className="flex flex-col gap-1">
            <p
              data-testid="contact-phone-masked"
              className="inline-flex items-center gap-2 text-lg font-bold"
            >
              <Icon name="phone" className="size-4" />
              {maskPhone(phone)}
            </p>
            <button
              type="button"
              onClick={reveal}
              className="self-start font-medium text-primary underline underline-offset-2"
            >
              {REVEAL_LABEL}
            </button>
          </div>
        )
      ) : null}
      {moreFromDealerHref ? (
        <Link
          href={moreFromDealerHref}
          prefetch={false}
          className="font-medium underline-offset-2 hover:underline"
        >
          See more from this dealer
        </Link>
      ) : null}
      {/* Browser tests wait for this before clicking: a click before hydration reveals nothing. */}
      <HydratedMark target={root} attribute="data-hydrated" />
    </div>
  );
}
