import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { Breadcrumb } from '@/domain/navigation/breadcrumb';

/**
 * B-50..B-52: the search page's trail. The last crumb is the page itself: plain text marked as current.
 * The chevrons are decoration, hidden from screen readers (the list already says where each item sits).
 * Its BreadcrumbList JSON-LD is the page's to write, with StructuredData (which carries the CSP nonce).
 */
export function SearchBreadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`} className="flex items-center gap-1">
            {i > 0 ? <Icon name="chevron-right" className="size-4 shrink-0 text-muted" /> : null}
            {crumb.href === null ? (
              <span aria-current="page" className="font-semibold">
                {crumb.label}
              </span>
            ) : (
              <Link
                href={crumb.href}
                prefetch={false}
                className="inline-flex min-h-6 items-center text-muted underline-offset-2 hover:text-primary hover:underline"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
