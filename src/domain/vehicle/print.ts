import { vehicleHref } from './action-links';
import type { VehiclePageData } from './page-data';
import { formatPriceLabel } from './price-label';
import { keyInformationRows } from './specs/rows';
import type { SpecRow } from './specs/types';

/** D-89: the PDF endpoint of a car (proposal: GET /api/cars/{slug}/pdf). */
export function vehiclePdfPath(slug: string): string {
  return `/api/cars/${encodeURIComponent(slug)}/pdf`;
}

/** D-89: the downloaded file's name. */
export function vehiclePdfFileName(slug: string): string {
  return `${slug}.pdf`;
}

/** What the printable page says about a car, decided here so the PDF document only lays it out. */
export type VehiclePrintContent = {
  title: string;
  stocknum: string;
  /** The sidebar's price text and, beside a real price, its price type. */
  price: string;
  priceType: string | null;
  /** Stock number first, then the key information rows (D-28). */
  specs: SpecRow[];
  features: string[];
  dealer: { name: string; location: string; address: string | null; phone: string | null };
  pageUrl: string;
};

/**
 * D-89: the content of a car's PDF: title, price, key specs, features, dealer contact and the page's absolute
 * address (`origin` as `siteOrigin` gives it). No photo: the demo photos are SVG, which the PDF renderer
 * cannot draw as an image, and no rasteriser is a dependency.
 */
export function vehiclePrintContent(data: VehiclePageData, origin: string): VehiclePrintContent {
  const { car, location } = data;
  const price = formatPriceLabel(car, data.config.cards);
  const street = location.street?.trim();
  const town = [location.city, location.state, location.postcode].filter(Boolean).join(' ');
  const address = [street, town].filter(Boolean).join(', ');
  return {
    title: data.title,
    stocknum: car.stocknum,
    price: price.text,
    priceType: price.priceType,
    specs: [
      { label: 'Stock number', value: car.stocknum },
      ...keyInformationRows({ ...car, variant: data.variant }),
    ],
    features: data.features,
    dealer: {
      name: data.dealership.name,
      location: location.name,
      address: address || null,
      phone: data.phone,
    },
    pageUrl: `${origin}${vehicleHref(car.slug)}`,
  };
}
