import 'server-only';
import {
  bodyPickerOptions,
  makePickerOptions,
  siteManufacturers,
  type StockPickers,
} from '@/domain/catalogue/stock-pickers';
import { bodyStockHref, makeStockHref } from '@/domain/search/car-links';
import type { Database } from '@/server/db/client';
import type { SiteContext } from '@/server/sites/site-context';
import { loadSearchUrlContext } from '@/server/stock/search/api/url-context';
import { listStockBodyTypes, listStockMakes } from '@/server/storefront/vehicle-cards';
import { listManufacturers } from './queries';

/**
 * L-13, L-14: this site's brand and body-type pickers and its manufacturers, all from its stock in stock
 * (so every link opens a search with cars), through the site's own search URLs.
 */
export async function loadStockPickers(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
): Promise<StockPickers> {
  const [makes, bodies, platform, ctx] = await Promise.all([
    listStockMakes(db, site.id),
    listStockBodyTypes(db, site.id),
    listManufacturers(db),
    loadSearchUrlContext(db, site.id, site.config),
  ]);
  const makeHref = (make: string) => makeStockHref(make, ctx);
  const byKey = new Map(makes.map((make) => [make.trim().toLowerCase(), make]));
  return {
    makes: makePickerOptions(makes, makeHref),
    bodies: bodyPickerOptions(bodies, (body) => bodyStockHref(body, ctx)),
    manufacturers: siteManufacturers(platform, makes).map((manufacturer) => {
      // The search filters by the stock's own spelling of the make, not the platform list's.
      const make =
        byKey.get(manufacturer.name.toLowerCase()) ??
        byKey.get(manufacturer.slug.toLowerCase()) ??
        manufacturer.name;
      return { ...manufacturer, href: makeHref(make) };
    }),
  };
}
