import Link from 'next/link';
import type { NavLink } from '@/domain/navigation/types';
import { DropdownDisclosure, type DropdownVariant } from './dropdown-disclosure';

type NavDropdownProps = { label: string; links: NavLink[]; variant: DropdownVariant };

/** B-4 header dropdown of links (a disclosure: dropdown-disclosure.tsx). */
export function NavDropdown({ label, links, variant }: NavDropdownProps) {
  return (
    <DropdownDisclosure label={label} variant={variant}>
      <ul className={variant === 'bar' ? 'menu-panel' : 'py-1'}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="menu-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </DropdownDisclosure>
  );
}
