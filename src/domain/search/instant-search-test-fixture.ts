/**
 * Tests only: the one Meilisearch multi-search query instant search sends (C-95/C-99): the body facet and the
 * price stats, highlight tags around make, model, badge and series, ten hits, the site's filter.
 */
export const expectedInstantSearchQuery = (indexUid: string, q: string, filter: string) => ({
  indexUid,
  q,
  facets: ['simple_body', 'price'],
  attributesToHighlight: ['make', 'model', 'badge', 'series'],
  highlightPreTag: '__ais-highlight__',
  highlightPostTag: '__/ais-highlight__',
  limit: 10,
  filter,
});
