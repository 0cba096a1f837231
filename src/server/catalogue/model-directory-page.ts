import 'server-only';
import {
  isPageInRange,
  listHref,
  listPageFrame,
  pageWindow,
  parseListParams,
  usefulFilterGroups,
  type FilterGroupDto,
  type ListParams,
  type RawSearchParams,
} from '@/domain/catalogue/list-url';
import {
  bodyValuesForSlug,
  directoryFilterLinks,
  directoryHeading,
  MODEL_FILTER_KEYS,
  MODELS_PATH,
  toModelCard,
  type ModelFacetRow,
  type ModelFilterKey,
  type ModelFilters,
} from '@/domain/catalogue/model-directory';
import type { Database } from '@/server/db/client';
import { SiteResultCache } from '@/server/cache/site-result-cache';
import type { SiteContext } from '@/server/sites/site-context';
import { listDirectoryModels, listModelFacetRows } from './model-queries';
import type { ListPageOutcome, ModelDirectoryData } from '@/domain/catalogue/list-page-view';

type DirectoryOutcome = ListPageOutcome<ModelDirectoryData>;

// Per process; one bounded cache per site (C-25). 30 s, like the site caches, so edits show up soon.
const directoryCache = new SiteResultCache<DirectoryOutcome>(30_000, 1_000);

function directoryFilterGroups(rows: readonly ModelFacetRow[], filters: ModelFilters): FilterGroupDto[] {
  const links = directoryFilterLinks(rows, filters);
  return usefulFilterGroups([
    { key: 'make', title: 'Make', links: links.makes },
    { key: 'body', title: 'Body type', links: links.bodies },
  ]);
}

/** /models: the site's model directory for the URL's filters and page, from the site's result cache. */
export async function loadModelDirectoryPage(
  db: Database,
  site: Pick<SiteContext, 'id' | 'config'>,
  searchParams: RawSearchParams,
): Promise<DirectoryOutcome> {
  const params = parseListParams(searchParams, MODEL_FILTER_KEYS);
  if (params.kind === 'not_found') return params;
  return directoryCache.getOrLoad(site.id, site.config.search.cacheSize, listHref(MODELS_PATH, params), () =>
    readModelDirectory(db, site.id, params),
  );
}

/** The directory page for parsed URL state, read from the database (no cache). */
export async function readModelDirectory(
  db: Database,
  siteId: number,
  params: ListParams<ModelFilterKey>,
): Promise<DirectoryOutcome> {
  const { page, filters } = params;
  const facetRows = await listModelFacetRows(db, siteId);
  const bodies = filters.body === undefined ? undefined : bodyValuesForSlug(facetRows, filters.body);
  const { models, count } = await listDirectoryModels(db, siteId, {
    makeSlug: filters.make,
    bodies,
    ...pageWindow(page),
  });
  if (!isPageInRange(page, count)) return { kind: 'not_found' };
  return {
    kind: 'ok',
    data: {
      ...listPageFrame(MODELS_PATH, params, count, { one: 'model', many: 'models' }),
      heading: directoryHeading(facetRows, filters),
      models: models.map(toModelCard),
      filterGroups: directoryFilterGroups(facetRows, filters),
    },
  };
}
