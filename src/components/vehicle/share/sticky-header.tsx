'use client';

import { ButtonLink } from '@/components/ui/button-link';
import { PlainImage } from '@/components/ui/plain-image';
import { isStickyHeaderShown, type StickyHeaderView } from '@/domain/vehicle/sticky-bars';
import { useScrollRule } from './use-page-scroll';

/**
 * D-60..D-63: a bar fixed to the top of the window once the page has scrolled past 500 px, gone again above
 * it: thumbnail, name, transmission and body type, price and price type, 'Get Finance' and 'Trade-In
 * Valuation'. Rendered only while shown, so its links never double the sidebar's for readers above the fold.
 * It sits just below the site header (h-16): the same `features.stickyHeader` option that shows this bar keeps
 * the site header sticky, and covering it would hide its menus.
 */
export function VehicleStickyHeader({ view }: { view: StickyHeaderView }) {
  const shown = useScrollRule(isStickyHeaderShown);
  if (!shown) return null;
  return (
    <div
      data-testid="vehicle-sticky-header"
      className="fixed inset-x-0 top-16 z-30 border-b border-foreground/10 bg-background/95 shadow-md backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2">
        {view.thumbUrl ? (
          <PlainImage
            src={view.thumbUrl}
            alt=""
            width={72}
            height={48}
            loading="eager"
            className="hidden h-12 w-18 rounded object-cover sm:block"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{view.title}</p>
          {view.summary ? <p className="truncate text-sm text-muted">{view.summary}</p> : null}
        </div>
        <p className="text-right">
          <span className="block text-lg font-bold text-primary">{view.price}</span>
          {view.priceType ? <span className="block text-xs text-muted">{view.priceType}</span> : null}
          {view.weeklyFinance ? (
            <span className="block text-xs font-semibold" data-testid="sticky-weekly-finance">
              Est. {view.weeklyFinance}
            </span>
          ) : null}
        </p>
        <div className="hidden gap-2 md:flex">
          {view.finance ? (
            <ButtonLink href={view.finance.href} variant="primary" prefetch={false}>
              {view.finance.label}
            </ButtonLink>
          ) : null}
          {view.tradeIn ? (
            <ButtonLink href={view.tradeIn.href} variant="outline" prefetch={false}>
              {view.tradeIn.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
