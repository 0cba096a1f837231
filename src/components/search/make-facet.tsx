import type { SearchPageData } from '@/domain/search/page/types';
import { FacetLinkList } from './facet-link-list';

type Makes = NonNullable<SearchPageData['makes']>;

/** The first `visibleMakesCount` makes, the rest behind a native disclosure (works without JavaScript). */
export function MakeFacet({ makes }: { makes: Makes }) {
  return (
    <section aria-labelledby="facet-make" className="border-b border-foreground/10 pb-4">
      <h2 id="facet-make" className="mb-2 font-semibold">
        Make
      </h2>
      <FacetLinkList links={makes.visible} />
      {makes.more.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer px-2 text-sm font-semibold text-primary">Show all makes</summary>
          <div className="mt-1">
            <FacetLinkList links={makes.more} />
          </div>
        </details>
      ) : null}
    </section>
  );
}
