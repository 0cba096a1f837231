import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { guardedRequest, type Resolver } from '@/server/outbound/guarded-request';

export type GuardedStripeHttpOptions = {
  timeoutMs: number;
  maxResponseBytes: number;
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the library reach a local fake Stripe on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
};

/** Statuses whose answer has no body: `new Response` refuses one for them. */
const BODILESS_STATUSES = new Set([204, 205, 304]);

function responseHeaders(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    for (const one of value === undefined ? [] : [value].flat()) headers.append(name, one);
  }
  return headers;
}

/**
 * A `fetch` for the Stripe library that sends every request through the guarded request (decision 031):
 * public addresses only, no redirects, a whole-request deadline and a size cap. It sends only what the library
 * sends for the calls we make (GET and POST with a form body); anything else is refused unsent.
 */
export function createGuardedFetch(options: GuardedStripeHttpOptions): typeof fetch {
  return async (input, init) => {
    if (input instanceof Request) throw new TypeError('the guarded fetch takes a URL, not a Request');
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST')
      throw new TypeError(`the guarded fetch does not send ${method}`);
    const body = init?.body ?? undefined;
    if (body !== undefined && typeof body !== 'string')
      throw new TypeError('the guarded fetch sends text only');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const answer = await guardedRequest(input, {
      method,
      headers,
      body,
      timeoutMs: options.timeoutMs,
      maxResponseBytes: options.maxResponseBytes,
      signal: init?.signal ?? undefined,
      resolve: options.resolve,
      allowPrivateAddresses: options.allowPrivateAddresses,
    });
    if (!answer.ok) {
      // The library aborts at its own deadline and reads an AbortError as that timeout.
      const error = new Error(answer.message);
      error.name = answer.failure === 'aborted' ? 'AbortError' : 'GuardedRequestError';
      throw error;
    }
    if (answer.status < 200 || answer.status > 599) throw new Error(`answered status ${answer.status}`);
    const text = BODILESS_STATUSES.has(answer.status) ? null : answer.body.toString('utf8');
    return new Response(text, { status: answer.status, headers: responseHeaders(answer.headers) });
  };
}

/** The library's HTTP client, over the guarded fetch: the only way it reaches the network. */
export function createGuardedStripeHttpClient(options: GuardedStripeHttpOptions) {
  return Stripe.createFetchHttpClient(createGuardedFetch(options));
}
