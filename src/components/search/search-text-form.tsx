import { Search } from 'lucide-react';
import type { GetFormDto } from '@/domain/search/page/types';
import { HiddenInputs } from './hidden-inputs';

/** Keyword search without JavaScript: a GET form to the same search path, the page reset. */
export function SearchTextForm({ form, query }: { form: GetFormDto; query: string }) {
  return (
    <form method="get" action={form.action} role="search" className="flex gap-2">
      <label htmlFor="search-query" className="sr-only">
        Search stock
      </label>
      <input
        id="search-query"
        type="search"
        name="query"
        defaultValue={query}
        placeholder="Search make, model, keyword…"
        className="min-h-11 w-full rounded-md border border-foreground/20 bg-background px-3 text-sm"
      />
      <HiddenInputs pairs={form.hidden} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90"
      >
        <Search aria-hidden="true" className="size-4" />
        Search
      </button>
    </form>
  );
}
