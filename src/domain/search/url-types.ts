import type { SearchState } from './state';

/**
 * What the URL codec needs to know about one site. The lists must be complete (every make and model in the
 * site's stock, not one facet page of 21), or a valid /search/{make} link would 404.
 */
export type SearchUrlContext = {
  /** `search.enabledRoutes`: a car-type route not listed here is not a search page (C-5). */
  enabledRoutes: readonly string[];
  /** `search.path`: its route is the fallback when the all-stock route is disabled. */
  searchPath: string;
  /** Slugs of the site's dealerships, for /search/{dealership_slug} (C-8). */
  dealershipSlugs: readonly string[];
  /** make facet values as stored ('Land Rover'); path slugs match them case-insensitively (C-7). */
  makes: readonly string[];
  /** make_model facet values, '{Make}:{Model}' ('Mazda:CX-5'). */
  models: readonly string[];
  /** Keys of `search.sortOptions`; the first is the default, which the URL leaves out. */
  sortKeys: readonly string[];
  /** The site's yards (location_name values) and their states: the Location facet groups by them. */
  yards?: readonly { name: string; state: string | null }[];
};

/** The URL as a route sees it: path segments after '/search' (decoded) and the query string. */
export type SearchUrlInput = {
  pathSegments: readonly string[];
  searchParams: URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;
};

export type SearchUrlErrorCode =
  'repeated' | 'not_a_number' | 'invalid_range' | 'invalid_value' | 'too_long' | 'too_many_values';

/** A malformed parameter: the API answers 400 with these (decision 005). */
export type SearchUrlError = { param: string; code: SearchUrlErrorCode; message: string };

/** Dropped without an error, as S1 §5 says for out-of-range values; returned so the caller can log it. */
export type IgnoredSearchParam = {
  param: string;
  value: string;
  reason: 'unknown_param' | 'empty' | 'out_of_range';
};

export type ParsedSearchUrl =
  | {
      kind: 'ok';
      state: SearchState;
      /** Set on /search/{dealership_slug}: results are limited to that dealership. */
      dealershipSlug: string | null;
      /** False when the page should redirect (replace) to `href`, the canonical form. */
      canonical: boolean;
      href: string;
      ignored: IgnoredSearchParam[];
    }
  | { kind: 'not_found'; reason: string }
  | { kind: 'invalid'; errors: SearchUrlError[] };
