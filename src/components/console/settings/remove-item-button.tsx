'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormStatus } from '../form-status';
import { useConsolePost } from '../use-console-post';

/**
 * Removes a page, offer or promotion from the site, after a second, explicit confirmation (it cannot be
 * undone), then goes back to the settings list.
 */
export function RemoveItemButton({ section, what }: { section: string; what: string }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const remove = useConsolePost('/api/console/settings/remove');
  const confirm = async () => {
    const ok = await remove.post({ section }, () => `Removed. Buyers no longer see this ${what}.`);
    if (ok) router.push('/console/settings');
  };
  return (
    <section aria-labelledby="settings-remove-heading" className="space-y-2">
      <h2 id="settings-remove-heading" className="text-xl font-bold">
        Remove this {what}
      </h2>
      {confirming ? (
        <div role="group" aria-label={`Confirm removing this ${what}`} className="space-y-2">
          <p>Remove it from the site for good? Its draft goes too. This cannot be undone.</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={remove.busy}
              onClick={() => void confirm()}
            >
              {remove.busy ? 'Removing…' : `Yes, remove this ${what}`}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
          Remove {what}…
        </button>
      )}
      <FormStatus error={remove.error} done={remove.done} />
    </section>
  );
}
