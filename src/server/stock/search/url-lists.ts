import 'server-only';
import { compareText } from './facets';
import type { SiteIndex } from './engine/site-index';

/** What search URLs are parsed against besides config: every dealership slug, make and make:model. */
export type StockUrlLists = { dealershipSlugs: string[]; makes: string[]; models: string[] };

/**
 * The lists from a site's index (all of its cars, listed or not, as the database query they replace read),
 * makes by name and models by make then name, in code-point order.
 */
export function stockUrlLists(index: SiteIndex): StockUrlLists {
  const modelsByMake = new Map<string, Set<string>>();
  for (const { make, model } of index.rows) {
    let models = modelsByMake.get(make);
    if (!models) modelsByMake.set(make, (models = new Set()));
    models.add(model);
  }
  const makes = [...modelsByMake.keys()].sort(compareText);
  const models = makes.flatMap((make) =>
    [...modelsByMake.get(make)!].sort(compareText).map((model) => `${make}:${model}`),
  );
  return { dealershipSlugs: index.settings.dealershipSlugs, makes, models };
}
