import type { SearchPageData } from '@/domain/search/page/types';
import { Container } from '@/components/ui/container';
import { EmptyResults } from './empty-results';
import { FiltersSidebar } from './filters-sidebar';
import { PaginationNav } from './pagination-nav';
import { ResultGrid } from './result-grid';
import { ResultsHeader } from './results-header';
import { SearchTextForm } from './search-text-form';

/** The server-rendered search page: filters beside the results; every control works without JavaScript. */
export function SearchResultsPage({ data }: { data: SearchPageData }) {
  const hasHits = data.cards.some((card) => card.kind === 'hit');
  return (
    <Container className="py-8">
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside className="space-y-6">
          <SearchTextForm form={data.searchForm} query={data.query} />
          <FiltersSidebar makes={data.makes} facets={data.facets} />
        </aside>
        <div className="space-y-6">
          <ResultsHeader count={data.count} sort={data.sort} />
          {hasHits ? (
            <ResultGrid cards={data.cards} favourites={data.favourites} />
          ) : (
            <EmptyResults clearFiltersHref={data.clearFiltersHref} />
          )}
          <PaginationNav pagination={data.pagination} />
        </div>
      </div>
    </Container>
  );
}
