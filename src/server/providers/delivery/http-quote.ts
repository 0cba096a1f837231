import 'server-only';
import { z } from 'zod';
import type { DeliveryQuote } from '@/domain/calculators/delivery';
import {
  DeliveryQuoteUnavailableError,
  type DeliveryQuoteProvider,
  type DeliveryQuoteRequest,
} from './provider';

export type HttpDeliveryQuoteOptions = {
  /** `delivery.quoteService` of the site config. */
  endpoint: string;
  apiKey: string | null;
  timeoutMs: number;
};

/** The service's answer: a price in dollars and a region name, or price null for "no estimate". */
const quoteResponseSchema = z.union([
  z.object({ price: z.number().nonnegative(), region: z.string().trim().min(1) }),
  z.object({ price: z.null() }),
]);

/** GET {endpoint}?postcode={buyer}&from_postcode={yard}&from_lat={lat}&from_lng={lng} (unknown parts left out). */
export function deliveryQuoteRequestUrl(endpoint: string, { postcode, origin }: DeliveryQuoteRequest): URL {
  const url = new URL(endpoint);
  url.searchParams.set('postcode', postcode);
  if (origin.postcode) url.searchParams.set('from_postcode', origin.postcode);
  if (origin.lat !== null && origin.lng !== null) {
    url.searchParams.set('from_lat', String(origin.lat));
    url.searchParams.set('from_lng', String(origin.lng));
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (!response.ok)
    throw new DeliveryQuoteUnavailableError(`Delivery quotes answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new DeliveryQuoteUnavailableError('Delivery quotes answered with invalid JSON', { cause: error });
  }
}

function toQuote(body: unknown): DeliveryQuote | null {
  const parsed = quoteResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new DeliveryQuoteUnavailableError('Delivery quotes answered an unexpected shape', {
      cause: parsed.error,
    });
  }
  const answer = parsed.data;
  return 'region' in answer ? { price: Math.round(answer.price), region: answer.region } : null;
}

function asUnavailable(error: unknown, timeout: AbortSignal, timeoutMs: number, caller?: AbortSignal) {
  if (error instanceof DeliveryQuoteUnavailableError) return error;
  if (timeout.aborted) {
    return new DeliveryQuoteUnavailableError(`Delivery quotes timed out after ${timeoutMs} ms`, {
      cause: error,
    });
  }
  if (caller?.aborted) return error;
  return new DeliveryQuoteUnavailableError('Delivery quotes could not be reached', { cause: error });
}

/**
 * The HTTP adapter for an outside delivery-quote service (decision 5). The key goes in the Authorization
 * header, never the URL (URLs end up in logs). Answers are validated before they reach a buyer.
 */
export function createHttpDeliveryQuoteProvider(options: HttpDeliveryQuoteOptions): DeliveryQuoteProvider {
  return {
    name: 'http',
    async quote(request, { signal } = {}) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
      try {
        const response = await fetch(deliveryQuoteRequestUrl(options.endpoint, request), {
          headers,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          cache: 'no-store',
        });
        return toQuote(await readBody(response));
      } catch (error) {
        throw asUnavailable(error, timeout, options.timeoutMs, signal);
      }
    },
  };
}
