import Link from 'next/link';
import type { NavLink } from '@/domain/navigation/types';
import { DropdownDisclosure, type DropdownVariant } from './dropdown-disclosure';

type NavDropdownProps = { label: string; links: NavLink[]; variant: DropdownVariant };

/** B-4 header dropdown of links (a disclosure: dropdown-disclosure.tsx). */
export function NavDropdown({ label, links, variant }: NavDropdownProps) {
  return (
    <DropdownDisclosure label={label} variant={variant}>
      <ul
        className={
          variant === 'bar'
            ? 'min-w-56 rounded-md border border-foreground/10 bg-background py-2 text-foreground shadow-lg'
            : 'py-1'
        }
      >
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
