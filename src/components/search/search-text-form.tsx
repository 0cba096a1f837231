'use client';

import { useEffect, type FormEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDraft } from '@/components/ui/use-draft';
import type { GetFormDto } from '@/domain/search/page/types';
import { sanitizeQuery } from '@/domain/search/text-match';
import { HiddenInputs } from './hidden-inputs';
import { useSearchControls } from './search-controls';

/** C-12: the URL follows the text 300 ms after the last keystroke. */
export const TEXT_SEARCH_DEBOUNCE_MS = 300;

/**
 * Keyword search. With a script the results follow the typing (sanitised, C-14; page reset, C-13); without one
 * it is a GET form to the same search path.
 */
export function SearchTextForm({ form, query }: { form: GetFormDto; query: string }) {
  const controls = useSearchControls();
  // Back/Forward or Clear Filters changed the query: the box shows it.
  const [text, setText] = useDraft(query);

  const commit = (value: string) => {
    if (!controls) return;
    const next = sanitizeQuery(value);
    if (next !== controls.state.query) controls.navigate({ ...controls.state, query: next, page: 1 });
  };

  useEffect(() => {
    if (!controls || sanitizeQuery(text) === controls.state.query) return;
    const timer = window.setTimeout(() => commit(text), TEXT_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // Restart only on typing; commit reads the latest state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!controls) return;
    event.preventDefault();
    commit(text);
  };

  return (
    <form method="get" action={form.action} role="search" className="flex gap-2" onSubmit={onSubmit}>
      <label htmlFor="search-query" className="sr-only">
        Search stock
      </label>
      <input
        id="search-query"
        type="search"
        name="query"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search make, model, keyword…"
        autoComplete="off"
        className="min-h-11 w-full rounded-md border border-foreground/20 bg-background px-3 text-sm"
      />
      <HiddenInputs pairs={form.hidden} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:opacity-90"
      >
        <Icon name="search" className="size-4" />
        Search
      </button>
    </form>
  );
}
