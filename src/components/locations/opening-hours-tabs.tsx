'use client';

import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { OpeningHoursTab } from '@/domain/locations/opening-hours';

/** The tab a roving arrow, Home or End key moves to; null for other keys. */
function nextTab(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

type OpeningHoursTabsProps = { tabs: readonly OpeningHoursTab[]; label: string };

/**
 * J-25/J-29: one tab per location type present (sales, service, parts), each with its grouped hours table
 * (J-28..J-34). The tabs pattern: one tab in the tab order, arrows/Home/End move between tabs and select them
 * (aria-selected), Tab goes on into the selected hours.
 */
export function OpeningHoursTabs({ tabs, label }: OpeningHoursTabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;
  const panelId = `${id}-hours`;
  const tabId = (index: number) => `${id}-tab-${index}`;
  const current = tabs[Math.min(selected, tabs.length - 1)]!;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTab(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className="mb-3 flex gap-1">
        {tabs.map((tab, index) => {
          const isSelected = tab === current;
          return (
            <button
              key={tab.type}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => onTabKey(event, index)}
              className={`min-h-11 rounded-md px-3 py-1 font-medium ${
                isSelected ? 'bg-primary text-primary-foreground' : 'hover:bg-foreground/5'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(tabs.indexOf(current))}
        tabIndex={0}
        data-testid="opening-hours-panel"
      >
        <p className="mb-2 font-medium">{current.locationName}</p>
        <table className="w-full">
          <caption className="sr-only">
            {current.label} opening hours at {current.locationName}
          </caption>
          <tbody>
            {current.rows.map((row) => (
              <tr key={row.days}>
                <th scope="row" className="py-0.5 pr-4 text-left font-normal text-muted">
                  {row.days}
                </th>
                <td className="py-0.5 text-right">{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
