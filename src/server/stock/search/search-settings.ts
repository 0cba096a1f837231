import 'server-only';
import { eq } from 'drizzle-orm';
import { stockRuleOptionsOf, type StockRuleOptions } from '@/domain/search/stock-rules';
import type { Database } from '@/server/db/client';
import { dealerships } from '@/server/db/schema';
import { loadSiteConfigSource, resolveForSite } from '@/server/sites/site-config-loader';
import { EXTRA_SORTS } from '@/domain/search/sort-options';
import { compareText } from './facets';

export type SortOption = { key: string; sort: string };

/** What both engines need from the effective site config, resolved once per index build or SQL request. */
export type SearchSettings = {
  siteId: number;
  stockVersion: number;
  financeProvider: string | null;
  sortOptions: SortOption[];
  /** C-32: every sort's tie-break before the id ([] = by id only). */
  seriesSortOrder: string[];
  siteFilters: string;
  cacheSize: number;
  ruleOptions: StockRuleOptions;
  /** Every dealership of the site, in code-point order (search URLs may name any of them). */
  dealershipSlugs: string[];
};

/** Site config plus each dealership's layer: a dealership may set its own `cards.soldRetentionDays`. */
export async function loadSearchSettings(db: Database, siteId: number): Promise<SearchSettings> {
  const source = await loadSiteConfigSource(db, siteId);
  const config = resolveForSite(source);
  const dealershipRows = await db
    .select({ id: dealerships.id, slug: dealerships.slug, configOverrides: dealerships.configOverrides })
    .from(dealerships)
    .where(eq(dealerships.siteId, siteId));
  const retention = new Map<number, number>();
  for (const dealership of dealershipRows) {
    retention.set(dealership.id, resolveForSite(source, dealership).cards.soldRetentionDays);
  }
  const { search } = config;
  return {
    siteId,
    stockVersion: source.site.stockVersion,
    financeProvider: config.finance.provider,
    sortOptions: search.sortOptions.map(({ key, sort }) => ({ key, sort })),
    seriesSortOrder: search.seriesSortOrder,
    siteFilters: search.filters,
    cacheSize: search.cacheSize,
    ruleOptions: stockRuleOptionsOf(config, retention),
    dealershipSlugs: dealershipRows.map((row) => row.slug).sort(compareText),
  };
}

/** The sortable attributes: a sort option naming anything else falls back like an unknown sortBy. */
export const SORT_FIELDS = ['custom_rank', 'created_at', 'price', 'year', 'km'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type ResolvedSort = { field: SortField; descending: boolean; key: string };

function parseSort(sort: string): ResolvedSort | null {
  const [field, direction] = sort.split(':');
  if (!(SORT_FIELDS as readonly string[]).includes(field ?? '')) return null;
  return { field: field as SortField, descending: direction === 'desc', key: sort };
}

/** The site's sort options plus year and km; an unknown sortBy (and 'distance') gets the first option. */
export function resolveSort(sortBy: string, options: readonly SortOption[]): ResolvedSort {
  const all = [...options, ...EXTRA_SORTS];
  const chosen = all.find((option) => option.key === sortBy) ?? all[0]!;
  return parseSort(chosen.sort) ?? parseSort(all[0]!.sort) ?? parseSort('custom_rank:desc')!;
}
