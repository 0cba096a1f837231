'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { postAccount } from '@/components/account-client/post-account';
import { InlineAlert } from '@/components/ui/inline-alert';

/** Ends the session on this site, then reloads the garage as a signed-out visitor sees it. */
export function SignOutButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setBusy(true);
    setError(null);
    const reply = await postAccount('/api/account/sign-out', {});
    if (!reply.ok) {
      setBusy(false);
      return setError(reply.message);
    }
    window.location.reload();
  }

  return (
    <div className="space-y-2">
      <button type="button" onClick={() => void signOut()} disabled={busy} className="btn btn-outline">
        {busy ? <Icon name="loader-circle" className="size-4 animate-spin" /> : null}
        Sign out
      </button>
      <InlineAlert message={error} />
    </div>
  );
}
