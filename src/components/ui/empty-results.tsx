import { ButtonLink } from '@/components/ui/button-link';

export const EMPTY_RESULTS_TITLE = 'No Results Available';
export const EMPTY_RESULTS_BODY =
  'No results found for your search at this time. Please try adjusting the filters for more results.';

export function EmptyResults({ clearFiltersHref }: { clearFiltersHref: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-muted/40 p-8 text-center">
      <h2 className="text-xl font-bold">{EMPTY_RESULTS_TITLE}</h2>
      <p className="text-muted">{EMPTY_RESULTS_BODY}</p>
      <ButtonLink href={clearFiltersHref}>Clear Filters</ButtonLink>
    </div>
  );
}
