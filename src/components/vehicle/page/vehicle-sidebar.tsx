import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { SaveCarControls } from '@/components/cards/save-car-controls';
import { CompareTray } from '@/components/compare/compare-tray';
import { WatchlistButton } from '@/components/watchlist/watchlist-button';
import { MarketPriceTooltip } from '@/components/vehicle/price-comparison/market-price-tooltip';
import type { SidebarView } from '@/domain/vehicle/sidebar-view';
import { VehicleSidebarActions } from './sidebar-actions';

type VehicleSidebarProps = {
  view: SidebarView;
  carId: number;
  /** This site's visitor-id storage key (Call Dealer's reveal, D-68). */
  visitorStorageKey: string;
  /** D-49: a live view counter in place of the rendered '{n} views' (the contact feature's VehicleViews). */
  views?: ReactNode;
  /** Panels after the actions (the contact panel, D-66). */
  children?: ReactNode;
};

/**
 * D-9/D-38: the car's title, price (with the weekly estimate), key facts, yard and action buttons, then the
 * save, compare and watchlist controls: on a phone the facts and the main action come first (decision 057).
 */
export function VehicleSidebar({ view, carId, visitorStorageKey, views, children }: VehicleSidebarProps) {
  const { price, location } = view;
  const viewsNode =
    views ??
    (view.viewsText ? (
      <p data-testid="vehicle-views" className="text-sm text-muted">
        {view.viewsText}
      </p>
    ) : null);
  return (
    <div
      data-testid="vehicle-sidebar"
      className="flex flex-col gap-4 rounded-lg border border-foreground/10 p-4"
    >
      <h1 className="text-2xl font-bold tracking-tight">{view.title}</h1>
      <div className="flex flex-col gap-1">
        <p data-testid="vehicle-price" className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-3xl font-bold text-primary">{price.text}</span>
          {price.wasPrice ? (
            <s className="text-muted">
              <span className="sr-only">Was </span>
              {price.wasPrice}
            </s>
          ) : null}
          {price.priceType ? <span className="text-sm text-muted">{price.priceType}</span> : null}
          <MarketPriceTooltip {...view.market} />
        </p>
        {view.weeklyFinance ? (
          <p data-testid="vehicle-weekly-finance" className="text-sm font-medium">
            Est. {view.weeklyFinance}
          </p>
        ) : null}
      </div>
      <KeyFacts facts={view.facts} />
      <p className="flex items-center gap-1 text-sm">
        <Icon name="map-pin" className="size-4 shrink-0" />
        {location.href ? (
          <Link
            href={location.href}
            prefetch={false}
            className="font-medium underline-offset-2 hover:underline"
          >
            {location.name}
          </Link>
        ) : (
          <span className="font-medium">{location.name}</span>
        )}
      </p>
      <VehicleSidebarActions actions={view.actions} carId={carId} visitorStorageKey={visitorStorageKey} />
      {view.favourite || viewsNode ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {view.favourite ? <SaveCarControls {...view.favourite} /> : null}
          {viewsNode}
        </div>
      ) : null}
      {view.favourite ? <CompareTray favourites={view.favourite.favourites} /> : null}
      <WatchlistButton {...view.watchlist} />
      {children}
    </div>
  );
}

/**
 * Decision 057: the facts a buyer compares by, in a compact grid above the buttons, so that on a phone the
 * kilometres are seen with the price rather than after every button. Rendered on the server (no script needed).
 */
function KeyFacts({ facts }: { facts: SidebarView['facts'] }) {
  if (facts.length === 0) return null;
  return (
    <dl data-testid="vehicle-key-facts" className="grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs text-muted">{fact.label}</dt>
          <dd className="font-semibold break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
