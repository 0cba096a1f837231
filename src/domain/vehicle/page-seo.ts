import { vehicleHref } from '@/domain/cards/action-links';
import type { VehiclePageData } from './page-data';
import { formatPriceLabel } from '@/domain/cards/price-label';
import { absoluteUrl, breadcrumbListJsonLd } from '@/domain/navigation/json-ld';
import { vehicleDescription, vehicleJsonLd, type SeoCar } from './seo';

/** Everything the page's head and structured data say about the car. */
export type VehiclePageSeo = {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Absolute photo URLs for OpenGraph and Twitter cards (the first 4). */
  images: string[];
  /** The `Car` (with `Offer` and `AutoDealer`) and `BreadcrumbList` scripts. */
  jsonLd: string[];
};

/** Title, description, canonical URL, share images and JSON-LD of a car's page (decision 013). */
export function vehiclePageSeo(data: VehiclePageData, origin: string): VehiclePageSeo {
  const { car, location } = data;
  const seoCar: SeoCar = {
    ...car,
    title: data.title,
    body: car.simpleBody,
    fuel: car.fuel ?? car.simpleFuel,
    transmission: car.transmission ?? car.simpleTransmission,
    images: data.images.map((image) => image.url),
  };
  const seller = {
    name: data.dealership.name,
    telephone: data.phone,
    street: location.street,
    city: location.city,
    state: location.state,
    postcode: location.postcode,
  };
  const label = formatPriceLabel(car, data.config.cards);
  const priceText = label.kind === 'price' || label.kind === 'subscription' ? label.text : null;
  const canonicalUrl = absoluteUrl(origin, vehicleHref(car.slug));
  return {
    title: data.title,
    description: vehicleDescription(seoCar, priceText, seller),
    canonicalUrl,
    images: seoCar.images.slice(0, 4).map((url) => absoluteUrl(origin, url)),
    jsonLd: [
      vehicleJsonLd(seoCar, seller, canonicalUrl, origin),
      breadcrumbListJsonLd(data.breadcrumbs, origin),
    ],
  };
}
