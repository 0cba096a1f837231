/**
 * The shape of a URL: its first path segment, a `*` for each further segment, and `?` when it has a query.
 * `/cars/2021-toyota-hilux-ab12` and `/cars/2019-mazda-cx-5-cd34` share the shape `/cars/*`, so the crawl can
 * bound how many of each it opens and still reach every kind of page. Query parameters count as one shape
 * whatever their names: search facets combine into thousands of links that one page template renders.
 */
export function routeShape(url: URL): string {
  const [first, ...rest] = url.pathname.split('/').filter((segment) => segment !== '');
  const path = first === undefined ? '/' : `/${[first, ...rest.map(() => '*')].join('/')}`;
  return url.search === '' ? path : `${path}?`;
}
