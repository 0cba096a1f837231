import type { Breadcrumb } from '@/domain/navigation/breadcrumb';
import { CAR_TYPES } from './car-type-routes';
import { EMPTY_SEARCH_STATE, type SearchState } from './state';
import { SEARCH_PREFIX, serializeSearchUrl } from './url';
import { toSlug } from '@/domain/format/slug';
import type { SearchUrlContext } from './url-types';
import {
  DEFAULT_WORDING,
  pluralBodyLabel,
  valueLabel,
  type SearchWording,
} from '@/domain/stock/value-labels';

export type BreadcrumbOptions = {
  /** `search.breadcrumbBasePath` (B-33): the path prefix crumb links use instead of '/search'. */
  basePath: '/search' | '/used-car';
  /** `search.configuredModels`: model slugs the model crumb may name; null = every model (B-51). */
  configuredModels: readonly string[] | null;
  /** Set on /search/{dealership_slug}: crumbs stay within that dealership's stock. */
  dealershipSlug: string | null;
  /** The site's value labels and noun; the platform's when absent. */
  wording?: SearchWording;
};

/** The one value of an attribute, or null when none or several are selected (several have no crumb). */
function single(values: readonly string[] | undefined): string | null {
  return values?.length === 1 ? (values[0] ?? null) : null;
}

/**
 * 'Used', 'New & Demo'; '' when every car type (or none) is selected, as that is all stock. Car types read
 * in the order the search routes use, whatever order the URL gave them.
 */
function carTypeWords(carTypes: readonly string[] = [], wording: SearchWording): string {
  const known: readonly string[] = CAR_TYPES;
  const sorted = [...new Set(carTypes)].sort((a, b) => known.indexOf(a) - known.indexOf(b));
  if (CAR_TYPES.every((type) => sorted.includes(type))) return '';
  return sorted.map((type) => valueLabel('car_type', type, wording.valueLabels)).join(' & ');
}

/** The one selected category's words ('Family'), or null. */
function categoryWords(state: SearchState, wording: SearchWording): string | null {
  const category = single(state.refinements.categories);
  return category === null ? null : valueLabel('categories', category, wording.valueLabels);
}

/** The selected make and model, when exactly one of each is selected and the model is of that make. */
function makeAndModel(state: SearchState): { make: string | null; model: string | null } {
  const make = single(state.refinements.make);
  const makeModel = single(state.refinements.make_model);
  const model = make !== null && makeModel?.startsWith(`${make}:`) ? makeModel.slice(make.length + 1) : null;
  return { make, model };
}

const join = (...words: (string | null)[]) => words.filter((word) => word !== null && word !== '').join(' ');

/**
 * The page's title and last crumb: car type, category, make, model and body, then 'for sale'
 * ('Used Toyota Corolla SUVs for sale'). The noun is the body type's plural, else nothing after a model (it is
 * a noun), else the site's noun ('Cars', 'Caravans'); the noun alone is 'All Stock', the all-stock route's name.
 */
export function searchPageTitle(state: SearchState, wording: SearchWording = DEFAULT_WORDING): string {
  const { make, model } = makeAndModel(state);
  const body = single(state.refinements.body);
  const { nounPlural } = wording;
  const noun =
    body !== null ? pluralBodyLabel(body, wording.valueLabels) : model !== null ? null : nounPlural;
  const qualifiers = join(carTypeWords(state.refinements.car_type, wording), categoryWords(state, wording));
  const subject = join(qualifiers, make, model, noun);
  return `${subject === nounPlural ? 'All Stock' : subject} for sale`;
}

/** B-50 'car type plus category': 'Used Cars', 'New & Demo Cars', 'Used Family Cars'; 'All Stock' for neither. */
function carTypeLabel(state: SearchState, wording: SearchWording): string {
  const words = join(carTypeWords(state.refinements.car_type, wording), categoryWords(state, wording));
  return words === '' ? 'All Stock' : `${words} ${wording.nounPlural}`;
}

/** B-51: a model slug is its name's ('corolla') or, where two makes share a name, make and name's. */
export function isConfiguredModel(
  make: string,
  model: string,
  configured: readonly string[] | null,
): boolean {
  return (
    configured === null || [toSlug(model), toSlug(`${make} ${model}`)].some((s) => configured.includes(s))
  );
}

type Level = { label: string; refinements: SearchState['refinements'] };

function levels(state: SearchState, options: BreadcrumbOptions): Level[] {
  const wording = options.wording ?? DEFAULT_WORDING;
  const { car_type, categories } = state.refinements;
  const refinements: SearchState['refinements'] = {};
  if (car_type) refinements.car_type = car_type;
  if (single(categories) !== null) refinements.categories = categories;
  const out: Level[] = [{ label: carTypeLabel(state, wording), refinements: { ...refinements } }];
  const { make, model } = makeAndModel(state);
  if (make !== null) {
    refinements.make = [make];
    out.push({ label: make, refinements: { ...refinements } });
  }
  if (make !== null && model !== null && isConfiguredModel(make, model, options.configuredModels)) {
    refinements.make_model = [`${make}:${model}`];
    out.push({ label: model, refinements: { ...refinements } });
  }
  const body = single(state.refinements.body);
  if (body !== null) {
    const label = pluralBodyLabel(body, wording.valueLabels);
    out.push({ label, refinements: { ...refinements, body: [body] } });
  }
  return out;
}

/**
 * B-50..B-52: Home → car type plus category → make → model → body type → the page title (not a link). Each
 * crumb links to the search for the selections up to it (first page, default sort, no keywords). A crumb
 * that would link to the page itself is left out (the title stands for the page), and of two neighbours
 * with the same label only the deeper one stays.
 */
export function buildSearchBreadcrumbs(
  state: SearchState,
  ctx: SearchUrlContext,
  options: BreadcrumbOptions,
): Breadcrumb[] {
  const href = (target: SearchState) =>
    withBasePath(
      serializeSearchUrl(target, ctx, { dealershipSlug: options.dealershipSlug }),
      options.basePath,
    );
  const here = href(state);
  const base: SearchState = { ...EMPTY_SEARCH_STATE, sortBy: ctx.sortKeys[0] ?? EMPTY_SEARCH_STATE.sortBy };
  const crumbs: Breadcrumb[] = [{ label: 'Home', href: '/' }];
  for (const level of levels(state, options)) {
    const link = href({ ...base, refinements: level.refinements });
    if (link !== here) crumbs.push({ label: level.label, href: link });
  }
  crumbs.push({ label: searchPageTitle(state, options.wording), href: null });
  return crumbs.filter((crumb, i) => crumb.label !== crumbs[i + 1]?.label);
}

/** B-33: '/search/used-cars' → '/used-car/used-cars' on sites whose breadcrumbs use /used-car. */
export function withBasePath(href: string, basePath: BreadcrumbOptions['basePath']): string {
  return basePath === SEARCH_PREFIX ? href : `${basePath}${href.slice(SEARCH_PREFIX.length)}`;
}
