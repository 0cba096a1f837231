import { logoImagePath, silhouetteFor, vehicleImagePath } from '@/domain/media/vehicle-body';
import { blockId, slugify } from './ids';
import { BODIES, COLOURS, makeOf, type MakeSpec, type ModelSpec } from './reference';
import { manufacturerIdOf, type SitePlan } from './site-plan';
import { addDays } from './time';
import type { StaticTables } from './types';

type ModelRow = StaticTables['models'][number];
export type PlannedModel = { row: ModelRow & { id: number }; make: MakeSpec; spec: ModelSpec };

// Bright colours make the model directory look like a showroom rather than a car park.
const SHOWROOM_COLOURS = COLOURS.exterior.filter((colour) => colour.pop <= 4).map((colour) => colour.hex);

function selectModels(plan: SitePlan): [MakeSpec, ModelSpec][] {
  const { makes = [], limitPerMake, list = [] } = plan.site.models;
  const fromMakes = makes.flatMap((slug) => {
    const make = makeOf(slug);
    const current = make.models.filter((model) => model.years.length === 1).sort((a, b) => b.pop - a.pop);
    return current
      .slice(0, limitPerMake ?? current.length)
      .map((model): [MakeSpec, ModelSpec] => [make, model]);
  });
  const fromList = list.map(([slug, name]): [MakeSpec, ModelSpec] => {
    const make = makeOf(slug);
    const model = make.models.find((candidate) => candidate.name === name);
    if (!model) throw new Error(`Unknown model ${name} of ${slug} in demo site ${plan.site.slug}`);
    return [make, model];
  });
  return [...fromMakes, ...fromList];
}

/**
 * A site's model range (K-25) with manufacturer_body labels; one is inactive, and one has an override URL to a
 * content page about it (generateModelPages writes that page, so the link leads somewhere real).
 */
export function generateModels(plan: SitePlan, now: Date): PlannedModel[] {
  const used = new Set<string>();
  return selectModels(plan).map(([make, spec], index) => {
    const base = slugify(spec.name);
    const slug = used.has(base) ? slugify(`${make.name} ${spec.name}`) : base;
    used.add(slug);
    const body = silhouetteFor(spec.body, make.itemType);
    const colour = SHOWROOM_COLOURS[index % SHOWROOM_COLOURS.length]!;
    const [body2, body3] = spec.altBodies ?? [];
    const row = {
      id: blockId(plan.block, index),
      siteId: plan.siteId,
      manufacturerId: manufacturerIdOf(make.slug)!,
      name: spec.name,
      slug,
      overrideUrl: index === 0 ? `/pages/${slug}` : null,
      imageUrl: vehicleImagePath(body, colour, 'side'),
      cloudfrontNewImageUrl: vehicleImagePath(body, colour, 'spin-4-36'),
      manufacturerBody: BODIES[spec.body].label,
      manufacturerBody2: body2 ? BODIES[body2].label : null,
      manufacturerBody3: body3 ? BODIES[body3].label : null,
      status: index === 3 ? 'inactive' : 'active',
      createdAt: addDays(now, -400 + index),
    };
    return { row, make, spec };
  });
}

/** Brand tiles: one per make the site lists, plus group tiles (one skips its brand page, one links out). */
export function generateBrands(plan: SitePlan, now: Date): StaticTables['brands'] {
  return plan.site.brands.map((brand, index) => {
    const make = brand.manufacturer ? makeOf(brand.manufacturer) : null;
    const title = brand.title ?? make?.name ?? 'Brand';
    const hero = make?.models.reduce((best, model) => (model.pop > best.pop ? model : best));
    return {
      id: blockId(plan.block, index),
      siteId: plan.siteId,
      manufacturerId: manufacturerIdOf(brand.manufacturer),
      grid: brand.grid,
      title,
      name: title,
      slug: brand.slug ?? make?.slug ?? slugify(title),
      make: make?.name ?? null,
      logoUrl: make ? logoImagePath(make.name, make.colour) : null,
      bannerUrl:
        hero && make
          ? vehicleImagePath(silhouetteFor(hero.body, make.itemType), make.colour, 'spin-4-36')
          : null,
      description: brand.description ?? `Explore new and used ${title} vehicles at ${plan.site.name}.`,
      url: brand.url ?? null,
      skipBrandPage: brand.skipBrandPage ?? false,
      position: index,
      createdAt: addDays(now, -300),
    };
  });
}
