import 'server-only';
import { compareText } from './facets';
import type { SiteIndex } from './engine/site-index';

/** What search URLs are parsed against besides config: every dealership slug, make and make:model. */
export type StockUrlLists = {
  dealershipSlugs: string[];
  makes: string[];
  models: string[];
  yards: { name: string; state: string | null }[];
};

/**
 * The lists from a site's index (all of its cars, listed or not, as the database query they replace read),
 * makes by name and models by make then name, in code-point order.
 */
export function stockUrlLists(index: SiteIndex): StockUrlLists {
  const modelsByMake = new Map<string, Set<string>>();
  const yards = new Map<string, string | null>();
  for (const { make, model, locationName, state } of index.rows) {
    yards.set(locationName, state);
    let models = modelsByMake.get(make);
    if (!models) modelsByMake.set(make, (models = new Set()));
    models.add(model);
  }
  const makes = [...modelsByMake.keys()].sort(compareText);
  const models = makes.flatMap((make) =>
    [...modelsByMake.get(make)!].sort(compareText).map((model) => `${make}:${model}`),
  );
  const yardList = [...yards].sort(([a], [b]) => compareText(a, b)).map(([name, state]) => ({ name, state }));
  return { dealershipSlugs: index.settings.dealershipSlugs, makes, models, yards: yardList };
}
