import { z } from 'zod';
import { vehicleHref } from '@/domain/cards/action-links';
import type { VehiclePageData } from './page-data';
import { formatPriceLabel } from '@/domain/cards/price-label';
import { keyInformationRows } from './specs/rows';
import type { SpecRow } from './specs/types';

/** D-89: the PDF of a car is `GET /print?car_id={slug}` on the site's own host. */
export function vehiclePdfPath(slug: string): string {
  return `/print?car_id=${encodeURIComponent(slug)}`;
}

const CAR_ID_REQUIRED =
  'car_id is required: the slug of the car to print, e.g. /print?car_id=2021-mazda-cx-5';

// Slugs are URL path segments (/cars/{slug}): unreserved URL characters only.
const printQuerySchema = z.object({
  car_id: z
    .string({ error: CAR_ID_REQUIRED })
    .trim()
    .min(1, CAR_ID_REQUIRED)
    .max(200, 'car_id is too long: a car slug has at most 200 characters')
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._~-]*$/,
      'car_id must be a car slug: letters, digits, hyphens, dots, underscores and tildes',
    ),
});

export type PrintQuery = { ok: true; slug: string } | { ok: false; error: string };

/** D-89: the slug named by `/print?car_id=…`, or why the query names none. */
export function parsePrintQuery(params: URLSearchParams): PrintQuery {
  const parsed = printQuerySchema.safeParse({ car_id: params.get('car_id') ?? undefined });
  if (parsed.success) return { ok: true, slug: parsed.data.car_id };
  return { ok: false, error: parsed.error.issues[0]!.message };
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
  /** The first gallery photo's URL (the PDF draws it when it can), null without photos. */
  photoUrl: string | null;
};

/**
 * D-89: the content of a car's PDF: photo, title, price, key specs, features, dealer contact and the page's
 * absolute address (`origin` as `siteOrigin` in domain/seo gives it). The photo is only named here: the
 * server loads it.
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
    photoUrl: data.images[0]?.url ?? null,
  };
}
