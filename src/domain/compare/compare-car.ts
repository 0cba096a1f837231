import { vehicleHref } from '@/domain/cards/action-links';
import { shownKm } from '@/domain/stock/vehicle-kind';
import { formatPriceLabel } from '@/domain/cards/price-label';
import type { VehiclePageData } from '@/domain/vehicle/page-data';
import { daysInStock, type CompareCar, type CompareCarState } from './compare-table';

function stateOf({ status }: VehiclePageData): CompareCarState {
  if (status.sold) return 'sold';
  return status.reserved || !status.inStock ? 'reserved' : 'available';
}

/**
 * One car of the compare page from its vehicle page's data (the same rules as its page: price label, stock
 * state, similar-cars link), with the weekly finance line its card would show (or null).
 */
export function compareCarOf(data: VehiclePageData, financeLine: string | null, now: Date): CompareCar {
  const { car, variant, config } = data;
  const price = formatPriceLabel(car, config.cards);
  return {
    id: car.id,
    slug: car.slug,
    title: data.title,
    href: vehicleHref(car.slug),
    imageUrl: data.images[0]?.thumbUrl ?? data.images[0]?.url ?? null,
    state: stateOf(data),
    similarHref: data.similarHref,
    priceText: price.text,
    priceType: price.priceType,
    financeLine,
    year: car.year,
    km: shownKm({ itemType: car.itemType, body: car.simpleBody, km: car.km }),
    body: car.bodyconfiguration ?? variant?.bodyconfiguration ?? car.simpleBody,
    engineLitres: car.engineSizeLitres ?? variant?.enginesizeLitres ?? null,
    cylinders: variant?.cylinders ?? null,
    powerKw: variant?.enginePowerKw ?? null,
    fuel: car.fuel ?? car.simpleFuel,
    transmission: car.transmission ?? car.simpleTransmission,
    drive: car.drive ?? car.simpleDrive,
    seats: car.seats,
    colour: car.colour,
    economy: variant?.fuelconsumptioncombined ?? null,
    ancapRating: variant?.ancaprating ?? null,
    location: data.location.name,
    daysInStock: daysInStock(new Date(car.createdAt), now),
  };
}
