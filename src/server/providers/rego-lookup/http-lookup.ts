import 'server-only';
import { z } from 'zod';
import { getJson, type OutsideServiceOptions } from '@/server/outbound/json-request';
import {
  RegoLookupUnavailableError,
  type RegoLookupProvider,
  type RegoLookupRequest,
  type RegoLookupResult,
} from './provider';

export type HttpRegoLookupOptions = OutsideServiceOptions;

/** A car's description is a few short strings; anything much bigger is not one. */
export const REGO_LOOKUP_MAX_RESPONSE_BYTES = 16_384;

const text = z.string().trim().min(1).max(100);

const regoAnswerSchema = z.object({
  year: z.number().int().min(1900).max(2100),
  make: text,
  model: text,
  badge: text.nullish(),
});

/** GET {endpoint}?rego={plate}&state={STATE}: the state upper case, as registries write it. */
export function regoLookupUrl(endpoint: string, { rego, state }: RegoLookupRequest): URL {
  const url = new URL(endpoint);
  url.searchParams.set('rego', rego);
  url.searchParams.set('state', state.toUpperCase());
  return url;
}

function toResult(body: unknown): RegoLookupResult {
  const parsed = regoAnswerSchema.safeParse(body);
  if (!parsed.success) {
    throw new RegoLookupUnavailableError('Rego lookup answered an unexpected shape', { cause: parsed.error });
  }
  const { year, make, model, badge } = parsed.data;
  return { kind: 'found', vehicle: { year, make, model, badge: badge ?? null } };
}

/**
 * The HTTP adapter for a rego lookup service (decision 5). A 404 is "no such plate"; every other failure is
 * unavailable, and the form falls back to asking the buyer. The key goes in the Authorization header.
 */
export function createHttpRegoLookupProvider(options: HttpRegoLookupOptions): RegoLookupProvider {
  return {
    name: 'http',
    async lookup(request) {
      const headers: Record<string, string> = {};
      if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
      const result = await getJson(regoLookupUrl(options.endpoint, request), {
        headers,
        timeoutMs: options.timeoutMs,
        maxResponseBytes: REGO_LOOKUP_MAX_RESPONSE_BYTES,
        resolve: options.resolve,
        allowPrivateAddresses: options.allowPrivateAddresses,
      });
      if (!result.ok && result.status === 404) return { kind: 'not_found' };
      if (!result.ok) throw new RegoLookupUnavailableError(`Rego lookup ${result.message}`);
      return toResult(result.body);
    },
  };
}
