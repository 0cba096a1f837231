import { pageSlugForPath } from '@/domain/pages/content-routes';
import groupPagesJson from './data/group-pages.json';
import pagesJson from './data/pages.json';
import type { PlannedModel } from './generate-catalogue';
import { BODIES } from './reference';
import type { SitePlan } from './site-plan';
import type { StaticTables } from './types';

/** `sites`: the demo sites (slugs) that have this page; absent = every site. */
type PageTemplate = {
  slug: string;
  title: string;
  metaDescription: string;
  body: string[];
  sites?: string[];
};
const TEMPLATES: readonly PageTemplate[] = pagesJson.pages;
const MODEL_TEMPLATE: Omit<PageTemplate, 'slug'> = pagesJson.modelPage;
/** Pages only a dealer-group site has (L-8: the home page's 'why buy from us' blocks come from one). */
const GROUP_TEMPLATES: readonly PageTemplate[] = groupPagesJson.pages;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

type Values = Record<string, string>;

/** The words the page templates use for one demo site: its name, main contact and what it sells. */
function pageValues(plan: SitePlan): Values {
  const primary = plan.locations.find((location) => location.spec.primary) ?? plan.locations[0];
  const isCaravan = plan.site.stock.itemType === 'caravan';
  const vehicles = isCaravan ? 'caravans' : 'cars';
  const sellsNew = plan.site.searchCategories.includes('new-cars');
  return {
    site: plan.site.name,
    address: plan.site.address,
    phone: primary?.spec.phone ?? primary?.spec.landline ?? '',
    email: primary?.spec.email ?? '',
    state: primary?.spec.state ?? '',
    vehicles,
    vehicle: isCaravan ? 'caravan' : 'car',
    range: sellsNew ? `new and used ${vehicles}` : `quality used ${vehicles}`,
  };
}

function pageRow(
  plan: SitePlan,
  slug: string,
  template: Omit<PageTemplate, 'slug'>,
  values: Values,
  now: Date,
) {
  return {
    siteId: plan.siteId,
    slug,
    title: fill(template.title, values),
    body: fill(template.body.join('\n'), values),
    metaDescription: fill(template.metaDescription, values),
    isPublished: true,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Decision 015: every content page the demo sites link to (about, fleet, terms, privacy, parts, warranty, …),
 * and the seasonal pages (K-23 /eofy, /pages/eofy-*, K-27 /spin-to-win) of the sites that run them.
 */
export function generatePages(plan: SitePlan, now: Date): StaticTables['pages'] {
  const values = pageValues(plan);
  const templates = plan.site.overrides.siteType === 'group' ? [...TEMPLATES, ...GROUP_TEMPLATES] : TEMPLATES;
  return templates
    .filter((template) => !template.sites || template.sites.includes(plan.site.slug))
    .map((template) => pageRow(plan, template.slug, template, values, now));
}

/**
 * K-9, K-25: a demo model whose override URL is a content page (`/pages/{slug}`) gets that page, with copy
 * about the model, so its directory card and 'Explore' links lead somewhere real.
 */
export function generateModelPages(
  plan: SitePlan,
  models: readonly PlannedModel[],
  now: Date,
): StaticTables['pages'] {
  const site = pageValues(plan);
  return models.flatMap(({ row, make, spec }) => {
    const slug = row.overrideUrl ? pageSlugForPath(row.overrideUrl) : null;
    if (slug === null) return [];
    const values = {
      ...site,
      make: make.name,
      model: row.name,
      slug: row.slug,
      body: BODIES[spec.body].label,
    };
    return [pageRow(plan, slug, MODEL_TEMPLATE, values, now)];
  });
}
