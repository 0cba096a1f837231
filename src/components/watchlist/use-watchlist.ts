'use client';

import { useCallback, useEffect, useState } from 'react';
import { reportEvent } from '@/components/analytics/report-event';
import { showToast } from '@/components/ui/toast';
import { AnalyticsEvent } from '@/domain/analytics/events';
import {
  applyWatchlistAction,
  VIEW_LIST_LABEL,
  watchlistToast,
  type WatchlistAction,
} from '@/domain/watchlist/watchlist';
import { fetchWatchlist, postWatchlist, type WatchlistVisitor } from './watchlist-client';

type WatchlistState = { kind: 'loading' } | { kind: 'ready'; visitor: WatchlistVisitor };

/**
 * The visitor's watchlist on this site, and a change that is optimistic (I-4): the list changes at once, the
 * car is busy while the request is in flight (I-5), success toasts (I-6, I-7) and saving reports event 39
 * (I-9); a failure puts the list back and returns the message for an alert (I-10).
 */
export function useWatchlist(listHref: string, initial?: WatchlistVisitor) {
  const [state, setState] = useState<WatchlistState>(
    initial ? { kind: 'ready', visitor: initial } : { kind: 'loading' },
  );
  const [busyIds, setBusyIds] = useState<number[]>([]);
  useEffect(() => {
    if (initial) return;
    let live = true;
    void fetchWatchlist().then((visitor) => live && setState({ kind: 'ready', visitor }));
    return () => {
      live = false;
    };
  }, [initial]);

  const setIds = (update: (ids: number[]) => number[]) =>
    setState((now) =>
      now.kind === 'ready'
        ? { kind: 'ready', visitor: { ...now.visitor, ids: update(now.visitor.ids) } }
        : now,
    );

  const change = useCallback(
    async (action: WatchlistAction, carId: number, carName: string): Promise<string | null> => {
      if (state.kind !== 'ready' || !state.visitor.phone) return null;
      const wasListed = state.visitor.ids.includes(carId);
      setIds((ids) => applyWatchlistAction(ids, carId, action));
      setBusyIds((ids) => [...ids, carId]);
      const reply = await postWatchlist(action, state.visitor.phone, carId);
      setBusyIds((ids) => ids.filter((id) => id !== carId));
      if (!reply.success) {
        // Only this car goes back: other cars' changes made meanwhile stand.
        setIds((ids) => applyWatchlistAction(ids, carId, wasListed ? 'save' : 'remove'));
        return reply.message;
      }
      if (action === 'save') reportEvent(AnalyticsEvent.saveCar, { carId });
      showToast({ ...watchlistToast(action, carName), action: { label: VIEW_LIST_LABEL, href: listHref } });
      return null;
    },
    [state, listHref],
  );

  return { state, busyIds, change };
}
