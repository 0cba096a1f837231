import { scriptJson } from '@/domain/navigation/json-ld';
import type { OpeningHoursEntry } from './opening-hours';

const SCHEMA_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export type AutoDealerInput = {
  name: string;
  /** The location page's absolute URL. */
  url: string;
  address: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  lat: number | null;
  long: number | null;
  averageRating: number | null;
  reviewCount: number | null;
  /** The location's weekly hours (its own department), weekday 0 = Sunday (J-26). */
  hours: readonly OpeningHoursEntry[];
};

/** '08:30' or '08:30:00' → '08:30'; anything else is not a time schema.org can read. */
function clock(value: string | null): string | null {
  const match = value === null ? null : /^(\d{2}):(\d{2})/.exec(value);
  return match ? `${match[1]}:${match[2]}` : null;
}

function openingHoursSpecification(hours: readonly OpeningHoursEntry[]) {
  return hours.flatMap((entry) => {
    const opens = clock(entry.open);
    const closes = clock(entry.close);
    const day = SCHEMA_DAYS[entry.weekday];
    if (entry.status !== 'Open' || opens === null || closes === null || day === undefined) return [];
    return [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, opens, closes }];
  });
}

/**
 * Schema.org `AutoDealer` for a location's page, with its opening hours (open days only, Monday to
 * Sunday as entered), address, phone, coordinates and Google rating where known. As escaped script text.
 */
export function autoDealerJsonLd(input: AutoDealerInput): string {
  const hasRating = input.averageRating !== null && (input.reviewCount ?? 0) > 0;
  return scriptJson({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: input.name,
    url: input.url,
    ...(input.phone ? { telephone: input.phone } : {}),
    ...(input.email ? { email: input.email } : {}),
    ...(input.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: input.address,
            ...(input.city ? { addressLocality: input.city } : {}),
            addressCountry: 'AU',
          },
        }
      : {}),
    ...(input.lat !== null && input.long !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: input.lat, longitude: input.long } }
      : {}),
    ...(hasRating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.averageRating,
            reviewCount: input.reviewCount,
          },
        }
      : {}),
    openingHoursSpecification: openingHoursSpecification(input.hours),
  });
}
