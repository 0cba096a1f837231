'use client';

import { useState } from 'react';
import { postAccount } from '@/components/account-client/post-account';
import { Icon } from '@/components/ui/icon';
import { showToast, ToastRegion } from '@/components/ui/toast';
import { GARAGE_PATH } from '@/domain/account/garage-path';
import { hasSignedInHint } from '@/domain/account/signed-in-hint';
import { forgetSignedInHint } from '@/components/account-client/account-lists';
import { signInHref } from '@/domain/account/sign-in-url';
import { InlineAlert } from '@/components/ui/inline-alert';

/**
 * 'Save search' (decision 050): keeps the search as it stands (filters, sort, words; not the page) in the
 * signed-in buyer's account, listed in My Garage. A visitor not signed in goes to sign-in and comes back to
 * this search.
 */
export function SaveSearchButton({ currentPath }: { currentPath: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toSignIn = () => window.location.assign(signInHref('saved-search', currentPath));

  async function save() {
    if (!hasSignedInHint(document.cookie)) return toSignIn();
    setBusy(true);
    setError(null);
    const reply = await postAccount('/api/account/saved-searches', { path: currentPath });
    setBusy(false);
    if (reply.ok) {
      const { label } = (reply.body.saved ?? {}) as { label?: string };
      showToast({
        title: 'Search Saved',
        text: `${label ?? 'This search'} is saved in My Garage`,
        action: { label: 'View', href: GARAGE_PATH },
      });
      return;
    }
    if (reply.message === 'Sign in to save searches.') {
      forgetSignedInHint();
      return toSignIn();
    }
    setError(reply.message);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void save()}
        disabled={busy}
        aria-busy={busy}
        className="btn btn-outline"
        data-testid="save-search"
      >
        {busy ? (
          <Icon name="loader-circle" className="size-4 animate-spin" />
        ) : (
          <Icon name="bookmark" className="size-4" />
        )}
        Save search
      </button>
      <InlineAlert message={error} className="w-full" />
      <ToastRegion />
    </>
  );
}
