'use client';

import { useHydrated } from '@/components/ui/use-hydrated';
import type { SidebarAction } from '@/domain/vehicle/sidebar-actions';
import { VehicleActionLink } from './vehicle-action-link';

/**
 * The sidebar's buttons in the domain's order (D-38, D-51, D-54..D-57, D-65): the first full width, the rest
 * two to a row (decision 057: seven stacked buttons pushed everything else a phone screen down). Enquire Now,
 * the test drive and Request Photos open their lead form about the car in a modal (D-103); without script
 * they are links to the form's page. `data-hydrated` tells browser tests the modals are live.
 */
export function VehicleSidebarActions({
  actions,
  carId,
  visitorStorageKey,
}: {
  actions: readonly SidebarAction[];
  carId: number;
  visitorStorageKey: string;
}) {
  const hydrated = useHydrated();
  const [primary, ...rest] = actions;
  const linkOf = (action: SidebarAction, className: string) => (
    <VehicleActionLink
      key={action.key}
      action={action}
      carId={carId}
      className={className}
      visitorStorageKey={visitorStorageKey}
    />
  );
  return (
    <div
      data-testid="vehicle-actions"
      data-hydrated={hydrated ? 'true' : undefined}
      className="flex flex-col gap-2"
    >
      {primary ? linkOf(primary, 'w-full') : null}
      {rest.length > 0 ? (
        <div className="grid grid-cols-2 gap-2">
          {rest.map((action) => linkOf(action, 'w-full px-2 text-center leading-tight odd:last:col-span-2'))}
        </div>
      ) : null}
    </div>
  );
}
