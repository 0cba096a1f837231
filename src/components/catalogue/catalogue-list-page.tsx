import type { ReactNode } from 'react';
import type { ListPageData } from '@/domain/catalogue/list-page-view';
import { EmptyResults } from '@/components/ui/empty-results';
import { PaginationNav } from '@/components/ui/pagination-nav';
import { Container } from '@/components/ui/container';
import { FilterChips } from './filter-chips';

type CatalogueListPageProps = {
  page: ListPageData;
  /** The accessible name of the filters' navigation landmark. */
  filterLabel: string;
  /** One <li> per card; nothing when the list is empty. */
  children: ReactNode;
};

/** The model directory and the offers list: heading, filters, a 1/2/3-column grid or the empty state, paging. */
export function CatalogueListPage({ page, filterLabel, children }: CatalogueListPageProps) {
  const { heading, summary, filterGroups, pagination, clearFiltersHref } = page;
  return (
    <Container className="space-y-8 py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
      <FilterChips label={filterLabel} groups={filterGroups} />
      {summary ? (
        <section aria-labelledby="list-summary" className="space-y-6">
          <h2 id="list-summary" className="text-lg font-semibold" data-testid="list-summary">
            {summary}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
        </section>
      ) : (
        <EmptyResults clearFiltersHref={clearFiltersHref} />
      )}
      <PaginationNav pagination={pagination} />
    </Container>
  );
}
