import 'server-only';
import type { SiteConfig } from '@/config';
import {
  budgetFinderSetup,
  budgetLinkContext,
  type BudgetFinderSetup,
} from '@/domain/budget-finder/budget-finder';
import { budgetPoolFromResult, budgetPoolState } from '@/domain/budget-finder/budget-search';
import type { Database } from '@/server/db/client';
import { searchStock } from '@/server/stock/search/search-stock';

export type BudgetFinderSite = { id: number; config: SiteConfig };

/**
 * The budget finder's first paint (F-52..F-60): the site's pool (price > 1000, F-59) read with the same search
 * the browser asks GET /api/search for later, its body types (F-60) and the finance options it starts from.
 */
export async function loadBudgetFinder(
  db: Database,
  site: BudgetFinderSite,
  now: Date,
): Promise<BudgetFinderSetup> {
  const link = budgetLinkContext(site.config.search);
  const result = await searchStock(db, site.id, budgetPoolState(link, []), { now });
  const pool = budgetPoolFromResult(result, link.priceAscKey !== null);
  const bodies = (result.facets.body ?? []).map((facet) => facet.value);
  return budgetFinderSetup(site.config, bodies, pool);
}
