/** A crumb of a page's trail; `href` null = the current page (the last crumb, not a link, B-52). */
export type Breadcrumb = { label: string; href: string | null };
