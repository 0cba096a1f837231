import Link from 'next/link';
import type { FacetLinkDto } from '@/domain/search/page/types';

function FacetLink({ link }: { link: FacetLinkDto }) {
  return (
    <Link href={link.href} prefetch={false} aria-current={link.isSelected ? 'true' : undefined}>
      {/* Styled by the list around it (.facet-list in globals.css): the link reads 'Toyota (116)'. */}
      {link.label}
      <span>{`(${link.count})`}</span>
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
    <ul className="facet-list">
      {links.map((link) => (
        <li key={link.href}>
          <FacetLink link={link} />
        </li>
      ))}
    </ul>
  );
}
