import { describe, expect, it } from 'vitest';
import { autoDealerJsonLd, type AutoDealerInput } from './auto-dealer-json-ld';

const open = (weekday: number, openAt: string, close: string) => ({
  weekday,
  status: 'Open',
  open: openAt,
  close,
  formattedHours: null,
});
const closed = (weekday: number) => ({
  weekday,
  status: 'Closed',
  open: null,
  close: null,
  formattedHours: null,
});

const yard: AutoDealerInput = {
  name: 'Summit Mazda Springwood',
  url: 'https://summit.test/locations/summit-mazda-springwood',
  address: '3361 Pacific Hwy, Springwood QLD 4127',
  city: 'Springwood',
  phone: '07 3000 1234',
  email: 'sales@summit.test',
  lat: -27.61,
  long: 153.13,
  averageRating: 4.6,
  reviewCount: 212,
  hours: [open(1, '08:30:00', '17:30:00'), open(6, '08:30', '16:00'), closed(0)],
};

describe('autoDealerJsonLd', () => {
  it('describes the location as an AutoDealer with its open days, address, geo and rating', () => {
    expect(JSON.parse(autoDealerJsonLd(yard))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Summit Mazda Springwood',
      url: 'https://summit.test/locations/summit-mazda-springwood',
      telephone: '07 3000 1234',
      email: 'sales@summit.test',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3361 Pacific Hwy, Springwood QLD 4127',
        addressLocality: 'Springwood',
        addressCountry: 'AU',
      },
      geo: { '@type': 'GeoCoordinates', latitude: -27.61, longitude: 153.13 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 212 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '08:30',
          closes: '17:30',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '08:30',
          closes: '16:00',
        },
      ],
    });
  });

  it('leaves out what the location lacks, and a rating without reviews', () => {
    const bare = { ...yard, phone: null, email: null, address: null, lat: null, reviewCount: 0, hours: [] };
    expect(JSON.parse(autoDealerJsonLd(bare))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Summit Mazda Springwood',
      url: 'https://summit.test/locations/summit-mazda-springwood',
      openingHoursSpecification: [],
    });
  });

  it('escapes "<" so a name cannot close the script element', () => {
    expect(autoDealerJsonLd({ ...yard, name: '</script><b>' })).not.toContain('</script>');
  });
});
