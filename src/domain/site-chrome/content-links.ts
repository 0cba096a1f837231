import { pageSlugForHref } from '@/domain/pages/content-routes';
import { isPlannedRoute } from '@/domain/navigation/planned-routes';
import type { FooterGroup } from './footer';
import type { NavItem, NavLink } from '@/domain/navigation/types';

/** Whether the site has the content page a link needs (links to anything else are not this rule's). */
export type HasPage = (slug: string) => boolean;

function isShown(href: string, hasPage: HasPage): boolean {
  if (isPlannedRoute(href)) return false;
  const slug = pageSlugForHref(href);
  return slug === null || hasPage(slug);
}

const shownLinks = (links: readonly NavLink[], hasPage: HasPage) =>
  links.filter((link) => isShown(link.href, hasPage));

/**
 * Decision 015: a site's header lists only the content pages that site has (a missing one would be a 404)
 * and no route the platform does not serve yet; a dropdown whose links are all gone goes too.
 */
export function headerWithExistingPages(items: readonly NavItem[], hasPage: HasPage): NavItem[] {
  return items.flatMap((item) => {
    const href = item.href !== undefined && isShown(item.href, hasPage) ? item.href : undefined;
    const children = item.children && shownLinks(item.children, hasPage);
    if (href === undefined && !children?.length) return [];
    return [
      {
        label: item.label,
        ...(href === undefined ? {} : { href }),
        ...(children ? { children } : {}),
        ...(item.menu ? { menu: item.menu } : {}),
      },
    ];
  });
}

/** The footer groups with the same rule; an emptied group goes. */
export function footerWithExistingPages(groups: readonly FooterGroup[], hasPage: HasPage): FooterGroup[] {
  return groups
    .map((group) => ({ title: group.title, links: shownLinks(group.links, hasPage) }))
    .filter((group) => group.links.length > 0);
}
