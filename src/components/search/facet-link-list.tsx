import Link from 'next/link';
import type { KeyboardEvent } from 'react';
import type { FacetLinkDto } from '@/domain/search/page/types';

/** A checkbox toggles with Space; as a link it also follows Enter (and works without a script). */
function toggleOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * A link to the URL with the value toggled, announced as a checkbox (decision 055): screen readers say
 * 'Toyota (116), checkbox, checked' rather than a list of links.
 */
function FacetLink({ link }: { link: FacetLinkDto }) {
  return (
    <Link
      href={link.href}
      prefetch={false}
      role="checkbox"
      aria-checked={link.isSelected}
      onKeyDown={toggleOnSpace}
    >
      {/* Styled by the list around it (.facet-list in globals.css): the link reads 'Toyota (116)'. */}
      {link.label}
      <span>{`(${link.count})`}</span>
    </Link>
  );
}

/**
 * Each value links to the URL with it toggled; a selected value is checked. Nested values (a state's yards)
 * are listed under their parent. `bare` renders the links without their own list (the caller's item holds them).
 */
export function FacetLinkList({ links, bare = false }: { links: readonly FacetLinkDto[]; bare?: boolean }) {
  if (bare) return links.map((link) => <FacetLink key={link.href} link={link} />);
  return (
    <ul className="facet-list">
      {links.map((link) => (
        <li key={link.href}>
          <FacetLink link={link} />
          {link.children && link.children.length > 0 ? (
            <div className="ml-6">
              <FacetLinkList links={link.children} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
