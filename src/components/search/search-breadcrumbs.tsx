import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { Breadcrumb } from '@/domain/navigation/breadcrumb';
import { breadcrumbListJsonLd } from '@/domain/navigation/json-ld';

/**
 * B-50..B-52: the search page's trail. The last crumb is the page itself: plain text marked as current.
 * The chevrons are decoration, hidden from screen readers (the list already says where each item sits).
 */
export function SearchBreadcrumbs({
  crumbs,
  jsonLd = breadcrumbListJsonLd(crumbs),
}: {
  crumbs: Breadcrumb[];
  /** The BreadcrumbList script text; null when the page writes its own structured data. */
  jsonLd?: string | null;
}) {
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
      {jsonLd === null ? null : (
        <script
          type="application/ld+json"
          // Escaped by breadcrumbListJsonLd: no '<' can end the element early.
          dangerouslySetInnerHTML={{ __html: jsonLd }}
        />
      )}
    </nav>
  );
}
