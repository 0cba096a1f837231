export type PageLinkDto = { page: number; href: string; isCurrent: boolean };
/** What a paginated list's page links render (search pages, catalogue lists, console lists). */
export type PaginationDto = {
  previousHref: string | null;
  nextHref: string | null;
  pages: (PageLinkDto | 'gap')[];
};

/**
 * Previous/Next and the page numbers around the current one (first and last always shown, gaps between).
 * `hrefAt` builds each page's URL, so the search pages and the catalogue lists share one rule.
 */
export function paginationFor(
  pages: number,
  current: number,
  hrefAt: (page: number) => string,
): PaginationDto {
  const shown = [...Array(pages).keys()]
    .map((i) => i + 1)
    .filter((page) => page === 1 || page === pages || Math.abs(page - current) <= 2);
  const items: PaginationDto['pages'] = [];
  shown.forEach((page, i) => {
    const previous = shown[i - 1];
    if (previous !== undefined && page - previous > 1) items.push('gap');
    items.push({ page, href: hrefAt(page), isCurrent: page === current });
  });
  return {
    previousHref: current > 1 && pages > 0 ? hrefAt(Math.min(current - 1, pages)) : null,
    nextHref: current < pages ? hrefAt(current + 1) : null,
    pages: items,
  };
}
