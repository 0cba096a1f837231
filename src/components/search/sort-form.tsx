'use client';

import type { FormEvent } from 'react';
import type { SearchPageData } from '@/domain/search/page/types';
import { HiddenInputs } from './hidden-inputs';
import { useSearchControls } from './search-controls';
import { useHydrated } from '@/components/ui/use-hydrated';

/** The sort select (C-15: sortBy in the URL, page reset); without a script the 'Sort' button submits it. */
export function SortForm({ sort }: { sort: SearchPageData['sort'] }) {
  const controls = useSearchControls();
  const hydrated = useHydrated();
  const select = (sortBy: string) => controls?.navigate({ ...controls.state, sortBy, page: 1 });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!controls) return;
    event.preventDefault();
    select(new FormData(event.currentTarget).get('sortBy')?.toString() ?? controls.state.sortBy);
  };
  return (
    <form method="get" action={sort.form.action} className="flex items-center gap-2" onSubmit={onSubmit}>
      <HiddenInputs pairs={sort.form.hidden} />
      <label htmlFor="search-sort" className="text-sm font-medium">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sortBy"
        value={controls?.state.sortBy ?? sort.selected}
        onChange={(event) => select(event.target.value)}
        className="min-h-11 rounded-md border border-foreground/20 bg-background px-3 text-sm"
      >
        {sort.options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      {hydrated && controls ? null : (
        <button
          type="submit"
          className="min-h-11 rounded-md border border-current px-4 text-sm font-semibold hover:bg-foreground/5"
        >
          Sort
        </button>
      )}
    </form>
  );
}
