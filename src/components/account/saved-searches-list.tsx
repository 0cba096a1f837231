'use client';

import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { SavedSearchDto } from '@/domain/account/saved-search-view';
import { postAccount } from '@/components/account-client/post-account';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SearchAlertSelect } from '@/components/alerts/search-alert-select';

/**
 * The buyer's saved searches (decisions 050, 051), each opening the search as saved, each with its alert
 * emails (when the account has an email address to send them to), each deletable.
 */
export function SavedSearchesList({ initial, canAlert }: { initial: SavedSearchDto[]; canAlert: boolean }) {
  const [searches, setSearches] = useState(initial);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function remove(search: SavedSearchDto) {
    setBusyId(search.id);
    setError(null);
    const reply = await postAccount('/api/account/saved-searches/delete', { id: search.id });
    setBusyId(null);
    if (!reply.ok) return setError(reply.message);
    setSearches((now) => now.filter((entry) => entry.id !== search.id));
  }

  return (
    <div className="space-y-3">
      <InlineAlert message={error} />
      {searches.length === 0 ? (
        <EmptyState message="No saved searches yet. Use 'Save search' on the search page to keep one here." />
      ) : (
        <ul
          className="divide-y divide-foreground/10 rounded-lg border border-foreground/15"
          data-testid="saved-searches"
        >
          {searches.map((search) => (
            <li key={search.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <a href={search.path} className="font-semibold hover:underline">
                {search.label}
              </a>
              <SearchAlertSelect
                searchId={search.id}
                label={search.label}
                initial={search.alertFrequency}
                enabled={canAlert}
                onError={setError}
              />
              <button
                type="button"
                onClick={() => void remove(search)}
                disabled={busyId === search.id}
                className="min-h-11 text-sm underline underline-offset-4"
              >
                Delete<span className="sr-only"> the search {search.label}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
