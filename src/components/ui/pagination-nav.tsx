import Link from 'next/link';
import type { PaginationDto } from '@/domain/search/page/types';

const LINK = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm';

export function PaginationNav({ pagination }: { pagination: PaginationDto }) {
  const { previousHref, nextHref, pages } = pagination;
  if (pages.length <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-2">
      {previousHref ? (
        <Link
          href={previousHref}
          prefetch={false}
          rel="prev"
          data-scroll-to-results
          className={`${LINK} border-foreground/20`}
        >
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
            className={`${LINK} ${item.isCurrent ? 'border-primary bg-primary text-primary-foreground' : 'border-foreground/20'}`}
          >
            {item.page}
          </Link>
        ),
      )}
      {nextHref ? (
        <Link
          href={nextHref}
          prefetch={false}
          rel="next"
          data-scroll-to-results
          className={`${LINK} border-foreground/20`}
        >
          Next
        </Link>
      ) : null}
    </nav>
  );
}
