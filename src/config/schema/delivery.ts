import { z } from 'zod';
import { outsideServiceSchema } from './outside-service';
import { nonNegativeInt } from './primitives';

/**
 * One band of the delivery rate table (G-13): deliveries up to `maxKm` km in a straight line from the car's
 * yard cost `price` whole dollars. `maxKm` null = any distance (the last band); a table without one
 * answers "no estimate" (G-11) beyond its widest band. `region` may use '{state}' and '{postcode}'.
 */
const deliveryRateBandSchema = z
  .object({
    maxKm: z.number().positive().nullable(),
    price: nonNegativeInt,
    region: z.string().min(1),
  })
  .strict();

/** The platform's table: sites replace it whole (arrays replace defaults in the merge). */
const DEFAULT_RATE_BANDS = [
  { maxKm: 50, price: 150, region: 'Local area' },
  { maxKm: 150, price: 300, region: 'Metro and surrounds' },
  { maxKm: 500, price: 650, region: 'Regional {state}' },
  { maxKm: 1500, price: 1250, region: 'Long distance {state}' },
  { maxKm: null, price: 2200, region: 'Remote {state}' },
];

/** The vehicle page's delivery calculator (G-8..G-16): the built-in rate table, or an outside service. */
export const deliverySchema = z
  .object({
    rateBands: z.array(deliveryRateBandSchema).default(DEFAULT_RATE_BANDS),
    /**
     * An outside delivery-quote service: GET {endpoint}?postcode=…&from_postcode=…&from_lat=…&from_lng=…
     * answering { price, region } (price null = no estimate).
     */
    quoteService: outsideServiceSchema.nullable().default(null),
  })
  .strict()
  .prefault({});

export type DeliveryConfig = z.infer<typeof deliverySchema>;
