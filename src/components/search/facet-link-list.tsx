import Link from 'next/link';
import { Check } from 'lucide-react';
import type { FacetLinkDto } from '@/domain/search/page/types';

/** Each value links to the URL with it toggled; a selected value is marked current and checked. */
export function FacetLinkList({ links }: { links: readonly FacetLinkDto[] }) {
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            prefetch={false}
            aria-current={link.isSelected ? 'true' : undefined}
            className={`flex min-h-9 items-center gap-2 rounded px-2 text-sm hover:bg-foreground/5 ${link.isSelected ? 'font-semibold text-primary' : ''}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-4 shrink-0 items-center justify-center rounded border ${link.isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-foreground/30'}`}
            >
              {link.isSelected ? <Check className="size-3" /> : null}
            </span>
            <span className="flex-1">{link.label}</span>
            <span className="text-muted">({link.count})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
