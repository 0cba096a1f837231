import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { autogaugeEnabled } from '@/domain/price-comparison/gauge-rules';
import type { AutogaugeData } from '@/domain/price-comparison/types';
import { TtlCache } from '@/server/cache/ttl-cache';
import type { Database } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import {
  createBuiltInValuationProvider,
  type MarketValuationProvider,
  type ValuationRequest,
} from '@/server/providers/valuation';
import { log } from '@/server/logging';

/** Shared caches and HTTP caches may keep an answer this long (comparables change slowly). */
export const AUTOGAUGE_MAX_AGE_SECONDS = 300;

const slugSchema = z.string().trim().min(1).max(200);

/** The car of this site with this slug, as a valuation request; null when the site has no such car. */
export async function findValuationSubject(
  db: Database,
  siteId: number,
  slug: string,
): Promise<ValuationRequest | null> {
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return null;
  const [row] = await db
    .select({
      vehicleId: vehicles.id,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      km: vehicles.km,
      price: vehicles.price,
    })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), eq(vehicles.slug, parsed.data)));
  return row ? { siteId, ...row } : null;
}

/**
 * Per process: answers keyed by site id, car id and the car's own figures, so an edited price or odometer is
 * valued afresh at once and two sites never share an entry; other sites' stock is picked up within the TTL.
 */
const defaultCache = new TtlCache<AutogaugeData>(AUTOGAUGE_MAX_AGE_SECONDS * 1000, 5_000);

function cacheKey(request: ValuationRequest): string {
  const { siteId, vehicleId, make, model, year, km, price } = request;
  return `site:${siteId}:vehicle:${vehicleId}:${JSON.stringify([make, model, year, km, price])}`;
}

export type AutogaugeOptions = {
  provider?: MarketValuationProvider;
  cache?: TtlCache<AutogaugeData>;
};

/** E-1, E-2: the valuation of this site's car with this slug (cached); null when the site has no such car. */
export async function loadCarValuation(
  db: Database,
  siteId: number,
  slug: string,
  options: AutogaugeOptions = {},
): Promise<AutogaugeData | null> {
  const subject = await findValuationSubject(db, siteId, slug);
  if (!subject) return null;
  const provider = options.provider ?? createBuiltInValuationProvider(db);
  const cache = options.cache ?? defaultCache;
  return cache.getOrLoad(cacheKey(subject), () => provider.valueVehicle(subject));
}

/**
 * E-16: whether this site's car with this slug shows its price gauge (E-3..E-5), from the same cached valuation
 * the page's gauge reads, so the enquiry default and the gauge agree. A failed valuation hides the gauge, so
 * it is logged and counts as not shown.
 */
export async function isAutogaugeShownFor(
  db: Database,
  siteId: number,
  slug: string,
  options: AutogaugeOptions = {},
): Promise<boolean> {
  try {
    const data = await loadCarValuation(db, siteId, slug, options);
    return data !== null && autogaugeEnabled(data);
  } catch (error) {
    log.error({ siteId, slug, err: error }, 'autogauge: valuation failed');
    return false;
  }
}
