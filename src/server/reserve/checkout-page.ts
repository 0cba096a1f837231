import { refundTermsFor } from '@/domain/reserve';
import 'server-only';
import { formatMoney, MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import type { CheckoutPageData } from '@/domain/reserve/checkout-view';
import { vehicleHref } from '@/domain/cards/action-links';
import { searchCardTitle } from '@/domain/search/page/card';
import { isCheckoutEnabled } from '@/domain/stock/availability';
import type { Database } from '@/server/db/client';
import { loadLeadForm, type LeadFormSite } from '@/server/lead-forms/load-form';
import { paymentProviderFor, paysByCard } from '@/server/providers/payments';
import { loadCarConfig } from '@/server/sites/car-config';
import { findVehicleBySlug } from '@/server/vehicle-page/queries';
import { cancelCheckout } from './cancel-checkout';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /cars/{slug}/checkout and /cars/{slug}/buy-online: the car, the deposit from its dealer's config, the refund
 * terms and the reserve form; null for a slug that is not this site's car. A buyer returning from the payment
 * page (`?cancelled={reservation id}`) has that checkout cancelled first, so the car is free for them again.
 */
export async function loadCheckoutPage(
  db: Database,
  site: LeadFormSite,
  slug: string,
  params: SearchParams,
  now: Date,
): Promise<CheckoutPageData | null> {
  const found = await findVehicleBySlug(db, site.id, slug);
  if (!found) return null;
  const { vehicle, dealership } = found;
  const config = await loadCarConfig(db, site.id, {
    dealershipSlug: dealership.slug,
    dealershipOverrides: dealership.configOverrides,
    make: vehicle.make,
    itemType: vehicle.itemType,
  });
  const provider = paymentProviderFor(config);
  const cancelledId = typeof params.cancelled === 'string' ? params.cancelled : null;
  const cancelled =
    cancelledId !== null &&
    (await cancelCheckout(db, site.id, cancelledId, { vehicleId: vehicle.id, provider }, now));
  const enabled = isCheckoutEnabled(vehicle, { checkoutMinPrice: config.vehicle.checkoutMinPrice });
  const loaded = enabled ? await loadLeadForm(db, site, { kind: 'reserve', carId: vehicle.id, now }) : null;
  return {
    car: {
      title: searchCardTitle(vehicle),
      href: vehicleHref(vehicle.slug),
      price: vehicle.price > MIN_DISPLAYED_PRICE ? formatMoney(vehicle.price) : null,
    },
    deposit: formatMoney(config.vehicle.reserveAmount),
    holdHours: config.reserve.holdHours,
    refundTerms: refundTermsFor(config.reserve, paysByCard(provider.name)),
    payment: provider.name,
    form: loaded?.setup ?? null,
    cancelled,
  };
}
