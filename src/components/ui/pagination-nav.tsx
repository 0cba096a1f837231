import Link from 'next/link';
import type { PaginationDto } from '@/domain/navigation/pagination';

/** `.page-link` (globals.css): the current page is marked by aria-current. */
const LINK = 'page-link';

export function PaginationNav({ pagination }: { pagination: PaginationDto }) {
  const { previousHref, nextHref, pages } = pagination;
  if (pages.length <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      {previousHref ? (
        <Link href={previousHref} prefetch={false} rel="prev" data-scroll-to-results className={LINK}>
          Previous
        </Link>
      ) : null}
      {pages.map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ) : (
          <Link
            key={item.page}
            href={item.href}
            prefetch={false}
            aria-current={item.isCurrent ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            data-scroll-to-results
            className={LINK}
          >
            {item.page}
          </Link>
        ),
      )}
      {nextHref ? (
        <Link href={nextHref} prefetch={false} rel="next" data-scroll-to-results className={LINK}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
