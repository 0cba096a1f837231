import { comparisonRate, type ComparisonRateInputs } from '@/domain/finance/comparison-rate';
import { silhouetteFor, vehicleImagePath } from '@/domain/media/vehicle-body';
import { DEMO_SITES } from './demo-sites';
import { blockId } from './ids';
import type { PlannedModel } from './generate-catalogue';
import { createRng, deriveSeed, type Rng } from './prng';
import { CONTENT, makeOf, TEXT } from './reference';
import type { SitePlan } from './site-plan';
import { addDays, localDate } from './time';
import type { StaticTables } from './types';

type Fill = Record<string, string>;
/** A placeholder without a value is a mistake in the demo texts, never an empty gap in a sentence. */
const fill = (template: string, values: Fill) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Demo text has {${key}} and no value for it: ${template}`);
    return value;
  });

const twoPlaces = (rate: number) => rate.toFixed(2);

/** {rate} and {comparisonRate} of a finance offer, the comparison rate computed from its rate and fees. */
function rateValues(rate: ComparisonRateInputs | undefined): Fill {
  if (!rate) return {};
  return { rate: twoPlaces(rate.interestRate), comparisonRate: twoPlaces(comparisonRate(rate)) };
}
const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function heroImage(plan: SitePlan, models: PlannedModel[], index: number, view = 'spin-4-36'): string {
  const model = models[index % Math.max(1, models.length)];
  if (model)
    return vehicleImagePath(silhouetteFor(model.spec.body, model.make.itemType), model.make.colour, view);
  return vehicleImagePath(plan.site.stock.itemType === 'caravan' ? 'caravan' : 'suv', '#1e3a8a', view);
}

/** Offers from the templates that suit the site type: past, future and open-ended expiries, some excluded (K-12). */
export function generateOffers(
  plan: SitePlan,
  models: PlannedModel[],
  now: Date,
  rng: Rng,
): StaticTables['offers'] {
  const siteMake = plan.site.manufacturer ? makeOf(plan.site.manufacturer).name : null;
  const otherSite = DEMO_SITES.find((site) => site.id !== plan.siteId)!;
  const templates = CONTENT.offers.filter((offer) => offer.siteTypes.includes(plan.site.overrides.siteType));
  return templates.map((template, index) => {
    const model = template.withModel && models.length > 0 ? models[(index * 3) % models.length] : undefined;
    const values = {
      model: model?.spec.name ?? 'Range',
      make: model?.make.name ?? siteMake ?? 'Selected',
      site: plan.site.name,
      ...rateValues(template.rate),
    };
    const description = fill(template.description, values);
    const dealership =
      plan.dealerships.length > 1 ? plan.dealerships[index % plan.dealerships.length] : undefined;
    const createdAt = addDays(now, -rng.int(5, 60));
    return {
      id: blockId(plan.block, index),
      siteId: plan.siteId,
      dealershipId: dealership?.id ?? null,
      name: fill(template.name, values),
      description,
      sanitizedDescription: stripTags(description),
      disclaimer: fill(template.disclaimer, values),
      category: template.category,
      imageUrl: heroImage(plan, models, index),
      modelId: model?.row.id ?? null,
      manufacturerId: model?.row.manufacturerId ?? null,
      manufacturerName: model?.make.name ?? siteMake,
      excludedWebsiteIds: template.excludeOwnSite
        ? [plan.siteId, otherSite.id]
        : index % 4 === 1
          ? [otherSite.id]
          : [],
      expiry: template.expiresInDays === null ? null : localDate(addDays(now, template.expiresInDays)),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** Promotion cards with active, expired and future windows (K-14..K-17). */
export function generatePromotions(
  plan: SitePlan,
  models: PlannedModel[],
  now: Date,
): StaticTables['promotions'] {
  const templates = CONTENT.promotions.filter((promotion) =>
    promotion.siteTypes.includes(plan.site.overrides.siteType),
  );
  return templates.map((template, index) => ({
    id: blockId(plan.block, index),
    siteId: plan.siteId,
    start: template.start ? new Date(template.start) : addDays(now, template.startDays ?? 0),
    expiry: template.expiry ? new Date(template.expiry) : addDays(now, template.expiryDays ?? 30),
    position: template.position,
    display: template.display,
    strictDisplay: template.strictDisplay,
    node: {
      title: template.title,
      body: template.body,
      imageUrl: heroImage(plan, models, index + 1, 'side'),
      url: template.url,
      buttonText: template.buttonText,
    },
    createdAt: addDays(now, -90),
  }));
}

// Mostly happy customers, but every site has a few poor reviews so minimum-rating filters have work to do.
const FORCED_RATINGS: Record<number, number> = { 2: 2, 5: 3, 7: 1 };
const RATING_WEIGHTS: [number, number][] = [
  [5, 55],
  [4, 25],
  [3, 8],
  [2, 6],
  [1, 6],
];

export function generateReviews(plan: SitePlan, now: Date, rng: Rng): StaticTables['reviews'] {
  const visible = plan.locations.filter((location) => location.spec.visible);
  return Array.from({ length: plan.site.stock.reviews }, (_, index) => {
    const rating = FORCED_RATINGS[index] ?? rng.weighted(RATING_WEIGHTS);
    const texts = TEXT.reviews[String(rating) as keyof typeof TEXT.reviews];
    const reviewDate = localDate(addDays(now, -rng.int(1, 700)));
    return {
      id: blockId(plan.block, index),
      siteId: plan.siteId,
      locationId: rng.chance(0.8) ? rng.pick(visible).id : null,
      customerName: `${rng.pick(TEXT.firstNames)} ${rng.pick(TEXT.lastInitials)}.`,
      text: fill(rng.pick(texts), { staff: rng.pick(TEXT.staff) }),
      rating,
      reviewDate,
      imageUrl: null,
      source: rng.chance(0.85) ? 'google' : 'facebook',
      createdAt: new Date(`${reviewDate}T09:00:00+10:00`),
    };
  });
}

export function generateSlides(plan: SitePlan, models: PlannedModel[], now: Date): StaticTables['slides'] {
  return CONTENT.slides.map((template, index) => ({
    id: blockId(plan.block, index),
    siteId: plan.siteId,
    name: fill(template.name, { site: plan.site.name }),
    description: template.description,
    url: template.url,
    // K-20: bundled 1920 × 540 banners (public/static/promo), never an outside URL.
    imageUrl: template.imageUrl,
    hideOverlay: template.hideOverlay,
    position: index,
    createdAt: addDays(now, -120),
  }));
}

export function contentRng(seed: number | string, plan: SitePlan): Rng {
  return createRng(deriveSeed(seed, plan.site.slug, 'content'));
}
