import 'server-only';
import { guardedRequest, type GuardedResult, type Resolver } from '@/server/outbound/guarded-request';
import { geocodeResponseSchema, toPostcodeLocation } from './http-response';
import { PostcodeGeocoderUnavailableError, isPostcodeShape, type PostcodeGeocoder } from './provider';

export type HttpGeocoderOptions = {
  /** `integrations.geocoding` of the site config. */
  endpoint: string;
  apiKey: string;
  timeoutMs: number;
  /** Tests map a host name to their local server. */
  resolve?: Resolver;
  /** TESTS ONLY (decision 031): lets the adapter reach a local fake service on 127.0.0.1. */
  allowPrivateAddresses?: boolean;
};

/** H-39: GET {endpoint}?components=postal_code:{pc}|country:AU&key={key}. */
export function geocodeRequestUrl(options: HttpGeocoderOptions, postcode: string): URL {
  const url = new URL(options.endpoint);
  url.searchParams.set('components', `postal_code:${postcode}|country:AU`);
  url.searchParams.set('key', options.apiKey);
  return url;
}

/** A geocoding answer for one postcode is a few kilobytes; anything much bigger is not one. */
export const GEOCODE_MAX_RESPONSE_BYTES = 262_144;

function failureMessage(result: Extract<GuardedResult, { ok: false }>, timeoutMs: number): string {
  if (result.failure === 'timeout') return `Geocoding timed out after ${timeoutMs} ms`;
  if (result.failure === 'blocked') return `Geocoding endpoint refused: ${result.message}`;
  if (result.failure === 'too-large') return `Geocoding ${result.message}`;
  return 'Geocoding could not be reached';
}

/** The answer's JSON, or an unavailable error; messages never include the URL (it carries the key). */
function readBody(result: GuardedResult, timeoutMs: number, signal?: AbortSignal): unknown {
  if (!result.ok) {
    if (result.failure === 'aborted' && signal?.aborted) throw signal.reason;
    throw new PostcodeGeocoderUnavailableError(failureMessage(result, timeoutMs));
  }
  if (result.status < 200 || result.status > 299) {
    throw new PostcodeGeocoderUnavailableError(`Geocoding answered HTTP ${result.status}`);
  }
  try {
    return JSON.parse(result.body.toString('utf8'));
  } catch (error) {
    throw new PostcodeGeocoderUnavailableError('Geocoding answered with invalid JSON', { cause: error });
  }
}

/**
 * The HTTP adapter (H-39): answers are validated; ZERO_RESULTS means "not an Australian postcode" (null),
 * any other non-OK status (quota, denied key) means the service could not answer. Called through the
 * guarded request (decision 031): public addresses only, no redirects, a deadline and a size cap.
 */
export function createHttpPostcodeGeocoder(options: HttpGeocoderOptions): PostcodeGeocoder {
  return {
    name: 'http',
    async geocodePostcode(postcode, { signal } = {}) {
      const trimmed = postcode.trim();
      if (!isPostcodeShape(trimmed)) return null;
      const result = await guardedRequest(geocodeRequestUrl(options, trimmed), {
        headers: { accept: 'application/json' },
        timeoutMs: options.timeoutMs,
        maxResponseBytes: GEOCODE_MAX_RESPONSE_BYTES,
        signal,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      const parsed = geocodeResponseSchema.safeParse(readBody(result, options.timeoutMs, signal));
      if (!parsed.success) {
        throw new PostcodeGeocoderUnavailableError('Geocoding answered an unexpected shape', {
          cause: parsed.error,
        });
      }
      if (parsed.data.status === 'ZERO_RESULTS') return null;
      if (parsed.data.status !== 'OK') {
        throw new PostcodeGeocoderUnavailableError(`Geocoding answered status ${parsed.data.status}`);
      }
      return toPostcodeLocation(trimmed, parsed.data);
    },
  };
}
