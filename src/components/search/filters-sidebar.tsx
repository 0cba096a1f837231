import type { SearchPageData } from '@/domain/search/page/types';
import { FacetLinkList } from './facet-link-list';
import { MakeFacet } from './make-facet';

export function FiltersSidebar({ makes, facets }: Pick<SearchPageData, 'makes' | 'facets'>) {
  return (
    <nav aria-label="Search filters" className="space-y-4">
      {makes ? <MakeFacet makes={makes} /> : null}
      {facets.map((group) => (
        <section
          key={group.attribute}
          aria-labelledby={`facet-${group.attribute}`}
          className="border-b border-foreground/10 pb-4"
        >
          <h2 id={`facet-${group.attribute}`} className="mb-2 font-semibold">
            {group.title}
          </h2>
          <FacetLinkList links={group.values} />
        </section>
      ))}
    </nav>
  );
}
