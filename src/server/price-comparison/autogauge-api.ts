import 'server-only';
import type { AutoGaugeData } from '@/domain/price-comparison/types';
import type { Database } from '@/server/db/client';
import { AUTOGAUGE_MAX_AGE_SECONDS, loadCarValuation, type AutoGaugeOptions } from './autogauge';

export const AUTOGAUGE_CACHE_CONTROL = `public, max-age=${AUTOGAUGE_MAX_AGE_SECONDS}`;

export const NOT_FOUND_BODY = { error: 'Not found' } as const;

export type AutoGaugeResponse =
  { status: 200; body: AutoGaugeData } | { status: 404; body: typeof NOT_FOUND_BODY };

/** E-1, E-2: `GET /cars/{slug}/autogauge` for one site; another site's slug is a 404 like an unknown one. */
export async function handleAutoGaugeApi(
  db: Database,
  siteId: number,
  slug: string,
  options: AutoGaugeOptions = {},
): Promise<AutoGaugeResponse> {
  const body = await loadCarValuation(db, siteId, slug, options);
  return body === null ? { status: 404, body: NOT_FOUND_BODY } : { status: 200, body };
}
