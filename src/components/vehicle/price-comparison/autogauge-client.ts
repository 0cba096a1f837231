import { gaugeVerdict, type GaugeVerdict } from '@/domain/price-comparison/gauge-rules';
import { autogaugeDataSchema, type AutogaugeData } from '@/domain/price-comparison/types';

/** E-7: what the browser console gets when the data cannot be had. */
export const AUTOGAUGE_FAILURE_MESSAGE = 'Failed to fetch auto gauge data.';
/** E-8: an empty answer is an error with this message. */
export const NO_DATA_MESSAGE = 'No data returned';

type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** E-1: '/cars/{slug}' → '/cars/{slug}/autogauge'. */
export function autogaugeUrl(carPath: string): string {
  return `${carPath.replace(/\/+$/, '')}/autogauge`;
}

/**
 * E-1, E-2, E-8: fetches and parses the autogauge answer. A non-2xx status, an empty body ('No data
 * returned'), malformed JSON or a wrong shape all throw.
 */
export async function fetchAutogauge(
  url: string,
  fetchImpl: FetchLike = fetch,
  signal?: AbortSignal,
): Promise<AutogaugeData> {
  const response = await fetchImpl(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Auto gauge request failed with status ${response.status}`);
  const text = await response.text();
  if (text.trim() === '') throw new Error(NO_DATA_MESSAGE);
  const json: unknown = JSON.parse(text);
  if (json === null) throw new Error(NO_DATA_MESSAGE);
  return autogaugeDataSchema.parse(json);
}

/**
 * What the panel shows (`gaugeVerdict`: the gauge, 'Above market' or too few comparables), or null on failure:
 * failures are logged with 'Failed to fetch auto gauge data.' (E-7) and hide the panel; an aborted request (the
 * page moved on) is not a failure and is not logged.
 */
export async function loadAutogauge(
  url: string,
  options: { fetchImpl?: FetchLike; signal?: AbortSignal; logError?: (...args: unknown[]) => void } = {},
): Promise<GaugeVerdict | null> {
  const { fetchImpl = fetch, signal, logError = console.error } = options;
  try {
    const data = await fetchAutogauge(url, fetchImpl, signal);
    return gaugeVerdict(data);
  } catch (error) {
    if (!signal?.aborted) logError(AUTOGAUGE_FAILURE_MESSAGE, error);
    return null;
  }
}
