import pagesJson from './data/pages.json';
import type { SitePlan } from './site-plan';
import type { StaticTables } from './types';

type PageTemplate = { slug: string; title: string; metaDescription: string; body: string[] };
const TEMPLATES: readonly PageTemplate[] = pagesJson.pages;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The words the page templates use for one demo site: its name, main contact and what it sells. */
function pageValues(plan: SitePlan): Record<string, string> {
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

/** Issue 12: every content page the demo sites link to (about, fleet, terms, privacy, parts, warranty, …). */
export function generatePages(plan: SitePlan, now: Date): StaticTables['pages'] {
  const values = pageValues(plan);
  return TEMPLATES.map((template) => ({
    siteId: plan.siteId,
    slug: template.slug,
    title: fill(template.title, values),
    body: fill(template.body.join('\n'), values),
    metaDescription: fill(template.metaDescription, values),
    isPublished: true,
    createdAt: now,
    updatedAt: now,
  }));
}
