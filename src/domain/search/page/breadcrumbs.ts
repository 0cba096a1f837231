import type { Breadcrumb } from '@/domain/navigation/breadcrumb';
import { buildSearchBreadcrumbs } from '../breadcrumbs';
import type { SearchPageView } from './build';

/** The search page's trail for its state (B-50..B-52): the same on the server (JSON-LD) and in the browser. */
export function searchPageBreadcrumbs(view: SearchPageView): Breadcrumb[] {
  const { breadcrumbBasePath: basePath, configuredModels } = view.config.search;
  return buildSearchBreadcrumbs(view.state, view.ctx, {
    basePath,
    configuredModels,
    dealershipSlug: view.dealershipSlug,
    wording: view.config.wording,
  });
}
