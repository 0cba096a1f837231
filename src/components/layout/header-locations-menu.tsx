'use client';

import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { CallLink } from './call-link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { HeaderLocationItem } from '@/domain/locations/header';

type HeaderLocationsMenuProps = { items: readonly HeaderLocationItem[] };

type PanelProps = HeaderLocationsMenuProps & { isOpen: boolean; onFollow: () => void };

/**
 * The list of locations is drawn only while open: for a group it is every location (some 5 KB of every page's
 * HTML). The links to all locations and the locator stay in the page, so crawlers find them (decision 041).
 */
function LocationsPanelContent({ items, isOpen, onFollow }: PanelProps) {
  return (
    <>
      {isOpen ? (
        <ul>
          {items.map((item) => (
            <li key={item.href + item.name} className="px-4 py-2">
              <Link href={item.href} onClick={onFollow} className="block font-semibold hover:underline">
                {item.name}
              </Link>
              {item.phone && item.telHref ? (
                <CallLink
                  telHref={item.telHref}
                  name={item.name}
                  number={item.phone}
                  className="mt-0.5 inline-flex items-center gap-1 text-sm text-muted hover:underline"
                  iconClassName="size-3.5"
                />
              ) : (
                <span className="mt-0.5 block text-sm text-muted">Phone not available</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 border-t border-foreground/10 px-4 pt-2 text-sm">
        <Link href="/dealerships" onClick={onFollow} className="font-semibold text-primary hover:underline">
          All locations
        </Link>
        <Link
          href="/dealer-locator"
          onClick={onFollow}
          className="font-semibold text-primary hover:underline"
        >
          Find your nearest
        </Link>
      </div>
    </>
  );
}

/**
 * J-21: a disclosure button listing each location with its phone. Enter/Space toggle it; Escape closes it
 * and returns focus to the button; a click outside or focus leaving it closes it. The links stay plain
 * links in the tab order (a disclosure, not a menu), so screen readers read name and number in turn.
 */
export function HeaderLocationsMenu({ items }: HeaderLocationsMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [isOpen]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="flex min-h-9 items-center gap-1 rounded-md px-2 font-semibold hover:bg-header-foreground/10"
      >
        <Icon name="map-pin" className="size-4" />
        Our Locations
        <Icon name="chevron-down" className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute top-full left-0 z-50 mt-1 max-h-[70dvh] w-80 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-md border border-foreground/10 bg-background py-2 text-foreground shadow-lg"
      >
        <LocationsPanelContent items={items} isOpen={isOpen} onFollow={() => setOpen(false)} />
      </div>
    </div>
  );
}
