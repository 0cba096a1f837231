import { z } from 'zod';
import type { PostcodeLocation } from './provider';

const componentSchema = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

const resultSchema = z.object({
  address_components: z.array(componentSchema).default([]),
  geometry: z.object({
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  postcode_localities: z.array(z.string()).optional(),
});

/** A maps geocoding answer (Google's shape): a status and results, of which H-39 reads the first. */
export const geocodeResponseSchema = z.object({
  status: z.string(),
  results: z.array(resultSchema).default([]),
  error_message: z.string().optional(),
});

export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;
type Result = z.infer<typeof resultSchema>;

const AU_STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

function component(result: Result, type: string) {
  return result.address_components.find((part) => part.types.includes(type));
}

/**
 * The first result as a PostcodeLocation, or null when it is not that postcode in Australia: the service
 * may answer a filtered request with a nearby or partial match, which must not pass as the buyer's postcode.
 */
export function toPostcodeLocation(postcode: string, response: GeocodeResponse): PostcodeLocation | null {
  const first = response.results[0];
  if (!first) return null;
  const country = component(first, 'country');
  const postal = component(first, 'postal_code');
  if ((country && country.short_name !== 'AU') || (postal && postal.long_name !== postcode)) return null;
  const state = component(first, 'administrative_area_level_1')?.short_name.toUpperCase() ?? '';
  if (!AU_STATES.has(state)) return null;
  const localities =
    first.postcode_localities ??
    (component(first, 'locality') ? [component(first, 'locality')!.long_name] : []);
  return {
    postcode,
    suburbs: [...new Set(localities)].sort(),
    state,
    lat: first.geometry.location.lat,
    lng: first.geometry.location.lng,
  };
}
