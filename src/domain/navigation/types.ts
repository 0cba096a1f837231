/** A link in a menu or footer group. */
export type NavLink = { label: string; href: string };

/** A top-level header item: a plain link, a dropdown (children), or both. Same shape as `config.navigation`. */
export type NavItem = { label: string; href?: string; children?: NavLink[] };
