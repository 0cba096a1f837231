'use client';

import { useMemo, useSyncExternalStore } from 'react';
import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import { readSearchHistory, searchHistoryLabel } from '@/domain/search/search-history';
import type { ValueLabels } from '@/domain/stock/value-labels';
import { SEARCH_HISTORY_EVENT } from './search-history-storage';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(SEARCH_HISTORY_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(SEARCH_HISTORY_EVENT, onChange);
  };
}

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** C-40: this site's latest searches in this browser, newest first; the current one is left out. */
export function RecentSearches({
  historyKey,
  currentPath,
  valueLabels,
}: {
  historyKey: string;
  currentPath: string;
  valueLabels: ValueLabels;
}) {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(historyKey),
    () => null,
  );
  const entries = useMemo(() => readSearchHistory(stored), [stored]);
  const others = entries.filter((entry) => entry.path !== currentPath);
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recent-searches" className="border-b border-foreground/10 pb-4">
      <h2 id="recent-searches" className="mb-2 flex items-center gap-2 font-semibold">
        <Icon name="rotate-ccw-clock" className="size-4" />
        Recent searches
      </h2>
      <ul className="space-y-1">
        {others.map((entry) => (
          <li key={entry.path}>
            <Link
              href={entry.path}
              prefetch={false}
              className="flex min-h-9 items-center rounded px-2 text-sm hover:bg-foreground/5"
            >
              {searchHistoryLabel(entry, valueLabels)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
