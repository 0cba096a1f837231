import 'server-only';
import { z } from 'zod';
import type { DeliveryQuote } from '@/domain/calculators/delivery';
import { guardedRequest, type GuardedResult, type Resolver } from '@/server/outbound/guarded-request';
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
  /** Tests map a host name to their local server. */
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the adapter reach a local fake service on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
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

/** A quote is a price and a region name; anything much bigger is not one. */
export const DELIVERY_QUOTE_MAX_RESPONSE_BYTES = 16_384;

function failureMessage(result: Extract<GuardedResult, { ok: false }>, timeoutMs: number): string {
  if (result.failure === 'timeout') return `Delivery quotes timed out after ${timeoutMs} ms`;
  if (result.failure === 'blocked') return `Delivery quotes endpoint refused: ${result.message}`;
  if (result.failure === 'too-large') return `Delivery quotes ${result.message}`;
  return 'Delivery quotes could not be reached';
}

function readBody(result: GuardedResult, timeoutMs: number, signal?: AbortSignal): unknown {
  if (!result.ok) {
    if (result.failure === 'aborted' && signal?.aborted) throw signal.reason;
    throw new DeliveryQuoteUnavailableError(failureMessage(result, timeoutMs));
  }
  if (result.status < 200 || result.status > 299) {
    throw new DeliveryQuoteUnavailableError(`Delivery quotes answered HTTP ${result.status}`);
  }
  try {
    return JSON.parse(result.body.toString('utf8'));
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

/**
 * The HTTP adapter for an outside delivery-quote service (decision 5). The key goes in the Authorization
 * header, never the URL (URLs end up in logs). Answers are validated before they reach a buyer. Called
 * through the guarded request (decision 031): public addresses only, no redirects, a deadline, a size cap.
 */
export function createHttpDeliveryQuoteProvider(options: HttpDeliveryQuoteOptions): DeliveryQuoteProvider {
  return {
    name: 'http',
    async quote(request, { signal } = {}) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const result = await guardedRequest(deliveryQuoteRequestUrl(options.endpoint, request), {
        headers,
        timeoutMs: options.timeoutMs,
        maxResponseBytes: DELIVERY_QUOTE_MAX_RESPONSE_BYTES,
        signal,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      return toQuote(readBody(result, options.timeoutMs, signal));
    },
  };
}
