import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstantSearchResponse } from '@/domain/search/instant-search';
import {
  createInstantSearchClient,
  INSTANT_SEARCH_DEBOUNCE_MS,
  type InstantSearchSnapshot,
} from './instant-search-client';

const answer = (query: string): InstantSearchResponse => ({
  query,
  hits: [],
  bodies: [],
  price: null,
  searchHref: `/search?query=${query}`,
});

/** A controllable fetch (test double): each call waits until the test settles it. */
function pendingFetch() {
  const calls: { query: string; signal: AbortSignal; settle: (ok: boolean) => void }[] = [];
  const fetchResponse = (query: string, signal: AbortSignal) =>
    new Promise<InstantSearchResponse>((resolve, reject) => {
      calls.push({ query, signal, settle: (ok) => (ok ? resolve(answer(query)) : reject(new Error('503'))) });
    });
  return { calls, fetchResponse };
}

describe('createInstantSearchClient', () => {
  let snapshots: InstantSearchSnapshot[];
  beforeEach(() => {
    vi.useFakeTimers();
    snapshots = [];
  });
  afterEach(() => vi.useRealTimers());

  it('asks 300 ms after the last change, with the sanitised text', async () => {
    expect(INSTANT_SEARCH_DEBOUNCE_MS).toBe(300);
    const { calls, fetchResponse } = pendingFetch();
    const client = createInstantSearchClient({ fetchResponse, onChange: (s) => snapshots.push(s) });
    client.update('toy');
    vi.advanceTimersByTime(200);
    client.update('  <i>toyota</i> ');
    vi.advanceTimersByTime(299);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls.map((call) => call.query)).toEqual(['toyota']);
    calls[0]!.settle(true);
    await vi.runAllTimersAsync();
    expect(snapshots.map((s) => [s.status, s.query, s.response?.query ?? null])).toEqual([
      ['loading', 'toy', null],
      ['loading', 'toyota', null],
      ['ready', 'toyota', 'toyota'],
    ]);
  });

  it('aborts a superseded request and never shows its answer', async () => {
    const { calls, fetchResponse } = pendingFetch();
    const client = createInstantSearchClient({ fetchResponse, onChange: (s) => snapshots.push(s) });
    client.update('mazda');
    vi.advanceTimersByTime(300);
    client.update('mazda cx');
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.settle(true);
    vi.advanceTimersByTime(300);
    calls[1]!.settle(true);
    await vi.runAllTimersAsync();
    expect(snapshots.filter((s) => s.status === 'ready').map((s) => s.response?.query)).toEqual(['mazda cx']);
  });

  it('reports an error, keeps the text, and asks again on the next change', async () => {
    const { calls, fetchResponse } = pendingFetch();
    const client = createInstantSearchClient({ fetchResponse, onChange: (s) => snapshots.push(s) });
    client.update('ford');
    vi.advanceTimersByTime(300);
    calls[0]!.settle(false);
    await vi.runAllTimersAsync();
    expect(snapshots.at(-1)).toEqual({ status: 'error', query: 'ford', response: null });
    client.update('ford ');
    vi.advanceTimersByTime(300);
    expect(calls.map((call) => call.query)).toEqual(['ford', 'ford']);
  });

  it('goes idle for empty text and stops on dispose', () => {
    const { calls, fetchResponse } = pendingFetch();
    const client = createInstantSearchClient({ fetchResponse, onChange: (s) => snapshots.push(s) });
    client.update('kia');
    client.update('   ');
    expect(snapshots.at(-1)).toEqual({ status: 'idle', query: '', response: null });
    client.update('kia');
    client.dispose();
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
  });
});
