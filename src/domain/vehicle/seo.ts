import { MIN_DISPLAYED_PRICE } from '@/domain/format/money';
import { formatKm } from '@/domain/format/number';
import { absoluteUrl, scriptJson } from '@/domain/navigation/json-ld';
import { isInStock, isSold, type AvailabilityCar } from '@/domain/stock/availability';

/** What the page's metadata and structured data say about one car. */
export type SeoCar = AvailabilityCar & {
  title: string;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  carType: string;
  price: number;
  preorder: boolean;
  km: number;
  vin: string | null;
  colour: string | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  images: readonly string[];
};

export type SeoSeller = {
  name: string;
  telephone: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
};

const CONDITION: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };

/**
 * The meta description: condition, title, price (when shown, D-45), odometer for used and demo cars, drivetrain
 * words, the yard and the stock number. '{Condition} {title} for sale{ at $price}. …'
 */
export function vehicleDescription(car: SeoCar, priceText: string | null, seller: SeoSeller): string {
  const condition = CONDITION[car.carType];
  const head = `${condition ? `${condition} ` : ''}${car.title} for sale${priceText ? ` at ${priceText}` : ''}.`;
  const details = [car.carType === 'new' ? null : formatKm(car.km), car.transmission, car.fuel, car.body]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ');
  const place = [seller.city, seller.state].filter(Boolean).join(' ');
  const where = `${seller.name}${place ? `, ${place}` : ''}`;
  return [head, details ? `${details}.` : null, `${where}. Stock no ${car.stocknum}.`]
    .filter(Boolean)
    .join(' ');
}

function availability(car: SeoCar): string {
  if (isSold(car)) return 'https://schema.org/SoldOut';
  if (car.reserved) return 'https://schema.org/LimitedAvailability';
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder';
  return isInStock(car) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

/**
 * schema.org `Car` with its `Offer` (price in AUD when the car shows a real price, D-45) sold by an
 * `AutoDealer`. Image and page URLs are absolute.
 */
export function vehicleJsonLd(car: SeoCar, seller: SeoSeller, pageUrl: string, origin: string): string {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: seller.street ?? undefined,
    addressLocality: seller.city ?? undefined,
    addressRegion: seller.state ?? undefined,
    postalCode: seller.postcode ?? undefined,
    addressCountry: 'AU',
  };
  const offer = {
    '@type': 'Offer',
    url: pageUrl,
    priceCurrency: 'AUD',
    ...(car.price > MIN_DISPLAYED_PRICE ? { price: car.price } : {}),
    availability: availability(car),
    itemCondition:
      car.carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    seller: {
      '@type': 'AutoDealer',
      name: seller.name,
      telephone: seller.telephone ?? undefined,
      address,
    },
  };
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.title,
    url: pageUrl,
    sku: car.stocknum,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    vehicleIdentificationNumber: car.vin ?? undefined,
    color: car.colour ?? undefined,
    bodyType: car.body ?? undefined,
    fuelType: car.fuel ?? undefined,
    vehicleTransmission: car.transmission ?? undefined,
    image: car.images.map((url) => absoluteUrl(origin, url)),
    offers: offer,
  });
}
