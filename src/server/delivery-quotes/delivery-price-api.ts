import 'server-only';
import { issuesBody } from '@/domain/validation/issues-body';
import type { SiteConfig } from '@/config';
import { deliveryPriceParamsSchema, type DeliveryPriceResponse } from '@/domain/calculators/delivery-request';
import type { Database } from '@/server/db/client';
import {
  DeliveryQuoteUnavailableError,
  deliveryQuoteProviderFor,
  type DeliveryQuoteProvider,
} from '@/server/providers/delivery';
import { loadCarConfig } from '@/server/sites/car-config';
import { findDeliveryCar } from './queries';
import { log } from '@/server/logging';

export const DELIVERY_PRICE_UNAVAILABLE = 'Delivery prices are unavailable right now.';
export const CAR_NOT_FOUND = 'Car not found';

export type DeliveryPriceSite = { id: number; slug: string };

export type DeliveryPriceApiResponse =
  | { status: 200; body: DeliveryPriceResponse }
  | { status: 400; body: { error: string; fieldErrors: Record<string, string> } }
  | { status: 404; body: { error: string } }
  | { status: 503; body: { error: string } }
  /** The browser dropped the request: nobody reads the answer. */
  | { status: 499; body: { error: string } };

type Options = {
  /** Tests pass a double; the default is the car's configured provider. */
  providerFor?: (config: SiteConfig) => DeliveryQuoteProvider;
  signal?: AbortSignal;
};

function badRequest(issues: Parameters<typeof issuesBody>[0]): DeliveryPriceApiResponse {
  return { status: 400, body: issuesBody(issues) };
}

/**
 * GET /api/delivery-price?postcode=2000&car_id=12 (G-13): the price and region name of delivering one of
 * this site's cars to the postcode, or { price: null, region: null } when there is no estimate (G-11).
 */
export async function handleDeliveryPriceApi(
  db: Database,
  site: DeliveryPriceSite,
  searchParams: URLSearchParams,
  options: Options = {},
): Promise<DeliveryPriceApiResponse> {
  const parsed = deliveryPriceParamsSchema.safeParse({
    postcode: searchParams.get('postcode') ?? undefined,
    car_id: searchParams.get('car_id') ?? undefined,
  });
  if (!parsed.success) return badRequest(parsed.error.issues);
  const car = await findDeliveryCar(db, site.id, parsed.data.car_id);
  if (!car) return { status: 404, body: { error: CAR_NOT_FOUND } };
  if (car.origin.postcode === null && (car.origin.lat === null || car.origin.lng === null)) {
    log.warn(
      { siteId: site.id, carId: car.id },
      'delivery price: the car is at a location without a point or postcode',
    );
  }
  const provider = (options.providerFor ?? deliveryQuoteProviderFor)(await loadCarConfig(db, site.id, car));
  try {
    const quote = await provider.quote(
      { postcode: parsed.data.postcode, origin: car.origin },
      { signal: options.signal },
    );
    return { status: 200, body: quote ?? { price: null, region: null } };
  } catch (error) {
    if (options.signal?.aborted) return { status: 499, body: { error: 'Request aborted' } };
    if (!(error instanceof DeliveryQuoteUnavailableError)) throw error;
    log.error({ siteId: site.id, provider: provider.name, err: error }, 'delivery price failed');
    return { status: 503, body: { error: DELIVERY_PRICE_UNAVAILABLE } };
  }
}
