import 'server-only';
import { brandPagePath, isBrandSlug } from '@/domain/catalogue/brand-page';
import type { Database } from '@/server/db/client';
import { listBrandTiles } from './queries';
import { groupBrandTiles } from '@/domain/home/brand-grids';
import type { HomeBrandGrid } from '@/domain/home/types';
import type { SiteContext } from '@/server/sites/site-context';
import type { StockPickers } from '@/domain/catalogue/stock-pickers';
import { findBrandWithPage } from './queries';
import { loadStockPickers } from './stock-pickers';

/**
 * B-29, L-13: /brands, every brand entry of this site in its grids, each tile linking where the home page's does
 * (L-11); null (→ 404) when the site has no brands.
 */
export async function loadBrandsPage(db: Database, siteId: number): Promise<HomeBrandGrid[] | null> {
  const tiles = await listBrandTiles(db, siteId);
  return tiles.length > 0 ? groupBrandTiles(tiles) : null;
}

/** /brands: the brand grids, then the manufacturers the site stocks (L-14); null (→ 404) without brands. */
export async function loadBrandsPageView(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
): Promise<{ grids: HomeBrandGrid[]; manufacturers: StockPickers['manufacturers'] } | null> {
  const grids = await loadBrandsPage(db, site.id);
  if (!grids) return null;
  const { manufacturers } = await loadStockPickers(db, site);
  return { grids, manufacturers };
}

/** B-41: where /brands/{slug} sends the visitor (the canonical /{slug}/overview); null when there is no page. */
export async function brandRedirectPath(db: Database, siteId: number, slug: string): Promise<string | null> {
  if (!isBrandSlug(slug)) return null;
  const brand = await findBrandWithPage(db, siteId, slug);
  return brand && brandPagePath(brand.slug);
}
