'use client';

import { Icon } from '@/components/ui/icon';
import { useId, useState } from 'react';
import type { OpeningHoursTab } from '@/domain/locations/opening-hours';
import { OpeningHoursTabs } from '@/components/locations/opening-hours-tabs';

export const OPENING_HOURS_LABEL = 'Opening Hours';

/** D-95/J-25: 'Opening Hours' is a disclosure button (aria-expanded) opening the hours tabs of the car's dealership. */
export function OpeningHoursDropdown({ tabs }: { tabs: readonly OpeningHoursTab[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (tabs.length === 0) return null;
  const panelId = `${id}-panel`;
  return (
    <div data-testid="opening-hours" className="rounded-lg border border-foreground/10 text-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-center justify-between gap-2 px-4 py-2 font-semibold"
      >
        <span className="inline-flex items-center gap-2">
          <Icon name="clock" className="size-4" />
          {OPENING_HOURS_LABEL}
        </span>
        <Icon name="chevron-down" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="border-t border-foreground/10 p-4">
        <OpeningHoursTabs tabs={tabs} label={OPENING_HOURS_LABEL} />
      </div>
    </div>
  );
}
