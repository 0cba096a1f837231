/** A link in a menu or footer group. */
export type NavLink = { label: string; href: string };

/**
 * A top-level header item: a plain link, a dropdown (children), or both. `menu: 'models'` makes it the models
 * menu (K-24: tiles of the site's models) where the site has models. Same shape as `config.navigation`.
 */
export type NavItem = { label: string; href?: string; children?: NavLink[]; menu?: 'models' };
