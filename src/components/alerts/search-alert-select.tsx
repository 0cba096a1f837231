'use client';

import { useId, useState } from 'react';
import { postAccount } from '@/components/account-client/post-account';
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS, type AlertFrequency } from '@/domain/alerts/consent';

type SearchAlertSelectProps = {
  searchId: number;
  label: string;
  initial: AlertFrequency;
  /** Off when the account has no email address to send alerts to. */
  enabled: boolean;
  onError: (message: string | null) => void;
};

/** One saved search's alert emails: none, as matches arrive, or once a day; undone if the server refuses. */
export function SearchAlertSelect({ searchId, label, initial, enabled, onError }: SearchAlertSelectProps) {
  const [frequency, setFrequency] = useState(initial);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function change(next: AlertFrequency) {
    const before = frequency;
    setFrequency(next);
    setBusy(true);
    onError(null);
    const reply = await postAccount('/api/account/alerts', {
      target: 'search',
      id: searchId,
      frequency: next,
    });
    setBusy(false);
    if (reply.ok) return;
    setFrequency(before);
    onError(reply.message);
  }

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>
        Alerts<span className="sr-only"> for {label}</span>
      </label>
      <select
        id={id}
        value={frequency}
        disabled={!enabled || busy}
        onChange={(event) => void change(event.currentTarget.value as AlertFrequency)}
        className="min-h-11 rounded-md border border-foreground/30 bg-background px-2"
      >
        {ALERT_FREQUENCIES.map((value) => (
          <option key={value} value={value}>
            {ALERT_FREQUENCY_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
