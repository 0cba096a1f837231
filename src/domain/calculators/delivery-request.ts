import { z } from 'zod';
import { DELIVERY_EMPTY_POSTCODE, DELIVERY_INVALID_POSTCODE } from './delivery';

/** G-13 proposal: GET /api/delivery-price?postcode={pc}&car_id={id} on the site's own host. */
export const DELIVERY_PRICE_PATH = '/api/delivery-price';

export const INVALID_CAR_ID = 'Please choose a car.';

/** The query string of the delivery-price API (the car is the vehicle's numeric id). */
export const deliveryPriceParamsSchema = z.object({
  postcode: z
    .string({ error: DELIVERY_EMPTY_POSTCODE })
    .trim()
    .min(1, { error: DELIVERY_EMPTY_POSTCODE, abort: true })
    .regex(/^\d{4}$/, DELIVERY_INVALID_POSTCODE),
  car_id: z
    .string({ error: INVALID_CAR_ID })
    .regex(/^[1-9]\d{0,8}$/, INVALID_CAR_ID)
    .transform(Number),
});

export type DeliveryPriceParams = z.infer<typeof deliveryPriceParamsSchema>;

/** The API's 200 answer: a price and region name, or both null when there is no estimate (G-11). */
export const deliveryPriceResponseSchema = z.union([
  z.object({ price: z.number().int().nonnegative(), region: z.string().min(1) }),
  z.object({ price: z.null(), region: z.null() }),
]);

export type DeliveryPriceResponse = z.infer<typeof deliveryPriceResponseSchema>;

/** A 400 answer: the first problem's message, and each field's. */
export const deliveryPriceErrorSchema = z.object({
  error: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

/** `deliveryPriceUrl(12, '2000')` → '/api/delivery-price?postcode=2000&car_id=12'. */
export function deliveryPriceUrl(carId: number, postcode: string): string {
  return `${DELIVERY_PRICE_PATH}?${new URLSearchParams({ postcode, car_id: String(carId) })}`;
}
