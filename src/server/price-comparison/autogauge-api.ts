import 'server-only';
import type { AutogaugeData } from '@/domain/price-comparison/types';
import { carSlugParamSchema } from '@/domain/validation/db-values';
import type { Database } from '@/server/db/client';
import { AUTOGAUGE_MAX_AGE_SECONDS, loadCarValuation, type AutogaugeOptions } from './autogauge';

export const AUTOGAUGE_CACHE_CONTROL = `public, max-age=${AUTOGAUGE_MAX_AGE_SECONDS}`;

export const NOT_FOUND_BODY = { error: 'Not found' } as const;

export type AutogaugeResponse =
  { status: 200; body: AutogaugeData } | { status: 404; body: typeof NOT_FOUND_BODY };

/**
 * E-1, E-2: `GET /cars/{slug}/autogauge` for one site; another site's slug is a 404 like an unknown one, and so
 * is a slug no car can have (a NUL, which PostgreSQL would refuse in the query: decision 077).
 */
export async function handleAutogaugeApi(
  db: Database,
  siteId: number,
  slug: string,
  options: AutogaugeOptions = {},
): Promise<AutogaugeResponse> {
  const parsed = carSlugParamSchema.safeParse(slug);
  if (!parsed.success) return { status: 404, body: NOT_FOUND_BODY };
  const body = await loadCarValuation(db, siteId, parsed.data, options);
  return body === null ? { status: 404, body: NOT_FOUND_BODY } : { status: 200, body };
}
