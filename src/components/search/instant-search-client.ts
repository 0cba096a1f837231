import type { InstantSearchResponse } from '@/domain/search/instant-search';
import { sanitizeQuery } from '@/domain/search/text-match';

/** The same wait as the search page's text box (C-12). */
export const INSTANT_SEARCH_DEBOUNCE_MS = 300;

export type InstantSearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What the box shows: the sanitised text, and the answer for it (or the last one while the next loads). */
export type InstantSearchSnapshot = {
  status: InstantSearchStatus;
  query: string;
  response: InstantSearchResponse | null;
};

export const IDLE_SNAPSHOT: InstantSearchSnapshot = { status: 'idle', query: '', response: null };

type ClientOptions = {
  fetchResponse: (query: string, signal: AbortSignal) => Promise<InstantSearchResponse>;
  onChange: (snapshot: InstantSearchSnapshot) => void;
  debounceMs?: number;
};

/**
 * The box's requests outside React: each change waits 300 ms (as C-12) and supersedes the pending wait and
 * the request in flight (aborted), so only the latest text's answer is ever shown. Typing is never blocked:
 * the previous answer stays on screen while the next loads.
 */
export function createInstantSearchClient({ fetchResponse, onChange, debounceMs }: ClientOptions) {
  let snapshot = IDLE_SNAPSHOT;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  const set = (next: InstantSearchSnapshot) => {
    snapshot = next;
    onChange(next);
  };
  const cancel = () => {
    clearTimeout(timer);
    inFlight?.abort();
    inFlight = null;
  };

  async function run(query: string) {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const response = await fetchResponse(query, controller.signal);
      if (!controller.signal.aborted) set({ status: 'ready', query, response });
    } catch {
      if (!controller.signal.aborted) set({ status: 'error', query, response: null });
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  return {
    update(text: string) {
      const query = sanitizeQuery(text);
      if (query === snapshot.query && snapshot.status !== 'error') return;
      cancel();
      if (query === '') return set(IDLE_SNAPSHOT);
      set({ ...snapshot, status: 'loading', query });
      timer = setTimeout(() => void run(query), debounceMs ?? INSTANT_SEARCH_DEBOUNCE_MS);
    },
    dispose: cancel,
  };
}
