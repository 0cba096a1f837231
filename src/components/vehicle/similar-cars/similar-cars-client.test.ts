import { describe, expect, it, vi } from 'vitest';
import { loadSimilarCars, similarCarsUrl } from './similar-cars-client';

const card = {
  id: 7,
  slug: '2023-kia-sportage-abc',
  title: '2023 Kia Sportage GT-Line',
  price: 31_000,
  km: 12_000,
  locationName: 'Newcastle',
  image: { url: '/a.jpg', width: 640, height: 480 },
};
const body = { cars: [card, { ...card, id: 8, slug: 'b', image: null }], noPriceText: 'Enquire for price.' };
const answer = (text: string, status = 200) => vi.fn(async () => new Response(text, { status }));

describe('similarCarsUrl (D-100)', () => {
  it('is /api/cars/{slug}/similar with the slug encoded', () => {
    expect(similarCarsUrl('2023-kia-sportage-abc')).toBe('/api/cars/2023-kia-sportage-abc/similar');
    expect(similarCarsUrl('a b/c')).toBe('/api/cars/a%20b%2Fc/similar');
  });
});

describe('loadSimilarCars', () => {
  it('gives the cards and the no-price text', async () => {
    const fetchImpl = answer(JSON.stringify(body));
    expect(await loadSimilarCars('x', { fetchImpl })).toEqual(body);
    expect(fetchImpl).toHaveBeenCalledWith('/api/cars/x/similar', {
      signal: undefined,
      headers: { accept: 'application/json' },
    });
  });

  it('gives null without logging when there are no similar cars', async () => {
    const logError = vi.fn();
    const empty = JSON.stringify({ cars: [], noPriceText: 'Enquire for price.' });
    expect(await loadSimilarCars('x', { fetchImpl: answer(empty), logError })).toBeNull();
    expect(logError).not.toHaveBeenCalled();
  });

  it('logs a failure only and gives null (D-100)', async () => {
    const logError = vi.fn();
    expect(
      await loadSimilarCars('x', { fetchImpl: answer('{"error":"Not found"}', 404), logError }),
    ).toBeNull();
    expect(logError).toHaveBeenCalledWith(
      'Failed to fetch similar cars.',
      new Error('/api/cars/x/similar failed with status 404'),
    );
    expect(await loadSimilarCars('x', { fetchImpl: answer('{"cars":"none"}'), logError })).toBeNull();
    expect(await loadSimilarCars('x', { fetchImpl: answer(''), logError })).toBeNull();
    expect(logError).toHaveBeenCalledTimes(3);
  });

  it('does not log an aborted request', async () => {
    const logError = vi.fn();
    const controller = new AbortController();
    controller.abort();
    const aborted = vi.fn(async () => Promise.reject(new DOMException('Aborted', 'AbortError')));
    expect(
      await loadSimilarCars('x', { fetchImpl: aborted, signal: controller.signal, logError }),
    ).toBeNull();
    expect(logError).not.toHaveBeenCalled();
  });
});
