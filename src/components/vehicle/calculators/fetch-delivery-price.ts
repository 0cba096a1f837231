import { DELIVERY_NO_ESTIMATE, deliveryQuoteText } from '@/domain/calculators/delivery';
import {
  deliveryPriceErrorSchema,
  deliveryPriceResponseSchema,
  deliveryPriceUrl,
} from '@/domain/calculators/delivery-request';

/** What one Check ends in (G-9): a result line, or a message. */
export type DeliveryOutcome = { kind: 'result'; text: string } | { kind: 'error'; message: string };

const NO_ESTIMATE: DeliveryOutcome = { kind: 'error', message: DELIVERY_NO_ESTIMATE };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the status alone decides.
    return null;
  }
}

/** A 400 names the postcode's problem (e.g. not 4 digits); anything else the buyer cannot fix here. */
function outcomeOf(status: number, body: unknown): DeliveryOutcome {
  if (status === 200) {
    const answer = deliveryPriceResponseSchema.safeParse(body);
    if (answer.success && answer.data.price !== null) {
      return { kind: 'result', text: deliveryQuoteText(answer.data) };
    }
    if (!answer.success) console.warn('delivery: unexpected answer', body);
    return NO_ESTIMATE;
  }
  const error = deliveryPriceErrorSchema.safeParse(body);
  const postcodeError = error.success ? error.data.fieldErrors?.postcode : undefined;
  if (status === 400 && postcodeError) return { kind: 'error', message: postcodeError };
  console.warn(`delivery: the price lookup answered HTTP ${status}`, body);
  return NO_ESTIMATE;
}

/**
 * GET /api/delivery-price for one car and postcode, and what the answer means for the calculator. Never
 * throws: no answer at all is G-16's "can't estimate" message, and Check can be pressed again.
 */
export async function fetchDeliveryPrice(
  carId: number,
  postcode: string,
  fetchImpl: typeof fetch = fetch,
): Promise<DeliveryOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(deliveryPriceUrl(carId, postcode), {
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    console.warn('delivery: the price lookup got no answer', error);
    return NO_ESTIMATE;
  }
  return outcomeOf(response.status, await readJson(response));
}
