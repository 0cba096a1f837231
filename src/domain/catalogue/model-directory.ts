import { modelHref } from '@/domain/navigation/links';
import type { FacetLinkDto } from '@/domain/search/page/types';
import { bodyTypeLabel, bodyTypeSlug } from '@/domain/vehicle/body-types';
import { listHref, toggleFilter } from './list-url';

export const MODELS_PATH = '/models';
/** `?body={bodySlug}` (the footer's links, B-5) and `?make={manufacturerSlug}`. */
export const MODEL_FILTER_KEYS = ['body', 'make'] as const;
export type ModelFilterKey = (typeof MODEL_FILTER_KEYS)[number];
export type ModelFilters = Partial<Record<ModelFilterKey, string>>;

/** What the filters and headings need of each active model of a site. */
export type ModelFacetRow = { manufacturerSlug: string; manufacturerName: string; bodies: string[] };

/** One model of a directory page, as read (K-25); `bodies` holds manufacturer_body/2/3 that are set. */
export type DirectoryModel = ModelFacetRow & {
  id: number;
  name: string;
  slug: string;
  overrideUrl: string | null;
  imageUrl: string | null;
};

export type ModelCardDto = {
  id: number;
  /** '{manufacturer} {model}'. */
  title: string;
  /** The body labels, e.g. 'SUV · Wagon'; null when the model has none. */
  bodyText: string | null;
  imageUrl: string | null;
  href: string;
};

/** A model's bodies by slug, each with the label of its first stored form. */
function bodiesBySlug(row: ModelFacetRow): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const body of row.bodies) {
    const slug = bodyTypeSlug(body);
    if (!bodies.has(slug)) bodies.set(slug, bodyTypeLabel(body));
  }
  return bodies;
}

/** K-25 proposal: a model matches a body when any of its three bodies does; the make by manufacturer slug. */
function matches(row: ModelFacetRow, filters: ModelFilters): boolean {
  if (filters.make && row.manufacturerSlug !== filters.make) return false;
  return !filters.body || bodiesBySlug(row).has(filters.body);
}

/** The stored body values whose slug is `slug` ('People Mover' and 'peopleMover' both match 'people-mover'). */
export function bodyValuesForSlug(rows: readonly ModelFacetRow[], slug: string): string[] {
  const values = rows.flatMap((row) => row.bodies.filter((body) => bodyTypeSlug(body) === slug));
  return [...new Set(values)].sort();
}

export function toModelCard(model: DirectoryModel): ModelCardDto {
  const labels = [...bodiesBySlug(model).values()];
  return {
    id: model.id,
    title: `${model.manufacturerName} ${model.name}`,
    bodyText: labels.length > 0 ? labels.join(' · ') : null,
    imageUrl: model.imageUrl,
    href: modelHref(model),
  };
}

type FacetTally = Map<string, { label: string; count: number }>;

function tally(tallies: FacetTally, slug: string, label: string): void {
  const entry = tallies.get(slug) ?? { label, count: 0 };
  entry.count += 1;
  tallies.set(slug, entry);
}

function facetLinks(tallies: FacetTally, key: ModelFilterKey, filters: ModelFilters): FacetLinkDto[] {
  return [...tallies.entries()]
    .sort(([, a], [, b]) => a.label.localeCompare(b.label, 'en-AU'))
    .map(([slug, { label, count }]) => ({
      label,
      count,
      href: listHref(MODELS_PATH, toggleFilter(filters, key, slug)),
      isSelected: filters[key] === slug,
    }));
}

/** Make and body links; each counts the models that match the other filter (a filter ignores itself). */
export function directoryFilterLinks(
  rows: readonly ModelFacetRow[],
  filters: ModelFilters,
): { makes: FacetLinkDto[]; bodies: FacetLinkDto[] } {
  const makes: FacetTally = new Map();
  const bodies: FacetTally = new Map();
  for (const row of rows) {
    if (matches(row, { body: filters.body })) tally(makes, row.manufacturerSlug, row.manufacturerName);
    if (!matches(row, { make: filters.make })) continue;
    for (const [slug, label] of bodiesBySlug(row)) tally(bodies, slug, label);
  }
  return { makes: facetLinks(makes, 'make', filters), bodies: facetLinks(bodies, 'body', filters) };
}

/** 'Models', 'Toyota Models', 'SUV Models' or 'Toyota SUV Models'; a filter naming nothing is left out. */
export function directoryHeading(rows: readonly ModelFacetRow[], filters: ModelFilters): string {
  const make = rows.find((row) => row.manufacturerSlug === filters.make)?.manufacturerName;
  const body = filters.body ? bodyValuesForSlug(rows, filters.body)[0] : undefined;
  return [make, body && bodyTypeLabel(body), 'Models'].filter(Boolean).join(' ');
}
