import Link from 'next/link';
import type { ModelsMenuDto } from '@/domain/catalogue/models-menu';
import type { NavItem } from '@/domain/navigation/types';
import { ModelsDropdown } from './models-dropdown';
import { NavDropdown } from './nav-dropdown';

const isRenderable = (item: NavItem) => Boolean(item.href) || (item.children?.length ?? 0) > 0;

type NavListProps = { items: NavItem[]; modelsMenu: ModelsMenuDto | null; variant: 'bar' | 'panel' };

function NavEntry({ item, modelsMenu, variant }: { item: NavItem } & Omit<NavListProps, 'items'>) {
  // K-24: the models menu where the site has models; without them the item stays a plain link.
  if (item.menu === 'models' && modelsMenu)
    return <ModelsDropdown label={item.label} menu={modelsMenu} variant={variant} />;
  if (item.children && item.children.length > 0) {
    const links = item.href ? [{ label: item.label, href: item.href }, ...item.children] : item.children;
    return <NavDropdown label={item.label} links={links} variant={variant} />;
  }
  return (
    <Link
      href={item.href ?? '/'}
      className={`nav-link ${variant === 'bar' ? 'px-2.5 text-sm' : 'px-3 text-base'}`}
    >
      {item.label}
    </Link>
  );
}

/** Header items: plain links, dropdowns for items with children (a parent href becomes the first entry), menus. */
export function NavList({ items, modelsMenu, variant }: NavListProps) {
  return (
    <ul className={variant === 'bar' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {items.filter(isRenderable).map((item, index) => (
        <li key={`${index}-${item.label}`}>
          <NavEntry item={item} modelsMenu={modelsMenu} variant={variant} />
        </li>
      ))}
    </ul>
  );
}
