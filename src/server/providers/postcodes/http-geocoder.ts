import 'server-only';
import { geocodeResponseSchema, toPostcodeLocation } from './http-response';
import { PostcodeGeocoderUnavailableError, isPostcodeShape, type PostcodeGeocoder } from './provider';

export type HttpGeocoderOptions = {
  /** `integrations.geocoding` of the site config. */
  endpoint: string;
  apiKey: string;
  timeoutMs: number;
};

/** H-39: GET {endpoint}?components=postal_code:{pc}|country:AU&key={key}. */
export function geocodeRequestUrl(options: HttpGeocoderOptions, postcode: string): URL {
  const url = new URL(options.endpoint);
  url.searchParams.set('components', `postal_code:${postcode}|country:AU`);
  url.searchParams.set('key', options.apiKey);
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  // Messages never include the URL: it carries the key.
  if (!response.ok) throw new PostcodeGeocoderUnavailableError(`Geocoding answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch (error) {
    throw new PostcodeGeocoderUnavailableError('Geocoding answered with invalid JSON', { cause: error });
  }
}

function asUnavailable(
  error: unknown,
  timeout: AbortSignal,
  timeoutMs: number,
  caller?: AbortSignal,
): unknown {
  if (error instanceof PostcodeGeocoderUnavailableError) return error;
  if (timeout.aborted)
    return new PostcodeGeocoderUnavailableError(`Geocoding timed out after ${timeoutMs} ms`, {
      cause: error,
    });
  if (caller?.aborted) return error;
  return new PostcodeGeocoderUnavailableError('Geocoding could not be reached', { cause: error });
}

/**
 * The HTTP adapter (H-39): answers are validated; ZERO_RESULTS means "not an Australian postcode" (null),
 * any other non-OK status (quota, denied key) means the service could not answer.
 */
export function createHttpPostcodeGeocoder(options: HttpGeocoderOptions): PostcodeGeocoder {
  return {
    name: 'http',
    async geocodePostcode(postcode, { signal } = {}) {
      const trimmed = postcode.trim();
      if (!isPostcodeShape(trimmed)) return null;
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await fetch(geocodeRequestUrl(options, trimmed), {
          headers: { Accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          cache: 'no-store',
        });
        const parsed = geocodeResponseSchema.safeParse(await readBody(response));
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
      } catch (error) {
        throw asUnavailable(error, timeout, options.timeoutMs, signal);
      }
    },
  };
}
