import Link from 'next/link';
import type { FilterGroupDto } from '@/domain/catalogue/list-url';

const CHIP = 'inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm transition';

/** A list page's filters as rows of links that wrap on small screens; the selected value is current. */
export function FilterChips({ label, groups }: { label: string; groups: readonly FilterGroupDto[] }) {
  if (groups.length === 0) return null;
  return (
    <nav aria-label={label} className="space-y-4">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`filter-${group.key}`}>
          <h2
            id={`filter-${group.key}`}
            className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted"
          >
            {group.title}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {group.links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  prefetch={false}
                  aria-current={link.isSelected ? 'true' : undefined}
                  className={`${CHIP} ${link.isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-foreground/20 hover:bg-foreground/5'}`}
                >
                  {link.label}
                  <span className={link.isSelected ? '' : 'text-muted'}>({link.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
