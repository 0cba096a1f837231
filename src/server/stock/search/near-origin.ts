import 'server-only';
import type { NearResult, NearSearch, SearchState } from '@/domain/search/state';
import {
  geocodePostcode,
  isPostcodeShape,
  PostcodeGeocoderUnavailableError,
  postcodePlaceName,
} from '@/server/providers/postcodes';
import { log } from '@/server/logging';

/** A state ready for the engine (its postcode placed, when it is a place) and what the page says of it. */
export type PlacedState = { state: SearchState; near: NearResult | undefined };

/**
 * Places a near-me search's postcode from the bundled AU postcode data (decision 054: never a maps service
 * per search). A postcode that is not a place, or data that cannot be read, leaves the search without
 * distances: every car is shown and the page says why.
 */
export async function placeNearSearch(state: SearchState): Promise<PlacedState> {
  const near = state.near;
  if (!near) return { state, near: undefined };
  const { postcode } = near;
  const unplaced = (unavailable = false): PlacedState => ({
    state: { ...state, near: withoutOrigin(near) },
    near: unavailable ? { postcode, place: null, unavailable } : { postcode, place: null },
  });
  if (!isPostcodeShape(postcode)) return unplaced();
  try {
    const location = await geocodePostcode(postcode);
    if (!location) return unplaced();
    const origin = { lat: location.lat, lng: location.lng };
    return {
      state: { ...state, near: { ...near, origin } },
      near: { postcode, place: postcodePlaceName(location) },
    };
  } catch (error) {
    if (!(error instanceof PostcodeGeocoderUnavailableError)) throw error;
    log.error({ postcode, err: error }, 'search: the postcode could not be placed, distances are off');
    return unplaced(true);
  }
}

function withoutOrigin(near: NearSearch): NearSearch {
  return { postcode: near.postcode, radiusKm: near.radiusKm };
}
