import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from './demo-sites';
import { defaultRows, rowsOf } from './test-fixtures';

const rows = defaultRows();
const LINKED_PAGES = [
  'about-us',
  'fleet',
  'owner-benefits',
  'privacy-policy',
  'roadside-assist',
  'terms-and-conditions',
  'vehicle-parts-and-accessories',
  'warranty',
];
/** K-23, K-27: the seasonal pages, only on the sites that run them. */
const SEASONAL_PAGES: Record<string, string[]> = {
  harbourside: ['eofy'],
  redgum: ['spin-to-win'],
  outback: ['eofy-caravan-sale'],
};
/** L-8: the group home's 'why buy from us' blocks are a page of the group site. */
const GROUP_PAGES = ['why-buy-from-us'];

describe('demo content pages (issue 12)', () => {
  it.each(DEMO_SITES.map((site) => [site.name, site] as const))(
    '%s has every page its header and footer link, filled in for the site',
    (_, site) => {
      const modelPages = rowsOf(rows.models, site.id).flatMap((model) =>
        model.overrideUrl ? [model.overrideUrl.replace('/pages/', '')] : [],
      );
      const pages = rowsOf(rows.pages, site.id);
      const seasonal = SEASONAL_PAGES[site.slug] ?? [];
      const groupPages = site.overrides.siteType === 'group' ? GROUP_PAGES : [];
      expect(pages.map((page) => page.slug).sort()).toEqual(
        [...LINKED_PAGES, ...groupPages, ...modelPages, ...seasonal].sort(),
      );
      for (const page of pages) {
        expect(`${page.title} ${page.body} ${page.metaDescription}`).not.toMatch(/\{\w+\}/);
        expect(page.isPublished).toBe(true);
      }
      const email = site.dealerships.flatMap((d) => d.locations).find((l) => l.primary)!.email;
      const privacy = pages.find((page) => page.slug === 'privacy-policy')!;
      expect(privacy.body).toContain('*Privacy Act 1988* (Cth)');
      expect(privacy.body).toContain('**name, email address and phone number**');
      expect(privacy.body).toContain(`[${email}](mailto:${email})`);
      expect(pages.find((page) => page.slug === 'about-us')!.title).toBe(`About ${site.name}`);
    },
  );

  it('says what each site sells: used cars only at a used-car dealer, caravans at a caravan dealer', () => {
    const about = (slug: string) =>
      rowsOf(rows.pages, DEMO_SITES.find((site) => site.slug === slug)!.id).find(
        (p) => p.slug === 'about-us',
      )!.body;
    expect(about('redgum')).toContain('We sell quality used cars,');
    expect(about('outback')).toContain('We sell new and used caravans,');
    expect(about('harbourside')).toContain('We sell new and used cars,');
  });
});

describe('seasonal demo pages (K-23, K-27)', () => {
  it('links only pages that exist: the outback popup names its EOFY page', () => {
    const outback = DEMO_SITES.find((site) => site.slug === 'outback')!;
    const slugs = rowsOf(rows.pages, outback.id).map((page) => page.slug);
    const popup = (outback.overrides as { promo?: { popup?: { buttonUrl: string } } }).promo?.popup;
    expect(popup?.buttonUrl).toBe('/pages/eofy-caravan-sale');
    expect(slugs).toContain('eofy-caravan-sale');
  });
});
