import 'server-only';
import {
  FINANCE_APPLICATION_HREF,
  financeApplicationHref,
  tradeInHref,
  vehicleHref,
} from '@/domain/cards/action-links';
import { formatAddress } from '@/domain/locations/address';
import type { CheckoutJourneyData, JourneyStep } from '@/domain/reserve/checkout-journey-view';
import { searchCardTitle } from '@/domain/search/page/card';
import type { Database } from '@/server/db/client';
import { findVehicleBySlug } from '@/server/vehicle-page/queries';

/**
 * /checkout-journey?car_id={slug} (B-13): what a buyer may do after reserving, each step optional and each a link
 * to a flow that exists: value a trade-in against the car, apply for finance, and delivery or pickup. A slug that
 * is not this site's car gives the same steps without the car.
 */
export async function loadCheckoutJourney(
  db: Database,
  siteId: number,
  slug: string | null,
): Promise<CheckoutJourneyData> {
  const found = slug === null ? null : await findVehicleBySlug(db, siteId, slug);
  if (!found) {
    return {
      carTitle: null,
      steps: [tradeInStep('/trade-in'), financeStep(FINANCE_APPLICATION_HREF)],
    };
  }
  const { vehicle, location } = found;
  const yard = [location.name, formatAddress(location)].filter(Boolean).join(', ');
  return {
    carTitle: searchCardTitle(vehicle),
    steps: [
      tradeInStep(tradeInHref(vehicle.id)),
      financeStep(financeApplicationHref({ ...vehicle, dealershipSlug: found.dealership.slug })),
      {
        key: 'delivery',
        title: 'Delivery or pickup',
        text: `Pick the car up from ${yard}, or work out delivery to your postcode on the car's page.`,
        href: vehicleHref(vehicle.slug),
        label: 'Delivery options',
      },
    ],
  };
}

const tradeInStep = (href: string): JourneyStep => ({
  key: 'tradeIn',
  title: 'Trade in your car',
  text: 'Get an instant estimate for your current car and take it off the price.',
  href,
  label: 'Value my trade-in',
});

const financeStep = (href: string): JourneyStep => ({
  key: 'finance',
  title: 'Arrange finance',
  text: 'Apply for finance for this car online; the dealer will come back to you with a quote.',
  href,
  label: 'Apply for finance',
});
