'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { ToastRegion } from '@/components/ui/toast';
import { signInHref } from '@/domain/account/sign-in-url';
import type { WatchlistButtonDto } from '@/domain/watchlist/watchlist';
import { useWatchlist } from './use-watchlist';
import { InlineAlert } from '@/components/ui/inline-alert';

/**
 * 'Save to Watchlist' on a car's page (I-1 … I-10). A visitor who is not signed in with a mobile goes to
 * sign-in (B-26) and comes back here; a signed-in buyer saves or removes at once, with a spinner while the
 * request is in flight, a toast after it, and an alert (and the old state back) if it fails.
 */
export function WatchlistButton({ carId, carName, listHref, isShownUnsaved }: WatchlistButtonDto) {
  const { state, busyIds, change } = useWatchlist(listHref);
  const [error, setError] = useState<string | null>(null);
  const listed = state.kind === 'ready' && state.visitor.ids.includes(carId);
  // D-52/D-53 as the heart: a car that may not be saved shows the button only while it is on the list.
  if (!isShownUnsaved && !listed) return null;
  const busy = busyIds.includes(carId);

  async function toggle() {
    if (state.kind !== 'ready') return;
    if (!state.visitor.phone) {
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(signInHref('watchlist', here));
      return;
    }
    setError(null);
    setError(await change(listed ? 'remove' : 'save', carId, carName));
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void toggle()}
        disabled={state.kind === 'loading' || busy}
        aria-pressed={listed}
        aria-busy={busy}
        data-testid="watchlist-button"
        className="btn btn-outline w-full"
      >
        {busy ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name={listed ? 'bookmark-check' : 'bookmark'} className="size-4" />
        )}
        {listed ? 'In Your Watchlist' : 'Save to Watchlist'}
      </button>
      <InlineAlert message={error} />
      <ToastRegion />
    </div>
  );
}
