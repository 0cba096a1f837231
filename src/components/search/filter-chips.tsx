import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { SearchPageData } from '@/domain/search/page/types';

/**
 * The applied filters above the results (decision 055): each chip removes itself in one click, 'Clear all'
 * removes every one. Plain links, so they work without a script; the page takes them over when it has one.
 */
export function FilterChips({ chips, clearHref }: { chips: SearchPageData['chips']; clearHref: string }) {
  if (chips.length === 0) return null;
  return (
    <section
      aria-label="Applied filters"
      data-testid="filter-chips"
      className="flex flex-wrap items-center gap-2"
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              href={chip.removeHref}
              prefetch={false}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-primary bg-primary/10 px-4 text-sm font-medium hover:bg-primary/20"
            >
              {chip.label}
              <Icon name="x" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={clearHref}
        prefetch={false}
        className="inline-flex min-h-11 items-center px-2 text-sm font-semibold underline underline-offset-2"
      >
        Clear all
      </Link>
    </section>
  );
}
