import type { SearchPageData } from '@/domain/search/page/types';
import { FacetLinkList } from './facet-link-list';
import { MakeFacet } from './make-facet';
import { RangeFilters } from './range-filters';

type FiltersSidebarProps = Pick<SearchPageData, 'makes' | 'facets' | 'stats' | 'priceRanges'> & {
  /** The filters render twice (sidebar and mobile drawer): ids must stay unique on the page. */
  idPrefix: string;
};

export function FiltersSidebar({ makes, facets, stats, priceRanges, idPrefix }: FiltersSidebarProps) {
  return (
    <div className="space-y-4">
      {makes ? <MakeFacet makes={makes} headingId={`${idPrefix}-facet-make`} /> : null}
      <RangeFilters stats={stats} priceRanges={priceRanges} idPrefix={idPrefix} />
      {facets.map((group) => (
        <section
          key={group.attribute}
          aria-labelledby={`${idPrefix}-facet-${group.attribute}`}
          className="facet-section"
        >
          <h2 id={`${idPrefix}-facet-${group.attribute}`}>{group.title}</h2>
          <FacetLinkList links={group.values} />
        </section>
      ))}
    </div>
  );
}
