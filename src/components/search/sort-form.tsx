import type { SearchPageData } from '@/domain/search/page/types';
import { HiddenInputs } from './hidden-inputs';

/** The sort select; without JavaScript the 'Sort' button submits it. */
export function SortForm({ sort }: { sort: SearchPageData['sort'] }) {
  return (
    <form method="get" action={sort.form.action} className="flex items-center gap-2">
      <HiddenInputs pairs={sort.form.hidden} />
      <label htmlFor="search-sort" className="text-sm font-medium">
        Sort by
      </label>
      <select
        id="search-sort"
        name="sortBy"
        defaultValue={sort.selected}
        className="min-h-11 rounded-md border border-foreground/20 bg-background px-3 text-sm"
      >
        {sort.options.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="min-h-11 rounded-md border border-current px-4 text-sm font-semibold hover:bg-foreground/5"
      >
        Sort
      </button>
    </form>
  );
}
