import Link from 'next/link';
import { Icon } from '@/components/ui/icon';
import type { FacetLinkDto } from '@/domain/search/page/types';

function FacetLink({ link }: { link: FacetLinkDto }) {
  return (
    <Link
      href={link.href}
      prefetch={false}
      aria-current={link.isSelected ? 'true' : undefined}
      className={link.isSelected ? 'facet-link font-semibold text-primary' : 'facet-link'}
    >
      <span
        aria-hidden="true"
        className={`facet-box ${link.isSelected ? 'border-primary bg-primary text-primary-foreground' : 'border-foreground/30'}`}
      >
        {link.isSelected ? <Icon name="check" className="size-3" /> : null}
      </span>
      <span className="flex-1">{link.label}</span>
      <span className="text-foreground/70">({link.count})</span>
    </Link>
  );
}

/**
 * Each value links to the URL with it toggled; a selected value is marked current and checked. `bare` renders
 * the links without their own list (the caller's list item holds them).
 */
export function FacetLinkList({ links, bare = false }: { links: readonly FacetLinkDto[]; bare?: boolean }) {
  if (bare) return links.map((link) => <FacetLink key={link.href} link={link} />);
  return (
    <ul className="space-y-1">
      {links.map((link) => (
        <li key={link.href}>
          <FacetLink link={link} />
        </li>
      ))}
    </ul>
  );
}
