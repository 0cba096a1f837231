import { describe, expect, it, vi } from 'vitest';
import { fetchRegoLookup } from './fetch-rego-lookup';

const QUERY = { rego: 'ABC123', state: 'nsw' } as const;
const answer = (status: number, body: unknown) =>
  vi.fn(async () => Response.json(body, { status })) as unknown as typeof fetch;
const UNAVAILABLE = "The lookup is not available right now. Enter your car's year, make and model below.";

describe('fetchRegoLookup', () => {
  it('asks for the plate and state on the site, and reads a found car', async () => {
    const car = { found: true, year: 2020, make: 'Toyota', model: 'RAV4', badge: null };
    const fetchImpl = answer(200, car);
    expect(await fetchRegoLookup(QUERY, undefined, fetchImpl)).toEqual({ kind: 'found', car });
    expect(fetchImpl).toHaveBeenCalledWith('/api/trade-in/rego?rego=ABC123&state=nsw', { signal: undefined });
  });

  it("passes on the server's message when the car is not found or the input is wrong", async () => {
    const notFound = { found: false, message: 'We could not find ABC123 in NSW.' };
    expect(await fetchRegoLookup(QUERY, undefined, answer(200, notFound))).toEqual({
      kind: 'message',
      message: 'We could not find ABC123 in NSW.',
    });
    const bad = { error: 'Choose the state the car is registered in.', fieldErrors: {} };
    expect(await fetchRegoLookup(QUERY, undefined, answer(400, bad))).toEqual({
      kind: 'message',
      message: 'Choose the state the car is registered in.',
    });
  });

  it('says so when the address has looked up too many, or the lookup cannot answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchRegoLookup(QUERY, undefined, answer(429, { error: 'Too many rego lookups' }))).toEqual({
      kind: 'message',
      message:
        "Too many lookups from your connection: try again in a minute. Enter your car's year, make and model below.",
    });
    for (const fetchImpl of [
      answer(500, { error: 'boom' }),
      answer(200, { found: true, year: 'soon' }),
      vi.fn(async () => new Response('<html>', { status: 502 })) as unknown as typeof fetch,
    ])
      expect(await fetchRegoLookup(QUERY, undefined, fetchImpl)).toEqual({
        kind: 'message',
        message: UNAVAILABLE,
      });
    const offline = vi.fn(async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    expect(await fetchRegoLookup(QUERY, undefined, offline)).toEqual({
      kind: 'message',
      message: UNAVAILABLE,
    });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('throws when a newer lookup aborted it', async () => {
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(
      fetchRegoLookup(QUERY, controller.signal, aborted as unknown as typeof fetch),
    ).rejects.toThrow('aborted');
  });
});
