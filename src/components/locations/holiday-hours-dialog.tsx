'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { siteThemeContainer } from '@/components/ui/opened-dialog';
import { DialogCloseButton } from '@/components/ui/dialog-close-button';
import { Icon } from '@/components/ui/icon';
import type { HolidayHoursSection } from '@/domain/locations/holiday-hours';
import { buttonLinkClass } from '@/components/ui/button-link';

type HolidayHoursDialogProps = { locationName: string; sections: readonly HolidayHoursSection[] };

const TITLE = 'Holiday Opening Hours';

/**
 * J-38: 'View Holiday Opening Hours' opens a modal listing the upcoming entries per department, today's
 * labelled 'Today' (J-37). Radix keeps focus inside, closes on Escape and returns focus to the button.
 * Nothing renders without entries, so the button is hidden then.
 */
export function HolidayHoursDialog({ locationName, sections }: HolidayHoursDialogProps) {
  if (sections.length === 0) return null;
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonLinkClass('outline', 'mt-4')}>
        <Icon name="calendar-days" className="size-4" />
        View Holiday Opening Hours
      </Dialog.Trigger>
      <Dialog.Portal container={siteThemeContainer()}>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-lg bg-background text-foreground shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg">
          <div className="sticky top-0 flex items-center justify-between border-b border-foreground/10 bg-background p-4">
            <Dialog.Title className="text-lg font-bold">{TITLE}</Dialog.Title>
            <DialogCloseButton label={`Close ${TITLE}`} />
          </div>
          <div className="space-y-5 p-4 text-sm">
            <Dialog.Description className="text-muted">{locationName}</Dialog.Description>
            {sections.map((section) => (
              <table key={section.type} className="w-full">
                <caption className="mb-1 text-left font-semibold">{section.label}</caption>
                <tbody>
                  {section.rows.map((row) => (
                    <tr key={row.date} className="border-t border-foreground/10">
                      <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                        <span className={row.dayLabel === 'Today' ? 'font-semibold' : ''}>
                          {row.dayLabel}
                        </span>
                        {row.name ? <span className="block text-xs text-muted">{row.name}</span> : null}
                      </th>
                      <td className="py-1.5 text-right">{row.hours}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
