import Link from 'next/link';
import type { NavItem } from '@/domain/navigation/types';
import { NavDropdown } from './nav-dropdown';

const isRenderable = (item: NavItem) => Boolean(item.href) || (item.children?.length ?? 0) > 0;

type NavListProps = { items: NavItem[]; variant: 'bar' | 'panel' };

/** Header items: plain links, or dropdowns for items with children (a parent href becomes the first entry). */
export function NavList({ items, variant }: NavListProps) {
  return (
    <ul className={variant === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {items.filter(isRenderable).map((item, index) => (
        <li key={`${index}-${item.label}`}>
          {item.children && item.children.length > 0 ? (
            <NavDropdown
              label={item.label}
              links={item.href ? [{ label: item.label, href: item.href }, ...item.children] : item.children}
              variant={variant}
            />
          ) : (
            <Link
              href={item.href ?? '/'}
              className={`flex min-h-11 items-center rounded-md py-2 font-semibold whitespace-nowrap hover:bg-header-foreground/10 ${variant === 'bar' ? 'px-2.5 text-sm' : 'px-3 text-base'}`}
            >
              {item.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
