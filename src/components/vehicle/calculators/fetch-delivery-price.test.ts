import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchDeliveryPrice } from './fetch-delivery-price';

const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

// Test double: a fetch that records the URL and answers with the given status and body.
function answering(status: number, body: unknown) {
  const urls: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as typeof fetch;
  return { fetchImpl, urls };
}

afterEach(() => vi.restoreAllMocks());

describe('fetchDeliveryPrice (G-9, G-11, G-14, G-16)', () => {
  it("asks the site's delivery-price API and shows the price and region", async () => {
    const { fetchImpl, urls } = answering(200, { price: 1250, region: 'Long distance NSW' });
    expect(await fetchDeliveryPrice(12, '2000', fetchImpl)).toEqual({
      kind: 'result',
      text: 'Estimated delivery to Long distance NSW: $1,250',
    });
    expect(urls).toEqual(['/api/delivery-price?postcode=2000&car_id=12']);
  });

  it("shows the can't-estimate message when there is no price", async () => {
    const { fetchImpl } = answering(200, { price: null, region: null });
    expect(await fetchDeliveryPrice(12, '0000', fetchImpl)).toEqual({ kind: 'error', message: NO_ESTIMATE });
  });

  it("shows the API's postcode message for a 400", async () => {
    const { fetchImpl } = answering(400, {
      error: 'Please enter a 4-digit postcode.',
      fieldErrors: { postcode: 'Please enter a 4-digit postcode.' },
    });
    expect(await fetchDeliveryPrice(12, '200', fetchImpl)).toEqual({
      kind: 'error',
      message: 'Please enter a 4-digit postcode.',
    });
  });

  it("shows the can't-estimate message for a network error or any other failure, and logs it", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await fetchDeliveryPrice(12, '2000', offline)).toEqual({ kind: 'error', message: NO_ESTIMATE });
    for (const [status, body] of [
      [503, { error: 'Delivery prices are unavailable right now.' }],
      [404, { error: 'Car not found' }],
      [400, { error: 'Please choose a car.', fieldErrors: { car_id: 'Please choose a car.' } }],
      [500, '<html>oops</html>'],
      [200, { price: 'free' }],
    ] as const) {
      expect(await fetchDeliveryPrice(12, '2000', answering(status, body).fetchImpl)).toEqual({
        kind: 'error',
        message: NO_ESTIMATE,
      });
    }
    expect(warn).toHaveBeenCalledTimes(6);
  });
});
