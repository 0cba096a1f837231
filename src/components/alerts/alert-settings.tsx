'use client';

import { useState } from 'react';
import { postAccount } from '@/components/account-client/post-account';
import { InlineAlert } from '@/components/ui/inline-alert';
import type { AlertsDto } from '@/domain/alerts/alerts-view';

/**
 * Where the buyer's alerts go, the words they agree to by turning one on (kept as their consent record), and
 * the watchlist's switch. A change is shown at once and undone, with the reason, if the server refuses it.
 */
export function AlertSettings({ alerts }: { alerts: AlertsDto }) {
  const [watchlist, setWatchlist] = useState(alerts.watchlist);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function change(enabled: boolean) {
    setWatchlist(enabled);
    setBusy(true);
    setError(null);
    const reply = await postAccount('/api/account/alerts', { target: 'watchlist', enabled });
    setBusy(false);
    if (reply.ok) return;
    setWatchlist(!enabled);
    setError(reply.message);
  }

  if (!alerts.email) {
    return (
      <p data-testid="alerts-no-email">
        Alerts are sent by email, and this account was made with a mobile number.{' '}
        <a href={alerts.addEmailHref} className="font-semibold underline underline-offset-4">
          Add an email address
        </a>{' '}
        to get them.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p>
        Alerts go to <strong>{alerts.email}</strong>.
      </p>
      <p className="text-sm text-foreground/75" data-testid="alerts-consent">
        {alerts.consentStatement}
      </p>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          checked={watchlist}
          disabled={busy}
          onChange={(event) => void change(event.currentTarget.checked)}
          className="size-5 accent-primary"
        />
        Email me when a car on my watchlist drops in price, is reserved or sells
      </label>
      <InlineAlert message={error} />
    </div>
  );
}
