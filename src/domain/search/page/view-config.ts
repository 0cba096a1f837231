import type { SiteConfig } from '@/config';
import type { SearchViewConfig } from './build';
import { cardRulesTable } from './card-rules-table';
import { stickyCtaCard } from './cta-card';
import { searchWordingOf } from '@/domain/stock/value-labels';

/**
 * The browser's slice of a site's config. Kept apart from build.ts: resolving card rules pulls in the config
 * overlay and its zod schemas, which only the server needs (the browser receives the result).
 */
export function searchViewConfig(config: SiteConfig): SearchViewConfig {
  const { search } = config;
  return {
    promo: config.promo,
    search: {
      path: search.path,
      sortOptions: search.sortOptions,
      cacheSize: search.cacheSize,
      stockCountOverride: search.stockCountOverride,
      visibleMakesCount: search.visibleMakesCount,
      popularMakes: search.popularMakes,
      vehicleNounPlural: search.vehicleNounPlural,
      breadcrumbBasePath: search.breadcrumbBasePath,
      configuredModels: search.configuredModels,
    },
    wording: searchWordingOf(search),
    cardRules: cardRulesTable(config),
    ctaCard: stickyCtaCard(config),
    favouritesStorage: config.features.favouritesStorage,
  };
}
