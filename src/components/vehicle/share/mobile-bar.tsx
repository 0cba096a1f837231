'use client';

import { VehicleActionLink } from '@/components/vehicle/page/vehicle-action-link';
import type { SidebarAction } from '@/domain/vehicle/sidebar-actions';
import { isMobileBarOpen } from '@/domain/vehicle/sticky-bars';
import { useMediaQuery, useScrollRule } from './use-page-scroll';

/** Below Tailwind's `lg`, where the sidebar is no longer beside the media. */
const SMALL_SCREEN = '(max-width: 1023.98px)';

type MobileBarProps = {
  /** `mobileBarActions(sidebarView(data).actions)`. */
  actions: SidebarAction[];
  carId: number;
  price: string;
  /** This site's visitor-id storage key (Call Dealer's reveal, D-68). */
  visitorStorageKey: string;
};

/**
 * D-64: on small screens a bar fixed to the bottom of the window with the page's primary actions. Closed it
 * shows the price and the first action; past 900 px of scroll it opens: every action, side by side. Only
 * mounted on small screens, so wide screens have no second copy of the sidebar's links.
 */
export function VehicleMobileBar({ actions, carId, price, visitorStorageKey }: MobileBarProps) {
  const small = useMediaQuery(SMALL_SCREEN);
  const open = useScrollRule(isMobileBarOpen);
  if (!small || actions.length === 0) return null;
  const shown = open ? actions : actions.slice(0, 1);
  return (
    <>
      <div aria-hidden="true" className="h-20" />
      <div
        data-testid="vehicle-mobile-bar"
        data-state={open ? 'open' : 'closed'}
        className={`fixed inset-x-0 bottom-0 z-40 border-t border-foreground/10 bg-background shadow-[0_-2px_8px_rgb(0_0_0/0.1)] ${open ? 'py-3' : 'py-2'}`}
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4">
          {open ? null : <p className="shrink-0 text-lg font-bold text-primary">{price}</p>}
          {shown.map((action) => (
            <VehicleActionLink
              key={action.key}
              action={action}
              carId={carId}
              className="flex-1"
              visitorStorageKey={visitorStorageKey}
            />
          ))}
        </div>
      </div>
    </>
  );
}
